import { describe, expect, it } from 'vitest';
import { evaluate } from '../catalog/evaluate';
import { compileModel } from '../catalog/compile';
import { sampleCatalog } from '../../tests/catalogs/samples';
import { applyEvaluation, mergeErp, nextRowId, rowVariant } from './row';
import type { Row } from './schema';

const rule = [
  { cod: 'WIDTH', value: '600' },
  { cod: 'NOTE', value: 'a;b' },
];

describe('rowVariant', () => {
  it('uses var, else the rule (escaped), else a neutro variant string, else nothing', () => {
    expect(rowVariant({ var: 'WIDTH=900', rule, neutro: 'WIDTH=300' })).toBe('WIDTH=900');
    expect(rowVariant({ rule, neutro: 'WIDTH=300' })).toBe('WIDTH=600;NOTE=a\\;b');
    expect(rowVariant({ rule: [], neutro: 'WIDTH=300' })).toBe('WIDTH=300');
    expect(rowVariant({ rule: [], neutro: true })).toBe('');
  });

  it('reads a blank var as a row at its defaults, not as its resolved rule', () => {
    expect(rowVariant({ var: '', rule, neutro: 'WIDTH=300' })).toBe('');
    expect(rowVariant({ var: '  ', rule })).toBe('');
  });
});

describe('mergeErp', () => {
  it("keeps the customer's check flag and reference of the same level and article", () => {
    const computed = [
      { level: 0, cod: 'A', des: '', qt: 1, punit: '10.00', customDataFe: { iva: '22' } },
      { level: 1, cod: 'B', des: '', qt: 2, punit: '1.00', customDataFe: { iva: '22' } },
    ];
    const previous = [
      {
        level: 0,
        cod: 'A',
        des: '',
        qt: 1,
        punit: '9.00',
        customDataFe: { iva: '10', check: true, rifGmk: 'R' },
      },
      { level: 0, cod: 'B', des: '', qt: 1, punit: '9.00', customDataFe: { rifGmk: 'other level' } },
    ];
    expect(mergeErp(computed, previous)).toEqual([
      { ...computed[0], customDataFe: { iva: '22', check: true, rifGmk: 'R' } },
      computed[1],
    ]);
  });

  it('adds no key the customer did not set (a reference alone carries no check)', () => {
    const computed = [{ level: 0, cod: 'A', des: '', qt: 1, punit: '10.00', customDataFe: { iva: '22' } }];
    const previous = [{ ...computed[0]!, customDataFe: { rifGmk: 'R' } }];
    const [line] = mergeErp(computed, previous);
    expect(line!.customDataFe).toEqual({ iva: '22', rifGmk: 'R' });
    expect(Object.keys(line!.customDataFe!)).not.toContain('check');
  });
});

describe('applyEvaluation', () => {
  const kitchen = sampleCatalog('KITCHEN');
  it("writes cModel, the resolved rule and neutro, and the ERP lines with the customer's fields", () => {
    const evaluation = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=600', { priceList: 'RETAIL-EUR' });
    const main = evaluation.erp[0]!;
    const row: Row = {
      uniqueid: 1,
      catalog: 'KITCHEN',
      model: 'B1',
      var: 'WIDTH=600',
      rule: [],
      erp: [{ ...main, punit: '1.00', customDataFe: { check: true, rifGmk: 'MINE' } }],
    };
    const applied = applyEvaluation(row, evaluation);
    expect(applied.cmodel).toBe(evaluation.header?.cModel);
    expect(applied.neutro).toBe(evaluation.variant);
    expect(applied.rule.find((r) => r.cod === 'WIDTH')).toEqual({ cod: 'WIDTH', value: '600' });
    expect(applied.erp[0]).toMatchObject({
      punit: main.punit,
      customDataFe: { check: true, rifGmk: 'MINE' },
    });
    expect(applied.var).toBe('WIDTH=600');
  });
});

describe('nextRowId', () => {
  it('is one more than the highest numeric uniqueid or boxid', () => {
    expect(nextRowId({ rows: [] })).toBe(1);
    expect(nextRowId({ rows: [{ uniqueid: 3, boxid: 9 }, { uniqueid: 'x7' }, { uniqueid: '12' }] })).toBe(13);
  });
});
