import { describe, expect, it } from 'vitest';
import { compileModel } from './compile';
import { evaluate } from './evaluate';
import { kitchenCatalog } from './fixtures/kitchen';

describe('compileModel: effective defaults', () => {
  it("accepts a variable's own default outside a model's limits when defaultvariants replace it", () => {
    // WIDTH's own default 600 is below the narrow model's minimum of 900.
    const catalog = kitchenCatalog((d) => {
      d.models.push({
        cod: 'WIDEBASE',
        basemodel: 'BASE',
        datalimits: { WIDTH: { min: 900 } },
        defaultvariants: 'WIDTH=1000',
      });
    });
    const r = evaluate(compileModel(catalog, 'WIDEBASE'), '', { priceList: 'L1' });
    expect(r.values.WIDTH).toBe(1000);
    expect(r.variables.WIDTH?.range).toEqual({ min: 900, max: 1200, step: 50 });
  });

  it('inherits the replacement from the base model', () => {
    const catalog = kitchenCatalog((d) => {
      d.models.push({
        cod: 'WB',
        basemodel: 'BASE',
        datalimits: { WIDTH: { min: 900 } },
        defaultvariants: 'WIDTH=900',
      });
      d.models.push({ cod: 'WB2', basemodel: 'WB' });
    });
    expect(evaluate(compileModel(catalog, 'WB2'), '').values.WIDTH).toBe(900);
  });

  it('still refuses an effective own default outside the limits, naming the model', () => {
    const catalog = kitchenCatalog((d) => {
      d.models.push({ cod: 'NARROW', basemodel: 'BASE', datalimits: { WIDTH: { max: 450 } } });
    });
    expect(() => compileModel(catalog, 'NARROW')).toThrow(/Model NARROW: default of WIDTH = 600 is outside/);
  });
});
