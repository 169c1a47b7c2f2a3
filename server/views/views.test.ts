// The server's views are core/layout/drawing's drawings (the browser's Drawings screen's model) as
// SVG, with the project's furniture placed by core/layout/autoPlace.
import { describe, expect, it } from 'vitest';
import { compileModel, evaluate } from '../../core/catalog';
import { layoutItemOf, placeRows, rowBoxOf } from '../../core/layout/autoPlace';
import type { Project, Row } from '../../core/project/schema';
import { addOpening, createRoom } from '../../core/room';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { furnitureOf } from './furniture';
import { generateViews } from './index';

const room = createRoom('rt1', [4000, 3000]);
const withDoor = {
  ...room,
  walls: room.walls.map((wall, i) =>
    i === 0
      ? addOpening(wall, { id: 'd1', kind: 'door', offset: 500, width: 900, height: 2100, sill: 0 })
      : wall,
  ),
};
const row = (uniqueid: number, model: string, variant = ''): Row => ({
  uniqueid,
  catalog: 'KITCHEN',
  model,
  var: variant,
  rule: [],
  erp: [],
});
const project = { rows: [row(1, 'B1', 'WIDTH=900'), row(2, 'W1'), row(3, 'HS'), row(4, 'B1', 'WIDTH=BAD')] };
const store = {
  get: (cod: string) =>
    cod === 'KITCHEN'
      ? Promise.resolve({ document: sampleCatalog('KITCHEN') } as never)
      : Promise.reject(new Error('Catalog not found')),
};

describe('server-drawn views', () => {
  it('draws the plan with every wall, the door and the units, and an elevation per wall', async () => {
    const items = await furnitureOf(store, project, withDoor);
    const views = generateViews(withDoor, false, items);
    expect(views.map((v) => [v.name, v.kind])).toEqual([
      ['plan', 'plan'],
      ...withDoor.walls.map((w) => [`wall-${w.id}`, 'elevation']),
    ]);
    const plan = views[0]!.svg;
    for (const wall of withDoor.walls) expect(plan).toContain(`data-ref="${wall.id}"`);
    expect(plan).toContain('data-ref="d1"');
    // The units with geometry, not the handle set nor the row that no longer evaluates.
    expect(plan).toContain('data-ref="1"');
    expect(plan).toContain('data-ref="2"');
    expect(plan).not.toContain('data-ref="3"');
    expect(plan).not.toContain('data-ref="4"');
    // The wall unit is dashed in the plan (it hangs at its catalogue elevation).
    expect(plan).toMatch(/stroke-dasharray="40 25" data-ref="2"/);
    // A measure of the 900 mm unit is on the plan.
    expect(plan).toMatch(/class="dimension"[^>]*>900</);
  });

  it('places the furniture where the browser does (core/layout/autoPlace over the same row model)', async () => {
    const kitchen = sampleCatalog('KITCHEN');
    const items = await furnitureOf(store, project, withDoor);
    const browser = placeRows(
      project as unknown as Project,
      (r) => {
        try {
          return rowBoxOf(r.uniqueid, evaluate(compileModel(kitchen, r.model!), r.var ?? '').geometry);
        } catch {
          return null;
        }
      },
      withDoor,
    ).map((p) => layoutItemOf(p.shape, p.layout));
    expect(items).toEqual(browser);
  });

  it('mode2D keeps the plan only; no walls, no views', () => {
    expect(generateViews(room, true).map((v) => v.name)).toEqual(['plan']);
    expect(generateViews(room, false)).toHaveLength(5);
    expect(generateViews({ ...room, walls: [] }, false)).toEqual([]);
  });
});
