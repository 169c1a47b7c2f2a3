import { describe, expect, it } from 'vitest';
import { compileModel, evaluate } from '../../../core/catalog';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { partsFor, type Part } from '../parts';
import { liveShape } from '../quality/liveMaterials';
import { liveProfile } from '../quality/renderProfile';
import { boundsOf, gestureItems, gestureParts } from './gestureDetail';

const software = liveProfile({ renderer: 'software', ios: false });

/** Triangles the live view draws for parts on a software rasteriser. */
const triangles = (parts: readonly Part[]) =>
  parts.reduce((sum, part) => sum + liveShape(part.shape, software).index!.count / 3, 0);

/** Every sample model of the kitchen and living catalogues with its default configuration. */
function sampleParts(): { model: string; parts: Part[] }[] {
  const models: { model: string; parts: Part[] }[] = [];
  for (const cod of ['KITCHEN', 'LIVING']) {
    const catalog = sampleCatalog(cod);
    for (const model of catalog.models) {
      const evaluation = evaluate(compileModel(catalog, model.cod), '');
      if (!evaluation.geometry) continue;
      const values = Object.fromEntries(
        Object.entries(evaluation.values).filter(([, v]) => v !== null) as [
          string,
          string | number | boolean,
        ][],
      );
      const parts = partsFor({
        catalog: cod,
        model: model.cod,
        ...(model.basemodel ? { basemodel: model.basemodel } : {}),
        geometry: evaluation.geometry,
        values,
        variables: catalog.variables,
      });
      models.push({ model: `${cod}/${model.cod}`, parts });
    }
  }
  return models;
}

describe('the furniture while the view moves', () => {
  const models = sampleParts();

  it("draws a room of the sample project's models in well under half the triangles", () => {
    // The models the 3D bench and the offer tests furnish rooms with (tests/reports/sample-project.ts).
    const names = [
      'KITCHEN/B1',
      'KITCHEN/B3D',
      'LIVING/SB',
      'KITCHEN/W1',
      'LIVING/DT',
      'KITCHEN/TO',
      'LIVING/TV',
    ];
    const room = models.filter((m) => names.includes(m.model));
    expect(room).toHaveLength(names.length);
    const full = room.reduce((sum, m) => sum + triangles(m.parts), 0);
    const moving = room.reduce((sum, m) => sum + triangles(gestureParts(m.parts)), 0);
    expect(moving).toBeLessThan(full * 0.4);
  });

  it('never draws a model in more triangles while moving', () => {
    for (const { model, parts } of models) {
      expect(triangles(gestureParts(parts)), model).toBeLessThanOrEqual(triangles(parts));
    }
  });

  it('keeps each item where and as large as it is: the same bounds, handles aside', () => {
    for (const { model, parts } of models) {
      const full = boundsOf(parts);
      const moving = boundsOf(gestureParts(parts));
      // Width and height exactly; in depth the handles stand off the fronts by up to 30 mm.
      for (const axis of [0, 1]) {
        expect(moving.min[axis], `${model} axis ${axis}`).toBeCloseTo(full.min[axis]!, 6);
        expect(moving.max[axis], `${model} axis ${axis}`).toBeCloseTo(full.max[axis]!, 6);
      }
      expect(moving.min[2]).toBeCloseTo(full.min[2]!, 6);
      expect(moving.max[2]).toBeLessThanOrEqual(full.max[2]! + 1e-6);
      expect(moving.max[2]).toBeGreaterThan(full.max[2]! - 30);
    }
  });

  it('draws a kitchen base unit as plinth, carcass and one board of fronts, without handles', () => {
    const unit = models.find((m) => m.model === 'KITCHEN/B3D')!.parts;
    const moving = gestureParts(unit);
    expect(moving).toHaveLength(3);
    expect(moving.every((part) => part.shape === 'box' && !part.merge)).toBe(true);
    // The merged carcass is the box its five boards stood in, behind the fronts.
    const carcass = unit.filter((part) => part.merge === 'carcass');
    expect(carcass).toHaveLength(5);
    const box = boundsOf(carcass);
    const merged = moving.find((part) => part.finish === carcass[0]!.finish && part.size[2] > 100)!;
    expect(merged.size[0]).toBeCloseTo(box.max[0]! - box.min[0]!, 6);
    expect(merged.size[1]).toBeCloseTo(box.max[1]! - box.min[1]!, 6);
  });

  it('keeps the glass of glazed doors and the window of an oven', () => {
    for (const { model, parts } of models) {
      const see = (list: readonly Part[]) => list.filter((part) => part.finish.opacity < 1).length;
      expect(see(gestureParts(parts)), model).toBe(see(parts));
    }
  });

  it('turns round parts into boxes of their size and keeps legs', () => {
    const legged = models.find((m) => m.parts.some((part) => part.shape === 'cylinder'));
    expect(legged).toBeDefined();
    const moving = gestureParts(legged!.parts);
    expect(moving.some((part) => part.shape === 'cylinder')).toBe(false);
    const legs = legged!.parts.filter((part) => part.shape === 'cylinder').length;
    const boxes = moving.filter((part) =>
      legged!.parts.some((p) => p.shape === 'cylinder' && p.position === part.position),
    );
    expect(boxes).toHaveLength(legs);
  });

  it('simplifies a set of parts once, however many rows share it', () => {
    const parts = models[0]!.parts;
    const items = [0, 1, 2].map((i) => ({
      id: `r${i}`,
      kind: 'row' as const,
      x: i * 1000,
      y: 0,
      elevation: 0,
      rotation: 90,
      parts,
    }));
    const moving = gestureItems(items);
    expect(moving.map((item) => [item.id, item.x, item.rotation])).toEqual([
      ['r0', 0, 90],
      ['r1', 1000, 90],
      ['r2', 2000, 90],
    ]);
    expect(moving[1]!.parts).toBe(moving[0]!.parts);
    expect(gestureItems(items)[2]!.parts).toBe(moving[0]!.parts);
  });
});
