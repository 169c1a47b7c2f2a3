import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalVariant, keyCatalog, pictureKey, type PictureKeyInput } from './key';

const base: PictureKeyInput = {
  catalog: 'KITCHEN',
  hash: 'a1b2c3d4e5f60718',
  kind: 'article',
  cod: 'B1-600',
  model: 'B1',
  variant: 'WIDTH=600',
  scene: 'scene1',
  size: 128,
};

describe('picture cache key', () => {
  it('changes with the catalogue version, the article, its variant, the 3D code and the size', () => {
    const key = pictureKey(base);
    for (const change of [
      { hash: 'ffffffffffffffff' },
      { catalog: 'LIVING' },
      { cod: 'B1-900' },
      { kind: 'model' as const },
      { model: 'B1S' },
      { variant: 'WIDTH=900' },
      { scene: 'scene2' },
      { size: 256 },
    ]) {
      expect(pictureKey({ ...base, ...change }), JSON.stringify(change)).not.toBe(key);
    }
  });

  it('is the same for the same article in the same catalogue version', () => {
    expect(pictureKey({ ...base })).toBe(pictureKey(base));
    expect(pictureKey({ ...base, catalog: 'kitchen', cod: 'b1-600', variant: ' width=600 ' })).toBe(
      pictureKey(base),
    );
    expect(
      pictureKey({ ...base, variant: 'FRONT=F03;WIDTH=800' }) ===
        pictureKey({ ...base, variant: 'WIDTH=800;FRONT=F03' }),
    ).toBe(true);
  });

  it('keeps values as written and a repeated variable in its order', () => {
    expect(canonicalVariant('FRONT=oak;WIDTH=600')).toBe('FRONT=oak;WIDTH=600');
    expect(canonicalVariant('W=1;A=2;W=3')).toBe('A=2;W=1;W=3');
    expect(canonicalVariant('')).toBe('');
  });

  it('needs a catalogue version and a whole size', () => {
    expect(() => pictureKey({ ...base, hash: '' })).toThrow('catalogue version');
    expect(() => pictureKey({ ...base, size: 12.5 })).toThrow(RangeError);
  });

  it('no two different inputs share a key, whatever their text (property)', () => {
    const text = fc.string({ maxLength: 8 });
    const input = fc.record({
      catalog: fc.constantFrom('KITCHEN', 'LIVING'),
      hash: fc.string({ minLength: 1, maxLength: 6 }),
      kind: fc.constantFrom('article' as const, 'model' as const, 'gallery' as const),
      cod: text.map((s) => s.toUpperCase()),
      model: text.map((s) => s.toUpperCase()),
      variant: fc.constantFrom('', 'WIDTH=600', 'WIDTH=900', 'FRONT=F03;WIDTH=600'),
      scene: fc.constantFrom('a', 'b'),
      size: fc.constantFrom(64, 128),
    });
    fc.assert(
      fc.property(input, input, (a, b) => {
        const same =
          a.catalog === b.catalog &&
          a.hash === b.hash &&
          a.kind === b.kind &&
          a.cod === b.cod &&
          a.model === b.model &&
          a.variant === b.variant &&
          a.scene === b.scene &&
          a.size === b.size;
        expect(pictureKey(a) === pictureKey(b)).toBe(same);
      }),
    );
  });

  it('tells which catalogue version a key belongs to', () => {
    expect(keyCatalog(pictureKey(base))).toEqual({ catalog: 'KITCHEN', hash: base.hash });
    expect(keyCatalog('not a key')).toBeNull();
  });
});
