import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discSample, pixelJitter, qualities } from './lighting';

describe('render farm sampling', () => {
  it('keeps disc samples inside the unit disc and sub-pixel jitter inside half a pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), fc.nat(255), (n, raw) => {
        const i = raw % n;
        const [x, y] = discSample(i, n);
        expect(Math.hypot(x, y)).toBeLessThanOrEqual(1);
        const [jx, jy] = pixelJitter(i);
        expect(Math.abs(jx)).toBeLessThan(0.5);
        expect(Math.abs(jy)).toBeLessThan(0.5);
      }),
    );
  });

  it('spreads jitter: no two of the first samples of a picture share an offset', () => {
    const n = qualities.high.samples;
    const seen = new Set(Array.from({ length: n }, (_, i) => pixelJitter(i).join(',')));
    expect(seen.size).toBe(n);
    // The mean of the offsets is near the pixel centre: the picture is not shifted.
    const mean = Array.from({ length: n }, (_, i) => pixelJitter(i)).reduce((a, b) => [
      a[0] + b[0],
      a[1] + b[1],
    ]);
    expect(Math.abs(mean[0] / n)).toBeLessThan(0.05);
    expect(Math.abs(mean[1] / n)).toBeLessThan(0.05);
  });
});
