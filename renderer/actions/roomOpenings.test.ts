// Doors and windows from the DOORS and WINDOWS catalogues are articles of the offer: placing one on
// a wall adds its priced row, removing either removes both, and undo takes both back in one step.
import { beforeEach, describe, expect, it } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { repriceProject } from '../../core/pricing';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { openingRowsAtom, placedRowsAtom, sceneItemsAtom } from '../state/scene';
import { store } from '../state/store';
import { GUEST_PRICE_LIST, guestDocumentReply } from '../../tests/support/opening-catalogs-api';
import { loadEdits } from './catalogs';
import { undo } from './history';
import { dispatch } from './registry';
import { DOOR_IN_WALL, WINDOW_IN_WALL, startInSquareRoom } from '../../tests/support/square-room';

const project = () => store.get(projectAtom)!;
const window = WINDOW_IN_WALL;
const door = DOOR_IN_WALL;

beforeEach(startInSquareRoom);

describe('doors and windows as priced rows', () => {
  it('a window placed from the catalogue is a priced row of the project, not a piece of furniture', async () => {
    const id = await dispatch('addOpening', { ...window });
    const p = project();
    expect(p.rows).toHaveLength(1);
    const row = p.rows[0]!;
    expect(row).toMatchObject({ catalog: 'WINDOWS', model: 'WINDOW' });
    // Core's evaluation at the model's defaults, priced by core: the matrix's 344.00 EUR for a
    // 1200 x 1400 window, then its default hardware and glazing lines.
    const engine = compileModel(loadCatalog(guestDocumentReply('windows').document), 'WINDOW');
    expect(row.erp).toEqual(evaluate(engine, '', { priceList: GUEST_PRICE_LIST }).erp);
    const priced = repriceProject(p);
    expect(priced.rows[0]!.lines[0]).toMatchObject({ cod: 'WINDOW', unit: '344.00' });
    expect(priced.rows[0]!.net).toBe('664.12');
    expect(p.customerFields.generalTotal).toBe(priced.totals.generalTotal);
    const opening = store.get(roomAtom)!.walls.find((w) => w.id === 'w3')!.openings[0]!;
    expect(opening).toMatchObject({ id, rowId: String(row.uniqueid) });
    // It stands in its wall: the room's furniture does not place it on the floor.
    expect(store.get(placedRowsAtom)).toHaveLength(0);
    // The plan's current row is left as it was.
    expect(p.currentrow ?? null).toBeNull();
  });

  it('removing the opening removes its row, and one undo brings both back', async () => {
    await dispatch('addOpening', { ...door });
    const id = await dispatch('addOpening', { ...window });
    expect(project().rows.map((r) => r.catalog)).toEqual(['DOORS', 'WINDOWS']);
    const withBoth = project();
    await dispatch('removeOpening', { wallId: 'w3', openingId: id });
    expect(project().rows.map((r) => r.catalog)).toEqual(['DOORS']);
    expect(store.get(roomAtom)!.walls.flatMap((w) => w.openings.map((o) => o.kind))).toEqual(['door']);
    expect(repriceProject(project()).totals.generalTotal).toBe(project().customerFields.generalTotal);
    undo();
    expect(project()).toBe(withBoth);
  });

  it('removing the row (from the cart) removes its opening from the wall', async () => {
    await dispatch('addOpening', { ...door });
    const rowId = project().rows[0]!.uniqueid;
    await dispatch('removeRow', { rowId });
    expect(project().rows).toHaveLength(0);
    expect(store.get(roomAtom)!.walls.every((w) => w.openings.length === 0)).toBe(true);
  });

  it('an opening the wall refuses adds no row', async () => {
    await expect(dispatch('addOpening', { ...window, width: 5000 })).rejects.toThrow(/no free stretch/);
    expect(project().rows).toHaveLength(0);
  });

  it('an opening drawn without a catalogue model is not priced', async () => {
    const { catalog: _c, model: _m, ...plain } = window;
    await dispatch('addOpening', plain);
    expect(project().rows).toHaveLength(0);
    expect(store.get(roomAtom)!.walls.find((w) => w.id === 'w3')!.openings[0]!.rowId).toBeUndefined();
  });
});

// Issue 24: whatever a door or window is inserted from (item search, a gallery, the host), it stands
// in a wall, cutting its opening, and the 3D room draws its model there.
describe('doors and windows inserted as articles stand in the walls', () => {
  const inWall = (rowId: string) =>
    store
      .get(roomAtom)!
      .walls.flatMap((w) => w.openings.map((o) => ({ wall: w, opening: o })))
      .find((x) => x.opening.rowId === rowId);

  it('a window from item search gets an opening in a wall, its sill at the model height', async () => {
    const rowId = await dispatch('setModel', { catalog: 'WINDOWS', model: 'WINDOW' });
    const found = inWall(rowId);
    expect(found?.opening).toMatchObject({ kind: 'window', width: 1200, height: 1400, sill: 900 });
    // Not on the floor against the wall: in the wall, drawn by the 3D view at the opening.
    expect(store.get(placedRowsAtom)).toHaveLength(0);
    const item = store.get(sceneItemsAtom).find((i) => i.id === rowId)!;
    expect(item.elevation).toBe(900);
    const { wall, opening } = found!;
    const t =
      (opening.offset + opening.width / 2) / Math.hypot(wall.end.x - wall.start.x, wall.end.y - wall.start.y);
    expect(item.x).toBeCloseTo(wall.start.x + (wall.end.x - wall.start.x) * t);
    expect(item.y).toBeCloseTo(wall.start.y + (wall.end.y - wall.start.y) * t);
    expect(store.get(openingRowsAtom).map((o) => o.shape.rowId)).toEqual([rowId]);
  });

  it('a door goes to another wall than the window, on the floor; its copy takes its own opening', async () => {
    const win = await dispatch('setModel', { catalog: 'WINDOWS', model: 'WINDOW' });
    const door = await dispatch('setModel', { catalog: 'DOORS', model: 'INTDOOR' });
    expect(inWall(door)?.opening).toMatchObject({ kind: 'door', sill: 0, width: 800 });
    await dispatch('duplicateRow', { rowId: door });
    const copy = project().currentrow;
    const openings = store.get(roomAtom)!.walls.flatMap((w) => w.openings);
    expect(openings.map((o) => o.rowId).sort()).toEqual([win, door, String(copy)].sort());
    for (const wall of store.get(roomAtom)!.walls) {
      const spans = wall.openings.map((o) => [o.offset, o.offset + o.width] as const);
      spans.forEach(([, end], i) => expect(end).toBeLessThanOrEqual(spans[i + 1]?.[0] ?? Infinity));
    }
    expect(store.get(sceneItemsAtom)).toHaveLength(3);
  });

  it('a window inserted before the room has walls goes into a wall of the room chosen later', async () => {
    store.set(projectAtom, (await loadEdits()).freshProject());
    const rowId = await dispatch('setModel', { catalog: 'WINDOWS', model: 'WINDOW' });
    expect(store.get(roomAtom)).toBeNull();
    await dispatch('setRoomPreset', { type: 'rt1', values: [4000, 3000] });
    expect(inWall(rowId)?.opening).toMatchObject({ kind: 'window', sill: 900 });
  });

  it('moving it slides it along its own wall only', async () => {
    const rowId = await dispatch('setModel', { catalog: 'DOORS', model: 'INTDOOR' });
    const { wall, opening } = inWall(rowId)!;
    await dispatch('moveOpening', { wallId: wall.id, openingId: opening.id, offset: 100 });
    const moved = inWall(rowId)!;
    expect(moved.wall.id).toBe(wall.id);
    expect(moved.opening.offset).toBe(100);
  });
});
