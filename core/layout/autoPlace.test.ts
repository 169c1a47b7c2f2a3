import { describe, expect, it } from 'vitest';
import { compileModel } from '../catalog/compile';
import { evaluate } from '../catalog/evaluate';
import type { Project, Row } from '../project/schema';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { collisionsOf } from './collision';
import {
  autoPlace,
  layoutItemOf,
  moveRowsBy,
  pinAutoPlaced,
  placeRowAt,
  placeRows,
  rowBoxOf,
  type RowBox,
} from './autoPlace';
import { rowLayout } from './schema';
import { square } from './test-fixtures';

const kitchen = sampleCatalog('KITCHEN');
const boxOfModel = (rowId: string, model: string, variant = '') =>
  rowBoxOf(rowId, evaluate(compileModel(kitchen, model), variant, { priceList: 'RETAIL-EUR' }).geometry);

const row = (uniqueid: number, model: string, extra: Partial<Row> = {}): Row => ({
  uniqueid,
  catalog: 'KITCHEN',
  model,
  var: '',
  rule: [],
  erp: [],
  ...extra,
});
const projectOf = (rows: Row[]) => ({ rows }) as unknown as Project;
const boxes = new Map<string, RowBox | null>();
const boxOf = (r: Row) => {
  const key = `${String(r.uniqueid)}/${r.model}`;
  if (!boxes.has(key)) boxes.set(key, boxOfModel(String(r.uniqueid), r.model!));
  return boxes.get(key)!;
};

describe('unit elevations are catalogue data', () => {
  it('wall units hang at 1450, the worktop lies at 870, the cornice at 2170, base and tall units stand', () => {
    expect(boxOfModel('1', 'W1')!.elevation).toBe(1450);
    expect(boxOfModel('1', 'W1G')!.elevation).toBe(1450); // inherited from its basemodel W1
    // A lift-up unit hangs top-aligned with the 720 mm wall units (top 2170): its elevation is an expression.
    expect(boxOfModel('1', 'WF')!.elevation).toBe(2170 - 360);
    expect(boxOfModel('1', 'WC')!.elevation).toBe(1450);
    expect(boxOfModel('1', 'WT')!.elevation).toBe(870);
    expect(boxOfModel('1', 'CO')!.elevation).toBe(2170);
    expect(boxOfModel('1', 'B1')!.elevation).toBe(0);
    expect(boxOfModel('1', 'TO')!.elevation).toBe(0);
    expect(boxOfModel('1', 'HS')).toBeNull(); // a handle set has no geometry
  });
});

describe('autoPlace', () => {
  it('puts rows along the walls without overlaps, a wall unit above a base unit', () => {
    const rows = [row(1, 'B1'), row(2, 'B1'), row(3, 'W1'), row(4, 'TO')];
    const placed = placeRows(projectOf(rows), boxOf, square);
    expect(placed.map((p) => p.shape.rowId)).toEqual(['1', '2', '3', '4']);
    expect(placed.every((p) => !p.stored && p.layout.wallId)).toBe(true);
    const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
    for (const item of items) expect(collisionsOf(item, items, square)).toEqual([]);
    expect(items[2]).toMatchObject({ elevation: 1450 });
    // The wall unit takes the first free spot on the wall: over the first base unit.
    expect(items[2]!.x).toBe(items[0]!.x);
  });

  it('places around stored layouts and leaves out rows that have no box', () => {
    // The stored unit stands on the first free spot: the automatic one goes beside it.
    const stored = autoPlace(square, [], boxOf(row(2, 'B1'))!);
    const rows = [row(1, 'B1'), row(2, 'B1', { layout: stored } as Partial<Row>), row(3, 'HS')];
    const placed = placeRows(projectOf(rows), boxOf, square);
    expect(placed.map((p) => [p.shape.rowId, p.stored])).toEqual([
      ['2', true],
      ['1', false],
    ]);
    expect(placed[1]!.layout).not.toEqual(stored);
    const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
    expect(collisionsOf(items[1]!, items, square)).toEqual([]);
  });
});

describe('place and pin', () => {
  const rows = [row(1, 'B1'), row(2, 'B1'), row(3, 'B1')];
  const project = projectOf(rows);
  const placed = placeRows(project, boxOf, square);

  it('pinning stores the automatic places of all rows but the excepted ones', () => {
    const pinned = pinAutoPlaced(project, placed, new Set(['2']));
    expect(rowLayout(pinned.rows[0]!)).toEqual(placed[0]!.layout);
    expect(rowLayout(pinned.rows[1]!)).toBeNull();
    expect(rowLayout(pinned.rows[2]!)).toEqual(placed[2]!.layout);
  });

  it('placeRowAt moves one row; pinOthers keeps the others where they were shown', () => {
    const pose = { x: 2500, y: 2500, rotation: 0 };
    const alone = placeRowAt(project, square, placed, 1, pose, { snap: false, collision: true });
    expect(alone.accepted).toBe(true);
    expect(rowLayout(alone.project.rows[0]!)).toMatchObject(pose);
    expect(rowLayout(alone.project.rows[1]!)).toBeNull();
    const pinning = placeRowAt(project, square, placed, 1, pose, {
      snap: false,
      collision: true,
      pinOthers: true,
    });
    expect(rowLayout(pinning.project.rows[1]!)).toEqual(placed[1]!.layout);
  });

  it('a refused move changes nothing; with collision off it is stored and reported', () => {
    const onto = { x: placed[1]!.layout.x, y: placed[1]!.layout.y, rotation: placed[1]!.layout.rotation };
    const refused = placeRowAt(project, square, placed, 1, onto, { snap: false, collision: true });
    expect(refused.accepted).toBe(false);
    expect(refused.project).toBe(project);
    const moved = moveRowsBy(
      project,
      square,
      placed,
      ['1'],
      onto.x - placed[0]!.layout.x,
      onto.y - placed[0]!.layout.y,
      {
        collision: false,
      },
    );
    expect(moved.accepted).toBe(true);
    expect(moved.collisions.map((c) => c.rowId)).toEqual(['1']);
    expect(rowLayout(moved.project.rows[0]!)).toMatchObject({ x: onto.x, y: onto.y, wallId: null });
    expect(rowLayout(moved.project.rows[2]!)).toEqual(placed[2]!.layout);
  });
});
