import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, jsonHash, sha256Hex, utf8 } from './hash';
import type { JsonValue } from './host';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex (FIPS 180-4)', () => {
  it('matches the standard test vectors, across the padding boundaries', () => {
    expect(sha256Hex(utf8(''))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(utf8('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(utf8('a'.repeat(1_000_000)))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
    expect(sha256Hex(utf8('x'.repeat(55)))).toBe(
      'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072',
    );
    expect(sha256Hex(utf8('x'.repeat(56)))).toBe(
      '04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e',
    );
    expect(sha256Hex(utf8('x'.repeat(64)))).toBe(
      '7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c',
    );
  });

  it("agrees with Node's crypto on any text (UTF-8, astral characters, lone surrogates)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(utf8(text))).toBe(nodeSha256(text));
      }),
      { numRuns: 300 },
    );
    expect(sha256Hex(utf8('\ud800x'))).toBe(nodeSha256('\ud800x'));
  });
});

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by code unit, drops blanks, and writes numbers and strings as JSON.stringify', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'é'], A: { z: 1e21, y: -0, x: 0.1 } })).toBe(
      '{"A":{"x":0.1,"y":0,"z":1e+21},"a":[true,null,"é"],"b":1}',
    );
    expect(canonicalJson({ '\u00e9': 1, z: 2, '\ud83d\ude00': 3 })).toBe('{"z":2,"é":1,"😀":3}');
  });

  it('leaves undefined members out and writes non-finite numbers as null, as JSON.stringify', () => {
    const odd = { a: undefined, b: [Number.NaN, Infinity] } as unknown as JsonValue;
    expect(canonicalJson(odd)).toBe('{"b":[null,null]}');
  });

  it('is JSON that parses back to the same value, whatever the key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value as JsonValue);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        const reversed = JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v as object).reverse())
            : v,
        ) as JsonValue;
        expect(canonicalJson(reversed)).toBe(text);
        expect(jsonHash(reversed)).toBe(jsonHash(value as JsonValue));
      }),
      { numRuns: 300 },
    );
  });

  it('hashes the canonical text: equal content, equal hash; any change, another hash', () => {
    expect(jsonHash({ a: 1, b: 2 })).toBe(jsonHash({ b: 2, a: 1 }));
    expect(jsonHash({ a: 1, b: 2 })).toBe(nodeSha256('{"a":1,"b":2}'));
    expect(jsonHash({ a: 1, b: 2 })).not.toBe(jsonHash({ a: 1, b: 3 }));
    expect(jsonHash(['1'])).not.toBe(jsonHash([1]));
  });
});
