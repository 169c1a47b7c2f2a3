import { describe, expect, it } from 'vitest';
import {
  bandsIn,
  interiorProblems,
  moveItem,
  placeItem,
  placeShelf,
  removeItem,
  removeShelf,
} from './interior';
import { closet } from './test-fixtures';

const two = closet({ dividers: [1200] });

describe('placeShelf', () => {
  it('adds a shelf with the default thickness', () => {
    const m = placeShelf(two, { section: 1, y: 1000 });
    expect(m.shelves).toEqual([{ section: 1, y: 1000, thickness: 18 }]);
    expect(two.shelves).toEqual([]);
  });

  it('rejects shelves above the top, in missing sections, or touching other content', () => {
    expect(() => placeShelf(two, { section: 1, y: 2370 })).toThrow(
      // The inside of a 2500 mm floor closet: its plinth (80) and two 18 mm boards come off.
      'The shelf reaches 2388 mm but section 1 is 2384 mm high inside',
    );
    expect(() => placeShelf(two, { section: 3, y: 100 })).toThrow('There is no section 3; the closet has 2');
    const m = placeShelf(two, { section: 1, y: 1000 });
    expect(() => placeShelf(m, { section: 1, y: 1010 })).toThrow(
      'The shelf overlaps the shelf at 1000 mm in section 1',
    );
    expect(placeShelf(m, { section: 1, y: 1018 }).shelves).toHaveLength(2);
    expect(placeShelf(m, { section: 2, y: 1000 }).shelves).toHaveLength(2);
    expect(() => placeShelf(two, { section: 1, y: -1 })).toThrow(/Invalid shelf: y/);
  });
});

describe('placeItem', () => {
  it('places items that fit, exactly touching neighbours is fine', () => {
    let m = placeItem(two, { type: 'drawer', section: 2, y: 0, height: 200 });
    m = placeItem(m, { type: 'drawer', section: 2, y: 200, height: 200 });
    m = placeItem(m, { type: 'rail', section: 2, y: 2344, height: 40 });
    expect(m.items.map((i) => `${i.type}@${i.y}`)).toEqual(['drawer@0', 'drawer@200', 'rail@2344']);
    expect(bandsIn(m, 2).map((b) => [b.bottom, b.top])).toEqual([
      [0, 200],
      [200, 400],
      [2344, 2384],
    ]);
  });

  it('rejects overlaps with shelves and items, and items taller than the section', () => {
    const m = placeShelf(two, { section: 1, y: 300 });
    expect(() => placeItem(m, { type: 'drawer', section: 1, y: 150, height: 200 })).toThrow(
      'The drawer overlaps the shelf at 300 mm in section 1',
    );
    expect(() => placeItem(two, { type: 'rail', section: 1, y: 2360, height: 40 })).toThrow(
      'The rail reaches 2400 mm but section 1 is 2384 mm high inside',
    );
    expect(() => placeItem(two, { type: 'lamp' as 'rail', section: 1, y: 0, height: 40 })).toThrow(
      /Invalid item: type/,
    );
  });
});

describe('moving and removing', () => {
  const filled = placeItem(placeItem(two, { type: 'drawer', section: 1, y: 0, height: 200 }), {
    type: 'basket',
    section: 1,
    y: 600,
    height: 150,
  });

  it('moves an item keeping its place in the list, with the same checks', () => {
    const m = moveItem(filled, 0, 300);
    expect(m.items).toEqual([
      { type: 'drawer', section: 1, y: 300, height: 200 },
      { type: 'basket', section: 1, y: 600, height: 150 },
    ]);
    expect(() => moveItem(filled, 0, 500)).toThrow('The drawer overlaps the basket at 600 mm in section 1');
    expect(() => moveItem(filled, 9, 0)).toThrow('There is no item number 10');
  });

  it('removes items and shelves by index', () => {
    expect(removeItem(filled, 0).items.map((i) => i.type)).toEqual(['basket']);
    expect(() => removeItem(filled, 2)).toThrow('There is no item number 3');
    const withShelf = placeShelf(two, { section: 2, y: 900 });
    expect(removeShelf(withShelf, 0).shelves).toEqual([]);
    expect(() => removeShelf(two, 0)).toThrow('There is no shelf number 1');
  });
});

describe('interiorProblems', () => {
  it('lists every misplaced shelf and item of a loaded model', () => {
    const m = closet({
      dividers: [1200],
      shelves: [
        { section: 1, y: 1000, thickness: 18 },
        { section: 1, y: 1005, thickness: 18 },
      ],
      items: [
        { type: 'rail', section: 5, y: 100, height: 40 },
        { type: 'drawer', section: 2, y: 2400, height: 200 },
        { type: 'drawer', section: 2, y: 0, height: 200 },
      ],
    });
    expect(interiorProblems(m).map((p) => p.code)).toEqual([
      'item-overlap',
      'section-missing',
      'item-too-high',
    ]);
    expect(interiorProblems(two)).toEqual([]);
  });
});
