import { describe, expect, it } from 'vitest';
import { placeItem } from '../../../core/layout/place';
import { baseUnit, square } from '../../../core/layout/test-fixtures';
import { itemPosition } from './planPosition';

// square: rt1 5000 x 5000 with 100 mm walls, room faces at 50 and 4950; w1 is the north wall.
describe('the selected item position', () => {
  it('names the wall a snapped unit stands against, with no gap, and where along it', () => {
    const placed = placeItem(square, [], baseUnit('a', 2012, 4600, 4), {}, { snap: true, collision: true });
    const position = itemPosition(square, placed.item);
    expect(position).toEqual({
      x: 2012,
      y: 4660,
      rotation: 0,
      wall: { n: 1, gap: 0, along: 2012 - 300 - 50 },
    });
  });

  it('gives the gap of a unit standing off its wall, and no wall for one turned away or far off', () => {
    expect(itemPosition(square, baseUnit('a', 2000, 4600)).wall).toMatchObject({ n: 1, gap: 60 });
    expect(itemPosition(square, baseUnit('a', 2000, 2500, 45)).wall).toBeNull();
    expect(itemPosition(square, baseUnit('a', 2000, 2500)).wall).toBeNull();
    expect(itemPosition(null, baseUnit('a', 2000.4, 2499.6, 360))).toEqual({
      x: 2000,
      y: 2500,
      rotation: 0,
      wall: null,
    });
  });
});
