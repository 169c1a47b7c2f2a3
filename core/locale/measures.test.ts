import { describe, expect, it } from 'vitest';
import { lengthDecimals, measuresForCountry } from './measures';

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
