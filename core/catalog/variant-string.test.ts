import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogError } from './errors';
import { escapeVariantValue, formatVariantString, parseVariantString } from './variant-string';
import type { VariantPair } from './variant-string';

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);
const pairs = fc.uniqueArray(fc.tuple(name, fc.string({ unit: 'binary', maxLength: 20 })), {
  selector: ([n]) => n.toUpperCase(),
  maxLength: 8,
});
const specialValue = fc.string({ unit: fc.constantFrom(';', '=', '\\', 'a', ' ', 'é', '\t'), maxLength: 12 });

describe('variant strings', () => {
  it('parses NAME=value pairs in order', () => {
    expect(parseVariantString('WIDTH=600;FINISH=OAK')).toEqual([
      ['WIDTH', '600'],
      ['FINISH', 'OAK'],
    ]);
  });

  it('ignores empty segments and spaces around names, keeps values verbatim', () => {
    expect(parseVariantString(';; width =600; NOTE= hi there ;')).toEqual([
      ['width', '600'],
      ['NOTE', ' hi there '],
    ]);
    expect(parseVariantString('')).toEqual([]);
  });

  it('keeps empty values', () => {
    expect(parseVariantString('NOTE=')).toEqual([['NOTE', '']]);
  });

  it('unescapes \\; \\= and \\\\ in values', () => {
    expect(parseVariantString('NOTE=a\\;b\\=c\\\\d;X=1')).toEqual([
      ['NOTE', 'a;b=c\\d'],
      ['X', '1'],
    ]);
  });

  it('takes an unescaped "=" inside a value literally', () => {
    expect(parseVariantString('NOTE=a=b')).toEqual([['NOTE', 'a=b']]);
  });

  it('formats with escaping', () => {
    expect(escapeVariantValue('a;b=c\\')).toBe('a\\;b\\=c\\\\');
    expect(
      formatVariantString([
        ['NOTE', 'x;y'],
        ['W', '1'],
      ]),
    ).toBe('NOTE=x\\;y;W=1');
  });

  it.each([
    ['WIDTH', 'BAD_VARIANT_STRING'],
    ['WIDTH=1;FINISH', 'BAD_VARIANT_STRING'],
    ['9X=1', 'BAD_VARIANT_STRING'],
    ['MY VAR=1', 'BAD_VARIANT_STRING'],
    ['NOTE=a\\b', 'BAD_VARIANT_STRING'],
    ['NOTE=a\\', 'BAD_VARIANT_STRING'],
    ['A\\=1', 'BAD_VARIANT_STRING'],
    ['WIDTH=1;width=2', 'DUPLICATE_VARIABLE'],
  ])('rejects %j with %s', (text, code) => {
    expect(() => parseVariantString(text)).toThrowError(expect.objectContaining({ code }));
  });

  it('refuses to format an invalid name', () => {
    expect(() => formatVariantString([['A B', '1']])).toThrow(CatalogError);
  });

  it('round-trips any pairs: parse(format(x)) equals x', () => {
    fc.assert(
      fc.property(pairs, (x) => {
        expect(parseVariantString(formatVariantString(x))).toEqual(x);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips values made of separators and backslashes', () => {
    fc.assert(
      fc.property(fc.array(specialValue, { maxLength: 5 }), (values) => {
        const x: VariantPair[] = values.map((value, i) => [`V${i}`, value]);
        expect(parseVariantString(formatVariantString(x))).toEqual(x);
      }),
      { numRuns: 500 },
    );
  });

  it('formats a parsed canonical string back to the same text', () => {
    fc.assert(
      fc.property(pairs, (x) => {
        const text = formatVariantString(x);
        expect(formatVariantString(parseVariantString(text))).toBe(text);
      }),
    );
  });
});
