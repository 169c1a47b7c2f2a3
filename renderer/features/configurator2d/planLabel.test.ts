import { describe, expect, it } from 'vitest';
import { fitLabel } from './planLabel';

describe('fitLabel', () => {
  it('keeps a short name on one line at the zoom size', () => {
    expect(fitLabel('Sink base unit', 77, 56, 0.096)).toEqual({
      size: expect.closeTo(8.8, 1),
      lines: ['Sink base unit'],
    });
  });

  it('breaks a long name over lines instead of dropping it (a 600 mm unit at 1280 px)', () => {
    const fitted = fitLabel('Base unit with doors', 58, 56, 0.096);
    expect(fitted.lines).toEqual(['Base unit', 'with doors']);
    expect(fitted.size).toBeGreaterThanOrEqual(8);
  });

  it('draws nothing in a thin item or where even three lines would be under 8 px', () => {
    expect(fitLabel('Base unit', 200, 20, 0.2).size).toBe(0);
    expect(fitLabel('Corner carousel base unit with shelves', 30, 40, 0.05)).toEqual({ size: 0, lines: [] });
  });

  it('keeps every word, in order', () => {
    const fitted = fitLabel('Tall unit for built-in oven and microwave', 90, 120, 0.1);
    expect(fitted.lines.join(' ')).toBe('Tall unit for built-in oven and microwave');
    expect(fitted.lines).toHaveLength(3);
  });
});
