import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogDocument } from '../../../core/catalog';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { AJAR, BOWL_DEPTH, closedDoor } from './families';
import { closedWindow } from './window';
import { partsFor, type Part } from './index';
import { input } from './test-fixtures';

/**
 * Every model drawn by a family whose box is exact (a wall's opening, a worktop's slab), with its
 * catalogue. Cabinets' handles stand off their fronts: parts.test.ts checks them with that slack.
 */
const EXACT = new Set(['door', 'window', 'worktop']);
const familyModels = ['KITCHEN', 'DOORS', 'WINDOWS'].flatMap((cod) => {
  const catalog = sampleCatalog(cod);
  return catalog.models
    .filter((m) => EXACT.has(m.geometry?.build ?? ''))
    .map((m) => ({ catalog, model: m.cod }));
});

/** Any set of options of a model: a value of each choice, a number in each range, each flag. */
function optionSets(catalog: CatalogDocument, model: string): fc.Arbitrary<string> {
  const used = catalog.models.find((m) => m.cod === model)!.variables;
  const arbitraries = catalog.variables
    .filter((v) => used.includes(v.cod))
    .map((v): fc.Arbitrary<string> => {
      if (v.type === 'choice') return fc.constantFrom(...v.values.map((o) => `${v.cod}=${o.value}`));
      if (v.type === 'boolean') return fc.boolean().map((b) => `${v.cod}=${b}`);
      if (v.type === 'number') {
        const min = v.min ?? 0;
        const max = v.max ?? min + 1000;
        const step = v.step || 1;
        return fc
          .integer({ min: 0, max: Math.floor((max - min) / step) })
          .map((k) => `${v.cod}=${min + k * step}`);
      }
      return fc.constant('');
    });
  return fc.tuple(...arbitraries).map((pairs) => pairs.filter(Boolean).join(';'));
}

const inside = (part: Part, w: number, h: number, d: number, floor = 0): boolean => {
  const e = 0.001;
  const [sx, sy, sz] = part.size;
  const [x, y, z] = part.position;
  return (
    sx > 0 &&
    sy > 0 &&
    sz > 0 &&
    Math.abs(x) + sx / 2 <= w / 2 + e &&
    y - sy / 2 >= floor - e &&
    y + sy / 2 <= h + e &&
    Math.abs(z) + sz / 2 <= d / 2 + e
  );
};

describe('builder families (catalogue geometry.build)', () => {
  it('the sample catalogues draw doors, windows and worktops by their exact families', () => {
    expect(familyModels.map((m) => m.model).sort()).toEqual(['BALCONY', 'INTDOOR', 'POCKET', 'WINDOW', 'WT']);
  });

  for (const { catalog, model } of familyModels) {
    it(`${catalog.catalog.cod}/${model}: every part lies inside the article's box, for any option set`, () => {
      fc.assert(
        fc.property(optionSets(catalog, model), (variant) => {
          let built: ReturnType<typeof input>;
          try {
            built = input(catalog, model, variant);
          } catch {
            return; // Outside the model's limits: refused before anything is drawn.
          }
          if (!built) return;
          const { width: w, height: h, depth: d } = built.geometry;
          // A door's leaf and a window's sashes stand ajar out of its box (below): closed, everything
          // lies in the opening.
          const build = built.geometry.build;
          const parts =
            build === 'door' ? closedDoor(built) : build === 'window' ? closedWindow(built) : partsFor(built);
          expect(parts.length).toBeGreaterThan(0);
          // A sink's bowl hangs under the worktop, into the sink unit: the rest stays in the slab.
          const floor = built.geometry.build === 'worktop' ? -BOWL_DEPTH : 0;
          for (const part of parts)
            expect(inside(part, w, h, d, floor), JSON.stringify({ variant, part })).toBe(true);
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe('furniture families (cabinet, panel, bookcase, table)', () => {
  const furniture = ['KITCHEN', 'LIVING', 'CLOSET'].flatMap((cod) => {
    const catalog = sampleCatalog(cod);
    return catalog.models
      .filter((m) => m.geometry && !EXACT.has(m.geometry.build ?? ''))
      .map((m) => ({ catalog, model: m.cod }));
  });
  for (const { catalog, model } of furniture) {
    it(`${catalog.catalog.cod}/${model}: solid parts near its box (handles stand off), for any option set`, () => {
      fc.assert(
        fc.property(optionSets(catalog, model), (variant) => {
          let built: ReturnType<typeof input>;
          try {
            built = input(catalog, model, variant);
          } catch {
            return;
          }
          if (!built) return;
          const { width: w, height: h, depth: d } = built.geometry;
          const parts = partsFor(built);
          expect(parts.length).toBeGreaterThan(0);
          for (const part of parts) {
            const [sx, sy, sz] = part.size;
            const [x, y, z] = part.position;
            const what = JSON.stringify({ variant, part });
            expect(
              part.size.every((n) => n > 0 && Number.isFinite(n)),
              what,
            ).toBe(true);
            // Handles stand off the fronts by up to 60 mm; a dishwasher front stands on its plinth.
            expect(Math.abs(x) + sx / 2, what).toBeLessThanOrEqual(w / 2 + 60);
            expect(Math.abs(z) + sz / 2, what).toBeLessThanOrEqual(d / 2 + 60);
            expect(y - sy / 2, what).toBeGreaterThanOrEqual(-0.001);
            expect(y + sy / 2, what).toBeLessThanOrEqual(h + 300);
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe('every option changes the picture', () => {
  const doors = sampleCatalog('DOORS');
  const windows = sampleCatalog('WINDOWS');
  const kitchen = sampleCatalog('KITCHEN');
  const build = (catalog: CatalogDocument, model: string, variant: string) =>
    partsFor(input(catalog, model, variant)!);
  const picture = (parts: Part[]) => JSON.stringify(parts);

  it('a flush door differs from a glazed one, a lever from a flush pull, left hinges from right', () => {
    const flush = build(doors, 'INTDOOR', 'STYLE=FLUSH');
    const glazed = build(doors, 'INTDOOR', 'STYLE=GLAZED');
    expect(flush.some((p) => p.finish.material === 'glass')).toBe(false);
    expect(glazed.filter((p) => p.finish.material === 'glass')).toHaveLength(1);
    const handle = (parts: Part[]) => parts.filter((p) => p.finish.material === 'metal');
    // Two faces: rose, neck and grip on each; the pocket door's flush pull is one plate through the leaf.
    expect(handle(build(doors, 'INTDOOR', 'HANDLE=DH1'))).toHaveLength(6);
    expect(handle(build(doors, 'POCKET', 'HANDLE=DH4'))).toHaveLength(1);
    const left = handle(build(doors, 'INTDOOR', 'OPENING=L'))[0]!.position[0];
    const right = handle(build(doors, 'INTDOOR', 'OPENING=R'))[0]!.position[0];
    // DIN left: hinges on the left seen from the push side, so from the room (the model's front) on
    // the right, the lever on the left.
    expect(Math.sign(left)).toBe(-1);
    expect(Math.sign(right)).toBe(1);
    expect(build(doors, 'INTDOOR', 'HANDLE=DH2').some((p) => p.finish.color === '#232323')).toBe(true);
  });

  it('a hinged leaf stands ajar into the room on its hinge side, a pocket leaf half in its pocket', () => {
    const leaf = (model: string, variant: string) =>
      build(doors, model, `WIDTH=800;STYLE=FLUSH;${variant}`).find((p) => p.size[2] === 40)!;
    // DIN left: hinged on the right seen from the room; the leaf turns towards the room (+z).
    const dinLeft = leaf('INTDOOR', 'OPENING=L');
    const dinRight = leaf('INTDOOR', 'OPENING=R');
    expect(dinLeft.yaw).toBe(AJAR);
    expect(dinRight.yaw).toBe(-AJAR);
    expect(dinLeft.position[2]).toBeGreaterThan(100);
    expect(dinLeft.position[0]).toBeGreaterThan(0);
    expect(dinRight.position[0]).toBeLessThan(0);
    // Its lever went with it, out in the room.
    const levers = build(doors, 'INTDOOR', 'OPENING=L;HANDLE=DH1').filter(
      (p) => p.finish.material === 'metal',
    );
    expect(levers.every((p) => p.yaw === AJAR && p.position[2] > 0)).toBe(true);
    const pocket = leaf('POCKET', 'HANDLE=DH4');
    expect(pocket.yaw).toBeUndefined();
    expect(pocket.position[0]).toBeLessThan(-300);
  });

  it('a window shows its sashes, opening type, panes and sill', () => {
    const glass = (parts: Part[]) => parts.filter((p) => p.finish.material === 'glass');
    expect(glass(build(windows, 'WINDOW', 'SASHES=3;WIDTH=1800'))).toHaveLength(3);
    const handles = (variant: string) =>
      build(windows, 'WINDOW', `SASHES=2;${variant}`).filter((p) => p.size[0] === 18 || p.size[1] === 18);
    expect(handles('OPENING=FIX')).toHaveLength(0);
    const turn = handles('OPENING=TT');
    const tilt = handles('OPENING=TILT;HEIGHT=800;WIDTH=1200');
    expect(turn.every((p) => p.size[1] === 120)).toBe(true);
    expect(tilt.every((p) => p.size[0] === 120)).toBe(true);
    expect(glass(build(windows, 'WINDOW', 'GLAZING=TRIPLE'))[0]!.size[2]).toBeGreaterThan(
      glass(build(windows, 'WINDOW', 'GLAZING=DOUBLE'))[0]!.size[2],
    );
    expect(picture(build(windows, 'WINDOW', 'SILL=true'))).not.toBe(
      picture(build(windows, 'WINDOW', 'SILL=false')),
    );
  });

  it('a worktop is cut for its sink and hob: the slab has holes, the sink and hob sit in them', () => {
    const plain = build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=NONE;HOBCUT=false');
    const cut = build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=INSET;HOBCUT=true');
    const under = build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=UNDER;HOBCUT=false;WTMAT=QTZ;WTDECOR=QC');
    expect(plain).toHaveLength(1);
    const area = (parts: Part[], finish: string) =>
      parts.filter((p) => p.finish.color === finish).reduce((a, p) => a + p.size[0] * p.size[2], 0);
    const top = plain[0]!.finish.color;
    expect(area(cut, top)).toBeLessThan(area(plain, top));
    expect(cut.some((p) => p.finish.color === '#15171A')).toBe(true);
    expect(picture(under)).not.toBe(picture(build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=INSET;HOBCUT=false')));
  });

  it('a sink has a rim around a bowl under the top, a hob its cooking zones (issue 24)', () => {
    const parts = build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=INSET;HOBCUT=true;WTDEPTH=600');
    const t = Number(input(kitchen, 'WT', 'LENGTH=2400;SINKCUT=INSET;HOBCUT=true')!.geometry.height);
    // Nothing covers the middle of the sink at the top: one looks into the bowl, its floor 180 mm down.
    const sink = parts.filter((p) => p.position[0] < 0 && p.size[0] < 1000);
    const covers = (p: Part, y: number) =>
      Math.abs(p.position[0] + 600) < p.size[0] / 2 &&
      Math.abs(p.position[2] - (-300 + 70 + 220)) < p.size[2] / 2 &&
      Math.abs(p.position[1] - y) <= p.size[1] / 2;
    expect(sink.filter((p) => covers(p, t - 1))).toHaveLength(0);
    expect(sink.filter((p) => covers(p, -BOWL_DEPTH + 1))).toHaveLength(1);
    // The rim is steel on the top, around the opening.
    expect(sink.filter((p) => p.finish.color === '#A8A9AD' && p.position[1] === t - 1)).toHaveLength(4);
    const zones = parts.filter((p) => p.shape === 'cylinder' && p.position[1] > 0);
    expect(zones).toHaveLength(4);
    const under = build(kitchen, 'WT', 'LENGTH=2400;SINKCUT=UNDER;HOBCUT=false;WTMAT=QTZ;WTDECOR=QC');
    expect(under.filter((p) => p.position[1] < 0).length).toBeGreaterThanOrEqual(5);
  });

  it('finishes carry their material from the catalogue: oak is wood, quartz stone, gloss lacquer gloss', () => {
    const top = (mat: string, decor: string) =>
      build(kitchen, 'WT', `WTMAT=${mat};WTDECOR=${decor}`)[0]!.finish.material;
    expect(top('OAK', 'OA')).toBe('wood');
    expect(top('QTZ', 'QC')).toBe('stone');
    const leaf = (fin: string) =>
      build(doors, 'INTDOOR', `DOORFIN=${fin}`).find((p) => p.size[2] === 40)!.finish;
    expect(leaf('OAK').material).toBe('wood');
    expect(leaf('WL').material).toBe('lacquer');
  });
});
