import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { BOWL_DEPTH } from './families';
import { batchKey, hasFamily, partsFor, type Part } from './index';
import { input } from './test-fixtures';

const CATALOGS = ['KITCHEN', 'LIVING', 'CLOSET', 'DOORS', 'WINDOWS'];

const fronts = (parts: Part[], color: string) =>
  parts.filter((p) => p.finish.color === color && p.size[2] === 19);

describe('3D parts of the sample catalogues', () => {
  for (const cod of CATALOGS) {
    const catalog = sampleCatalog(cod);
    for (const model of catalog.models) {
      const built = input(catalog, model.cod);
      if (!built) continue;
      it(`${cod}/${model.cod}: drawn by the family its catalogue names, solid parts, inside its box`, () => {
        // Issue 24: the catalogue's data says how a model looks, one family builder reads it.
        expect(hasFamily(built.geometry.build), `${cod}/${model.cod} names no family`).toBe(true);
        const parts = partsFor(built);
        expect(parts.length).toBeGreaterThan(0);
        const { width, height, depth } = built.geometry;
        for (const part of parts) {
          for (const n of [...part.size, ...part.position]) expect(Number.isFinite(n)).toBe(true);
          for (const n of part.size) expect(n).toBeGreaterThan(0);
          // Handles stand off the fronts and sinks sit on worktops: 60 mm of slack, no more. A door's
          // leaf stands ajar into the room or half in its pocket: within a door's width of its box; a
          // window's sash ajar within its width (window.test.ts says how each opening stands).
          const slack = built.geometry.build === 'door' || built.geometry.build === 'window' ? width : 60;
          expect(Math.abs(part.position[0]) + part.size[0] / 2).toBeLessThanOrEqual(width / 2 + slack);
          expect(Math.abs(part.position[2]) + part.size[2] / 2).toBeLessThanOrEqual(depth / 2 + slack);
          expect(part.position[1] - part.size[1] / 2).toBeGreaterThanOrEqual(-BOWL_DEPTH - 0.001);
          expect(part.position[1] + part.size[1] / 2).toBeLessThanOrEqual(height + 300);
        }
      });
    }
  }
});

describe('builders follow the configuration', () => {
  const kitchen = sampleCatalog('KITCHEN');

  it('a base unit has as many doors as configured, in the chosen front finish', () => {
    const one = partsFor(input(kitchen, 'B1', 'WIDTH=400;DOORS=1;FRONT=F04')!);
    const two = partsFor(input(kitchen, 'B1', 'WIDTH=800;DOORS=2;FRONT=F03')!);
    expect(fronts(one, '#3C3F42')).toHaveLength(1);
    expect(fronts(two, '#9DAE8C')).toHaveLength(2);
  });

  it('a single door is hinged on the side the order says, its handle on the other (issue 24)', () => {
    const handleX = (variant: string) =>
      partsFor(input(kitchen, 'B1', `WIDTH=500;DOORS=1;HANDLE=H1;HFIN=BLACK;${variant}`)!).find(
        (p) => p.finish.color === '#1E1E1E' && p.size[0] === 12,
      )!.position[0];
    expect(handleX('HINGE=L')).toBeGreaterThan(0);
    expect(handleX('HINGE=R')).toBeLessThan(0);
    const wallHandleX = (variant: string) =>
      partsFor(input(kitchen, 'W1', `WIDTH=500;DOORS=1;HANDLE=H1;HFIN=BLACK;${variant}`)!).find(
        (p) => p.finish.color === '#1E1E1E' && p.size[0] === 12,
      )!.position[0];
    expect(wallHandleX('HINGE=R')).toBeLessThan(0);
  });

  it("a door's handle is as near reach height as the door allows: a tall unit's upper door's is low", () => {
    // Black bar handles (12 mm wide) and the doors (19 mm boards), bottom up, with their heights.
    const tall = partsFor(input(kitchen, 'TP', 'WIDTH=600;HANDLE=H1;HFIN=BLACK')!);
    const handles = tall
      .filter((p) => p.finish.color === '#1E1E1E' && p.size[0] === 12)
      .sort((a, b) => a.position[1] - b.position[1]);
    const doors = tall
      .filter((p) => p.size[2] === 19 && p.size[1] > 300)
      .sort((a, b) => a.position[1] - b.position[1]);
    expect(doors).toHaveLength(2);
    expect(handles).toHaveLength(2);
    const [lower, upper] = doors.map((d) => ({
      bottom: d.position[1] - d.size[1] / 2,
      top: d.position[1] + d.size[1] / 2,
    }));
    const [low, high] = handles.map((h) => ({
      bottom: h.position[1] - h.size[1] / 2,
      top: h.position[1] + h.size[1] / 2,
    }));
    // The lower door's handle at its top, the upper door's at its bottom: both within reach.
    expect(lower!.top - low!.top).toBeLessThan(60);
    expect(high!.bottom - upper!.bottom).toBeLessThan(60);
    expect(high!.top).toBeLessThan(1800);
    // A base unit's door keeps its handle at its top.
    const base = partsFor(input(kitchen, 'B1', 'WIDTH=500;DOORS=1;HANDLE=H1;HFIN=BLACK')!);
    const door = base.find((p) => p.size[2] === 19)!;
    const handle = base.find((p) => p.finish.color === '#1E1E1E' && p.size[0] === 12)!;
    expect(door.position[1] + door.size[1] / 2 - (handle.position[1] + handle.size[1] / 2)).toBeLessThan(60);
  });

  it('a sink unit has no top board, so its sink bowl shows through the worktop (issue 24)', () => {
    const carcass = (model: string) =>
      partsFor(input(kitchen, model, 'WIDTH=800;CARCASS=C1')!).filter(
        (p) => p.size[1] === 18 && p.size[0] === 800 - 36,
      );
    // A base unit's bottom and top boards; a sink unit's bottom only.
    expect(carcass('B1')).toHaveLength(2);
    expect(carcass('B1S')).toHaveLength(1);
  });

  it('drawers stack and a gola handle leaves no bar handles', () => {
    const drawers = partsFor(input(kitchen, 'B3D', 'WIDTH=600;DRAWERS=4;FRONT=F01;HANDLE=H1;HFIN=BLACK')!);
    expect(fronts(drawers, '#F3F3EF')).toHaveLength(4);
    expect(drawers.filter((p) => p.finish.color === '#1E1E1E' && p.size[1] === 12)).toHaveLength(4);
  });

  it('a door leaf follows its style: flush without glass, glazed with, panels and grooves (issue 24)', () => {
    const doors = sampleCatalog('DOORS');
    const glassOf = (variant: string) =>
      partsFor(input(doors, 'INTDOOR', variant)!).filter((p) => p.finish.opacity < 1);
    expect(glassOf('STYLE=FLUSH')).toHaveLength(0);
    expect(glassOf('STYLE=GROOVE')).toHaveLength(0);
    expect(glassOf('STYLE=GLAZED;GLASS=BRONZE')).toHaveLength(1);
    expect(glassOf('STYLE=GLAZED;GLASS=BRONZE')[0]!.finish.color).toBe('#8C7560');
    const count = (variant: string) => partsFor(input(doors, 'INTDOOR', variant)!).length;
    const flush = count('STYLE=FLUSH');
    expect(count('STYLE=PANEL3')).toBe(flush + 3);
    expect(count('STYLE=GROOVE')).toBe(flush + 5);
  });

  it('a glass wall unit has glass panes', () => {
    const built = input(kitchen, 'W1', 'WIDTH=800;DOORS=2;FRONTTYPE=GLASS');
    expect(partsFor(built!).filter((p) => p.finish.opacity < 1)).toHaveLength(2);
  });

  it('a kitchen run shares a handful of batches, so it draws in a handful of calls', () => {
    const parts = Array.from({ length: 12 }, (_, i) =>
      partsFor(input(kitchen, i % 3 === 0 ? 'B3D' : 'B1', 'WIDTH=600;FRONT=F02')!),
    ).flat();
    expect(parts.length).toBeGreaterThan(100);
    expect(new Set(parts.map(batchKey)).size).toBeLessThanOrEqual(6);
  });

  it('an unknown model with a geometry is drawn as a generic cabinet, a model without one as nothing', () => {
    const generic = partsFor({
      catalog: 'X',
      model: 'Y',
      geometry: { width: 1200, height: 800, depth: 500, params: {} },
      values: {},
      variables: [],
    });
    expect(generic.filter((p) => p.size[2] === 19)).toHaveLength(2);
    expect(
      partsFor({
        catalog: 'X',
        model: 'Y',
        geometry: { width: 0, height: 800, depth: 500, params: {} },
        values: {},
        variables: [],
      }),
    ).toEqual([]);
  });
});
