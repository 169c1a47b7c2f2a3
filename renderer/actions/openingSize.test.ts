// A door or window row resized in the configurator panel (changeVariant, as the panel's fields
// dispatch it) resizes its opening in the wall, so the plan and the 3D walls follow; one that would
// overlap its neighbour or leave the wall refuses the change with a message, and undo takes a resize
// back together with the row.
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import en from '../i18n/en.json';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { store } from '../state/store';
import { wallPieces } from '../scene/model/wallPieces';
import { startInSquareRoom } from '../../tests/support/square-room';
import { undo } from './history';
import { dispatch } from './registry';

const door = { kind: 'door', width: 800, height: 2100, sill: 0, catalog: 'DOORS', model: 'INTDOOR' } as const;
const window = {
  kind: 'window',
  width: 1200,
  height: 1400,
  sill: 900,
  catalog: 'WINDOWS',
  model: 'WINDOW',
} as const;

const openingOf = (id: string) =>
  store
    .get(roomAtom)!
    .walls.flatMap((w) => w.openings)
    .find((o) => o.id === id)!;
const rowOf = (id: string) => String(openingOf(id).rowId);

// The refusal is in the user's words: the shell's English texts.
void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

beforeEach(startInSquareRoom);

describe('a door or window takes the size of its row', () => {
  it('a width chosen in the panel widens the opening about its centre; undo narrows it again', async () => {
    const id = await dispatch('addOpening', { ...door, wallId: 'w1', offset: 1000 });
    const before = store.get(projectAtom);
    await dispatch('changeVariant', { rowId: rowOf(id), varCod: 'WIDTH', varVal: '900' });
    expect(openingOf(id)).toMatchObject({ width: 900, height: 2100, offset: 950 });
    // The 3D wall is cut to match: the piece over the door spans its 900 mm, above 2100.
    const south = store.get(roomAtom)!.walls.find((w) => w.id === 'w1')!;
    const lintel = wallPieces(south).find((p) => p.shape === 'box' && p.position[1] > 2100);
    expect(lintel?.size.slice(0, 2)).toEqual([900, 2700 - 2100]);
    await dispatch('changeVariant', { rowId: rowOf(id), varCod: 'HEIGHT', varVal: '2300' });
    expect(openingOf(id)).toMatchObject({ width: 900, height: 2300 });
    undo();
    undo();
    expect(store.get(projectAtom)).toBe(before);
    expect(openingOf(id)).toMatchObject({ width: 800, height: 2100, offset: 1000 });
  });

  it('a window made wider is pushed off its neighbour, never over it', async () => {
    const doorId = await dispatch('addOpening', { ...door, wallId: 'w1', offset: 1000 });
    const windowId = await dispatch('addOpening', { ...window, wallId: 'w1', offset: 1900 });
    await dispatch('changeVariant', { rowId: rowOf(windowId), varCod: 'WIDTH', varVal: '1500' });
    // About its centre (2500) it would start at 1750, on the door (1000..1800): it starts at 1800.
    expect(openingOf(windowId)).toMatchObject({ offset: 1800, width: 1500 });
    expect(openingOf(doorId)).toMatchObject({ offset: 1000, width: 800 });
  });

  it('a width its stretch of wall cannot take is refused with a message, and nothing changes', async () => {
    // The door stands between the wall's 50 mm of frame and a window at 880: 830 mm free.
    const doorId = await dispatch('addOpening', { ...door, wallId: 'w1', offset: 60 });
    await dispatch('addOpening', { ...window, wallId: 'w1', offset: 880 });
    const before = store.get(projectAtom);
    await expect(
      dispatch('changeVariant', { rowId: rowOf(doorId), varCod: 'WIDTH', varVal: '900' }),
    ).rejects.toThrow('The door would be 900 mm wide, but only 830 mm of wall 1 are free where it stands');
    expect(store.get(projectAtom)).toBe(before);
    expect(openingOf(doorId)).toMatchObject({ offset: 60, width: 800 });
  });

  it('a window taller than its wall is refused', async () => {
    const id = await dispatch('addOpening', { ...window, wallId: 'w3', offset: 1000 });
    await dispatch('editWall', { wallId: 'w3', height: 2300 });
    await expect(
      dispatch('changeVariant', { rowId: rowOf(id), varCod: 'HEIGHT', varVal: '2400' }),
    ).rejects.toThrow('The window would be 2400 mm high, but wall 3 is only 2300 mm high');
    // Lower than the wall, but too high for its sill: it comes down to fit under the wall's top.
    await dispatch('changeVariant', { rowId: rowOf(id), varCod: 'HEIGHT', varVal: '1500' });
    expect(openingOf(id)).toMatchObject({ height: 1500, sill: 800 });
  });
});
