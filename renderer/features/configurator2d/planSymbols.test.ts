import { describe, expect, it } from 'vitest';
import { compileModel, evaluate } from '../../../core/catalog';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { partsFor } from '../../scene/parts';
import { planSymbol } from './planSymbols';

/** A kitchen model at its defaults (plus `variant`), as the plan gets it: box and 3D parts. */
function kitchen(model: string, variant = '') {
  const catalog = sampleCatalog('KITCHEN');
  const evaluation = evaluate(compileModel(catalog, model), variant);
  const g = evaluation.geometry!;
  const values = Object.fromEntries(
    Object.entries(evaluation.values).filter(([, v]) => v !== null) as [string, string | number | boolean][],
  );
  const basemodel = catalog.models.find((m) => m.cod === model)?.basemodel;
  const parts = partsFor({
    catalog: 'KITCHEN',
    model,
    ...(basemodel ? { basemodel } : {}),
    geometry: g,
    values,
    variables: catalog.variables,
  });
  return { width: g.width, depth: g.depth, height: g.height, parts };
}

const at = { x: 1000, y: 2000, rotation: 0, elevation: 0 };

describe('plan symbols', () => {
  it('a base unit with doors: its outline, its front to the south, a swing per door', () => {
    const unit = kitchen('B1', 'WIDTH=800');
    const symbol = planSymbol(unit, at);
    expect(symbol.outline).toHaveLength(4);
    expect(symbol.front[0].y).toBeCloseTo(2000 - unit.depth / 2);
    expect(symbol.swings.length).toBeGreaterThanOrEqual(1);
    for (const swing of symbol.swings) {
      // The open leaf stands out of the front, as long as the door is wide.
      expect(swing.open.y).toBeLessThan(swing.hinge.y);
      expect(Math.hypot(swing.open.x - swing.hinge.x, swing.open.y - swing.hinge.y)).toBeCloseTo(
        swing.radius,
      );
      expect(swing.radius).toBeLessThanOrEqual(unit.width);
    }
    expect(symbol.hung).toBe(false);
  });

  it('a drawer unit shows drawers, no swings', () => {
    const symbol = planSymbol(kitchen('B3D'), at);
    expect(symbol.swings).toHaveLength(0);
    expect(symbol.drawers.length).toBeGreaterThan(0);
  });

  it('turns with the item: rotated a quarter, the front faces east', () => {
    const unit = kitchen('B1');
    const symbol = planSymbol(unit, { ...at, rotation: 90 });
    expect(symbol.front[0].x).toBeCloseTo(1000 + unit.depth / 2);
    expect(symbol.front[1].x).toBeCloseTo(1000 + unit.depth / 2);
  });

  it('wall units are hung, tall units are tall', () => {
    expect(planSymbol(kitchen('W1'), { ...at, elevation: 1450 }).hung).toBe(true);
    expect(planSymbol(kitchen('TO'), at).tall).toBe(true);
  });
});
