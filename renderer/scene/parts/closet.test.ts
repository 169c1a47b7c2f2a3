import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileModel, evaluate } from '../../../core/catalog';
import {
  closetFromRegisters,
  closetFaultSections,
  closetParts,
  TRACK_DEPTH,
  type ClosetModel,
} from '../../../core/closet';
import { anyCloset } from '../../../core/closet/test-arbitraries';
import { closet } from '../../../core/closet/test-fixtures';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { FAULT_FINISH, FAULT_PANE } from './closet';
import { FINISHES, swatchOf } from './finishes';
import { partsFor, type BuildInput } from './index';

const variables = sampleCatalog('CLOSET').variables;

function input(model: ClosetModel, values: BuildInput['values'] = {}): BuildInput {
  const { width, height, depth } = model.structure;
  return {
    catalog: 'CLOSET',
    model: 'WARDROBE',
    geometry: { width, height, depth, params: {} },
    values,
    variables,
    closet: model,
  };
}

/** The closet: 2,400 mm, three sections, drawers, rails, shelves, sliding fronts. */
const built = closet({
  dividers: [800, 1600],
  items: [
    { type: 'drawer', section: 1, y: 0, height: 200 },
    { type: 'drawer', section: 1, y: 200, height: 200 },
    { type: 'rail', section: 2, y: 1500, height: 800 },
  ],
  shelves: [
    { section: 3, y: 600, thickness: 25 },
    { section: 3, y: 1200, thickness: 25 },
  ],
  merges: [{ from: 1, to: 3 }],
  frontals: [{ type: 'sliding', from: 1, to: 3, panels: 2 }],
});

describe('a closet row drawn part by part', () => {
  it("draws every panel of core's parts, with its real size, in the carcass or the front finish", () => {
    const parts = partsFor(input(built, { CARCASS: 'CG', FINISH: 'DN', HANDLE: 'CH1' }));
    const panels = closetParts(built).panels;
    const boards = parts.filter((p) => p.shape === 'box' && p.finish !== FINISHES.steel);
    expect(boards).toHaveLength(panels.length);
    const sizes = (list: readonly (readonly number[])[]) => list.map((s) => s.join('x')).sort();
    expect(sizes(boards.map((p) => p.size))).toEqual(sizes(panels.map((p) => [p.width, p.height, p.depth])));
    const doors = panels.filter((p) => p.kind === 'sliding-door');
    expect(doors).toHaveLength(2);
    const carcass = swatchOf(variables, { CARCASS: 'CG' }, 'CARCASS');
    const front = swatchOf(variables, { FINISH: 'DN' }, 'FINISH');
    expect(front && carcass).toBeTruthy();
    expect(boards.filter((p) => p.finish.color === front)).toHaveLength(doors.length);
    expect(boards.filter((p) => p.finish.color === carcass).length).toBeGreaterThan(10);
  });

  it('draws the six sections the catalogue builds (the bench closet)', () => {
    const catalog = sampleCatalog('CLOSET');
    const evaluation = evaluate(compileModel(catalog, 'WARDROBE'), 'WIDTH=3600;SECTIONS=6;RAILS=6', {});
    const six = closetFromRegisters(evaluation.registers);
    expect(six.dividers).toEqual([600, 1200, 1800, 2400, 3000]);
    const panels = closetParts(six).panels;
    expect(panels.filter((p) => p.kind === 'divider')).toHaveLength(5);
    expect(panels.filter((p) => p.kind === 'door')).toHaveLength(6);
    const parts = partsFor(input(six, { HANDLE: 'CH1' }));
    expect(parts.filter((p) => p.shape === 'cylinder')).toHaveLength(6);
    const boards = parts.filter((p) => p.shape === 'box' && p.finish !== FINISHES.steel);
    expect(boards).toHaveLength(panels.length);
  });

  it('a rail is a steel rod across its section; a sliding front has its track and no handles', () => {
    const parts = partsFor(input(built, { HANDLE: 'CH1' }));
    const rails = parts.filter((p) => p.shape === 'cylinder');
    expect(rails).toHaveLength(1);
    expect(rails[0]!.turn).toBe(1);
    expect(rails[0]!.size[1]).toBe(closetParts(built).clearWidths[1]);
    // The track and no bar grips: sliding panels have none, drawers behind them have inner fronts.
    expect(parts.filter((p) => p.finish === FINISHES.steel)).toHaveLength(2);
  });

  it('hinged doors get a grip each, except push-to-open', () => {
    const hinged = {
      ...built,
      merges: [],
      frontals: [{ type: 'hinged' as const, from: 1, to: 1, panels: 2 }],
    };
    const grips = (handle: string) =>
      partsFor(input(hinged, { HANDLE: handle })).filter((p) => p.size[0] === 20 && p.size[1] === 320);
    expect(grips('CH1')).toHaveLength(2);
    expect(grips('CH3')).toHaveLength(0);
  });

  it('any closet the edits make is drawn inside its box (doors and track in front)', () => {
    fc.assert(
      fc.property(anyCloset, (model) => {
        const { width, height, depth } = model.structure;
        for (const p of partsFor(input(model))) {
          for (const n of p.size) expect(n).toBeGreaterThan(0);
          const along = p.turn === 1 ? p.size[1] : p.size[0];
          expect(Math.abs(p.position[0]) + along / 2).toBeLessThanOrEqual(width / 2 + 0.001);
          const tall = p.turn === 1 ? p.size[0] : p.size[1];
          expect(p.position[1] - tall / 2).toBeGreaterThanOrEqual(-0.001);
          expect(p.position[1] + tall / 2).toBeLessThanOrEqual(height + 20 + 0.001);
          expect(p.position[2] + p.size[2] / 2).toBeLessThanOrEqual(depth / 2 + TRACK_DEPTH + 30);
          expect(p.position[2] - p.size[2] / 2).toBeGreaterThanOrEqual(-depth / 2 - 0.001);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a section at fault is marked as in the front view: its parts red, a red pane over its opening', () => {
    const marked = (faults: number[]) => partsFor({ ...input(built), closetFaults: faults });
    const plain = marked([]);
    expect(plain.some((p) => p.finish === FAULT_FINISH || p.finish === FAULT_PANE)).toBe(false);
    const parts = marked([3]);
    // The two shelves of section 3, and nothing of the other sections.
    expect(parts.filter((p) => p.finish === FAULT_FINISH)).toHaveLength(2);
    const panes = parts.filter((p) => p.finish === FAULT_PANE);
    expect(panes).toHaveLength(1);
    const pane = panes[0]!;
    // Over section 3 (1,600..2,400 mm of the 2,400 mm closet, centred), in front of the sliding doors.
    expect(pane.position[0]).toBe(2000 - 1200);
    expect(pane.size[0]).toBe(800);
    expect(pane.size[1]).toBe(built.structure.height);
    const doors = parts.filter((p) => p.merge === 'fronts');
    for (const d of doors) expect(pane.position[2]).toBeGreaterThan(d.position[2] + d.size[2] / 2);
    expect(parts).toHaveLength(plain.length + 1);
  });

  it('a closet that breaks a rule names its sections at fault for the room', () => {
    expect(closetFaultSections(built)).toEqual([]);
    const broken = { ...built, shelves: [...built.shelves, { section: 2, y: 2600, thickness: 18 }] };
    expect(closetFaultSections(broken)).toEqual([2]);
  });
});
