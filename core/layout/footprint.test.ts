import { describe, expect, it } from 'vitest';
import { footprintCovers } from './footprint';

describe('footprintCovers', () => {
  const unit = { x: 300, y: 4660, rotation: 0, width: 600, depth: 580 };

  it('covers the points on a unit standing in a corner, not those beside it', () => {
    expect(footprintCovers(unit, { x: 40, y: 4900 })).toBe(true);
    expect(footprintCovers(unit, { x: 600, y: 4370 })).toBe(true);
    expect(footprintCovers(unit, { x: 640, y: 4900 })).toBe(false);
    expect(footprintCovers(unit, { x: 300, y: 4300 })).toBe(false);
  });

  it('turns with the unit', () => {
    const turned = { ...unit, rotation: 90 };
    expect(footprintCovers(turned, { x: 300 + 280, y: 4660 })).toBe(true);
    expect(footprintCovers(turned, { x: 300 + 295, y: 4660 })).toBe(false);
    expect(footprintCovers(turned, { x: 300, y: 4660 + 295 })).toBe(true);
  });
});
