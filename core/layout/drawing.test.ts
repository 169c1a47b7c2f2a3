import { describe, expect, it } from 'vitest';
import { addOpening } from '../room/walls';
import { formatLengthValue } from '../locale/measures';
import { drawingToSvg, inUnits, roomDrawings } from './drawing';
import { wallFaces } from './walls';
import { baseUnit, square, wallUnit } from './test-fixtures';

const labels = { plan: 'Plan', wall: (n: number) => `Wall ${n}` };
const north = 4950 - 290;
// Two base units from the north-west corner and a wall unit above the first.
const items = [
  baseUnit('a', 50 + 300, north),
  baseUnit('b', 50 + 600 + 400, north, 0, 800),
  wallUnit('w', 350, 4950 - 175),
];

const texts = (svg: string, role: string) =>
  [...svg.matchAll(new RegExp(`class="${role}"[^>]*>([^<]+)<`, 'g'))].map((m) => m[1]);

describe('roomDrawings', () => {
  const drawings = roomDrawings(square, items, labels);

  it('draws the plan and one elevation per wall, titled', () => {
    expect(drawings.map((d) => d.title)).toEqual(['Plan', 'Wall 1', 'Wall 2', 'Wall 3', 'Wall 4']);
    expect(drawings.every((d) => d.width > 0 && d.height > 0)).toBe(true);
  });

  it("the plan shows every item's footprint and the north wall's chain from core/layout", () => {
    const plan = drawings[0]!;
    const refs = plan.shapes.filter((s) => s.kind === 'polygon').map((s) => s.kind === 'polygon' && s.ref);
    expect(refs).toEqual(expect.arrayContaining(['a', 'b', 'w']));
    const measures = texts(drawingToSvg(plan), 'dimension');
    // 600 + 800 of units, 3500 left to the corner, 4900 inside.
    expect(measures).toEqual(expect.arrayContaining(['600', '800', '3500', '4900']));
  });

  it("the north wall's elevation has the units at their heights and the measures", () => {
    const index = wallFaces(square).findIndex((f) => f.normal.y < 0);
    const elevation = drawings[index + 1]!;
    const svg = drawingToSvg(elevation);
    const unit = elevation.shapes.find((s) => s.kind === 'polygon' && s.ref === 'w');
    const base = elevation.shapes.find((s) => s.kind === 'polygon' && s.ref === 'a');
    if (unit?.kind !== 'polygon' || base?.kind !== 'polygon') throw new Error('missing units');
    const height = (points: { y: number }[]) =>
      Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(height(unit.points)).toBe(700);
    expect(height(base.points)).toBe(870);
    // Paper y points down: the wall unit is drawn above the base unit.
    expect(Math.max(...unit.points.map((p) => p.y))).toBeLessThan(Math.min(...base.points.map((p) => p.y)));
    expect(texts(svg, 'dimension')).toEqual(expect.arrayContaining(['2700', '870', '600', '800', '4900']));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  });

  it('writes the measures in inches for imperial measures (converted from the exact mm)', () => {
    const plan = inUnits(drawings[0]!, (mm) => `${formatLengthValue(mm, { length: 'EX' })}″`);
    const measures = texts(drawingToSvg(plan), 'dimension');
    expect(measures).toEqual(expect.arrayContaining(['23.62″', '31.5″', '137.8″', '192.91″']));
    expect(measures.some((m) => m === '600')).toBe(false);
  });

  it('openings are drawn and measured along their wall', () => {
    const [first, ...rest] = square.walls;
    const room = {
      ...square,
      walls: [
        addOpening(first!, { id: 'door', kind: 'door', offset: 1000, width: 900, height: 2100, sill: 0 }),
        ...rest,
      ],
    };
    const [plan, wall1] = roomDrawings(room, [], labels);
    expect(plan!.shapes.some((s) => s.kind === 'polygon' && s.ref === 'door')).toBe(true);
    expect(texts(drawingToSvg(wall1!), 'dimension')).toContain('900');
  });
});
