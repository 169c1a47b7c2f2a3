import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLength,
  formatSize,
  formatVolume,
  formatWeight,
  lengthDecimals,
  measuresForCountry,
  parseLength,
} from './measures';

describe('measuresForCountry', () => {
  it('uses EX, LB, CI in the US and Canada', () => {
    expect(measuresForCountry('US')).toEqual({ length: 'EX', weight: 'LB', volume: 'CI' });
    expect(measuresForCountry('ca')).toEqual({ length: 'EX', weight: 'LB', volume: 'CI' });
  });

  it('uses MM, KG, CR everywhere else', () => {
    expect(measuresForCountry('IT')).toEqual({ length: 'MM', weight: 'KG', volume: 'CR' });
    expect(measuresForCountry(undefined)).toEqual({ length: 'MM', weight: 'KG', volume: 'CR' });
  });
});

describe('lengthDecimals', () => {
  it('prefers measures.lengthDecimals', () => {
    expect(lengthDecimals({ measures: { lengthDecimals: 1 }, nround: { ext: { num: 3 } } })).toBe(1);
  });

  it('falls back to nround.ext.num, then to 0', () => {
    expect(lengthDecimals({ measures: {}, nround: { ext: { num: 3 } } })).toBe(3);
    expect(lengthDecimals({ measures: { lengthDecimals: null } })).toBe(0);
    expect(lengthDecimals({ measures: { lengthDecimals: -1 }, nround: { ext: { num: 2.5 } } })).toBe(0);
    expect(lengthDecimals(undefined)).toBe(0);
  });
});

describe('lengths in the shown unit', () => {
  const metric = { length: 'MM', lengthDecimals: 0 };
  const imperial = { length: 'EX', lengthDecimals: 0 };

  it('shows millimetres as they are and inches converted exactly (25.4 mm to the inch)', () => {
    expect(formatLength(600, metric)).toBe('600 mm');
    expect(formatLength(254, imperial)).toBe('10 in');
    expect(formatLength(600, imperial)).toBe('23.62 in');
    expect(formatLength(600, imperial, 'it')).toBe('23,62 in');
    expect(formatLength(2700, imperial, 'de')).toBe('106,3 in');
    expect(formatSize([600, 560, 720], imperial)).toBe('23.62 × 22.05 × 28.35 in');
  });

  it('reads typed lengths in the shown unit, a comma or a point, an optional unit', () => {
    expect(parseLength('24', imperial)).toBe(610);
    expect(parseLength('23,62 in', imperial)).toBe(600);
    expect(parseLength('23.62"', imperial)).toBe(600);
    expect(parseLength('600 mm', imperial)).toBe(600);
    expect(parseLength('600', metric)).toBe(600);
    expect(parseLength('10 in', metric)).toBe(254);
    expect(parseLength('abc', imperial)).toBeNull();
    expect(parseLength('', metric)).toBeNull();
  });

  it('gives back the stored millimetres for any shown length typed back (a round trip)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 3 }),
        (mm, decimals) => {
          const stored = mm / 10 ** decimals;
          for (const length of ['MM', 'EX']) {
            const settings = { length, lengthDecimals: decimals };
            for (const lang of ['en', 'it', 'de']) {
              expect(parseLength(formatLength(stored, settings, lang), settings)).toBe(stored);
            }
          }
        },
      ),
    );
  });

  it('converts weights and volumes exactly', () => {
    expect(formatWeight(0.45359237, { length: 'EX', weight: 'LB' })).toBe('1 lb');
    expect(formatWeight(10, { length: 'EX', weight: 'LB' })).toBe('22.046 lb');
    expect(formatWeight(10, { length: 'MM', weight: 'KG' }, 'it')).toBe('10 kg');
    expect(formatVolume(16.387064, { length: 'EX', volume: 'CI' })).toBe('1 in³');
    expect(formatVolume(1000, { length: 'MM', volume: 'CR' })).toBe('1000 cm³');
  });
});
