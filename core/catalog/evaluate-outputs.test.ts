import { describe, expect, it } from 'vitest';
import { compileModel } from './compile';
import { evaluate } from './evaluate';
import { kitchenCatalog } from './fixtures/kitchen';
import type { CatalogDocumentInput } from './schema';
import { codeOf } from './fixtures/errorCode';

const catalog = kitchenCatalog();
const base = compileModel(catalog, 'BASE');
const worktop = compileModel(catalog, 'WORKTOP');
const L1 = { priceList: 'L1' };
const iva = { iva: '22' };
const changed = (change: (d: CatalogDocumentInput) => void, model = 'BASE') =>
  compileModel(kitchenCatalog(change), model);
const withRule = (rule: Record<string, unknown>) =>
  changed((d) => {
    d.rules!.push(rule as never);
    d.models[0]!.rules!.push(rule.cod as string);
  });
const line = (r: ReturnType<typeof evaluate>, cod: string) => r.erp.find((l) => l.cod === cod);

describe('ERP lines and prices', () => {
  it('prices the README example: base + width band + value extra, accessories from formulas', () => {
    const r = evaluate(base, 'WIDTH=900;FINISH=OAK', { ...L1, lang: 'it' });
    expect(r.erp).toEqual([
      { level: 0, cod: 'BASE', des: 'Base unit', qt: 1, punit: '260.00', customDataFe: iva },
      { level: 1, cod: 'HINGE', des: 'Cerniera', qt: 4, punit: '3.50', customDataFe: iva },
      { level: 1, cod: 'HANDLE-H2', des: 'Knob', qt: 2, punit: '12.00', customDataFe: iva },
    ]);
    expect(r.currency).toBe('EUR');
  });

  it('uses the price list when no list is named: the first one', () => {
    expect(evaluate(base, 'WIDTH=900;FINISH=OAK').erp).toEqual(
      evaluate(base, 'WIDTH=900;FINISH=OAK', L1).erp,
    );
  });

  it('picks the band by value: up to and including upTo', () => {
    expect(line(evaluate(base, 'WIDTH=450;FINISH=WHITE'), 'BASE')?.punit).toBe('160.00');
    expect(line(evaluate(base, 'WIDTH=500;FINISH=WHITE'), 'BASE')?.punit).toBe('190.00');
    expect(line(evaluate(base, 'WIDTH=1200;FINISH=WHITE'), 'BASE')?.punit).toBe('300.00');
  });

  it('adds the price list extra of a chosen value, and the value own extra when the list has none', () => {
    expect(line(evaluate(base, 'WIDTH=600;FINISH=WALNUT', L1), 'BASE')?.punit).toBe('215.00');
    expect(line(evaluate(base, 'WIDTH=600;FINISH=OAK', L1), 'BASE')?.punit).toBe('200.00');
    expect(
      line(evaluate(base, 'WIDTH=600;FINISH=WHITE;FRONT=GLASS;GLASSTYPE=CLEAR', L1), 'BASE')?.punit,
    ).toBe('250.00');
  });

  it('scopes an extra to an article line', () => {
    const model = changed((d) =>
      d.priceLists![0]!.extras!.push({ variable: 'FINISH', value: 'WHITE', article: 'HINGE', price: '0.25' }),
    );
    const r = evaluate(model, 'WIDTH=600;FINISH=WHITE', L1);
    expect(line(r, 'HINGE')?.punit).toBe('3.75');
    expect(line(r, 'BASE')?.punit).toBe('190.00');
  });

  it('adds a line for a conditional accessory and follows its quantity formula', () => {
    const r = evaluate(base, 'WIDTH=900;HEIGHT=850;SOFTCLOSE=1', L1);
    expect(line(r, 'HINGE')?.qt).toBe(6);
    expect(line(r, 'DAMPER')).toEqual({
      level: 1,
      cod: 'DAMPER',
      des: 'Soft-close damper',
      qt: 2,
      punit: '6.00',
      customDataFe: iva,
    });
    expect(line(evaluate(base, 'SOFTCLOSE=0', L1), 'DAMPER')).toBeUndefined();
  });

  it('computes the article code of an accessory from values', () => {
    expect(line(evaluate(base, 'HANDLE=H3', L1), 'HANDLE-H3')?.punit).toBe('15.00');
  });

  it('prices per metre by length band with exact decimals', () => {
    expect(line(evaluate(worktop, 'LENGTH=1800', L1), 'WORKTOP')?.punit).toBe('162.00');
    expect(line(evaluate(worktop, 'LENGTH=2010', L1), 'WORKTOP')?.punit).toBe('160.80');
    expect(line(evaluate(worktop, 'LENGTH=4000', L1), 'WORKTOP')?.punit).toBe('320.00');
  });

  it('a price formula sets the unit price, rounded half-up to 2 decimals', () => {
    const model = changed((d) => (d.models[0]!.mainLine!.price = 'WIDTH / 1000 * 123.45'));
    expect(line(evaluate(model, 'WIDTH=900', L1), 'BASE')?.punit).toBe('111.11');
  });

  it('skips an accessory whose quantity is 0 and refuses a negative quantity', () => {
    const zero = withRule({
      cod: 'LEGS',
      kind: 'subArticle',
      article: 'HINGE',
      qt: 'WIDTH > 1000 ? 4 : 0',
      level: 2,
    });
    expect(evaluate(zero, 'WIDTH=900', L1).erp.filter((l) => l.level === 2)).toEqual([]);
    expect(evaluate(zero, 'WIDTH=1100', L1).erp.filter((l) => l.level === 2)).toEqual([
      { level: 2, cod: 'HINGE', des: 'Hinge', qt: 4, punit: '3.50', customDataFe: iva },
    ]);
    const negative = withRule({ cod: 'NEG', kind: 'subArticle', article: 'HINGE', qt: '1 - DOORS * 2' });
    expect(() => evaluate(negative, '', L1)).toThrowError(
      expect.objectContaining({
        code: 'BAD_RULE_RESULT',
        message: 'Rule NEG: quantity is -1, not a number >= 0',
      }),
    );
  });

  it('reports an article with no price and uses the rule text for an unknown article', () => {
    const model = withRule({
      cod: 'FEET',
      des: 'Adjustable feet',
      kind: 'subArticle',
      article: 'FOOT',
      qt: '4',
    });
    const r = evaluate(model, '', L1);
    expect(line(r, 'FOOT')).toEqual({
      level: 1,
      cod: 'FOOT',
      des: 'Adjustable feet',
      qt: 4,
      punit: '0.00',
      customDataFe: iva,
    });
    expect(r.violations).toEqual([
      { code: 'PRICE_MISSING', message: 'No price for article FOOT in price list L1' },
    ]);
    expect(r.valid).toBe(false);
  });

  it('uses another price list: its currency, VAT and prices', () => {
    const r = evaluate(base, 'WIDTH=600;FINISH=OAK', { priceList: 'CH1' });
    expect(r.currency).toBe('CHF');
    expect(line(r, 'BASE')).toMatchObject({ punit: '55.00', customDataFe: { iva: '8.1' } });
    expect(r.violations.map((v) => v.message)).toEqual([
      'No price for article HINGE in price list CH1',
      'No price for article HANDLE-H2 in price list CH1',
    ]);
  });

  it('leaves lines unpriced when the catalogue has no price list', () => {
    const model = changed((d) => (d.priceLists = []));
    const r = evaluate(model, 'WIDTH=900');
    expect(r.erp[0]).toEqual({ level: 0, cod: 'BASE', des: 'Base unit', qt: 1, punit: '0.00' });
    expect(r.currency).toBeNull();
    expect(r.violations).toEqual([]);
  });

  it('refuses a value beyond the last price band', () => {
    expect(() => evaluate(base, 'WIDTH=1500', { dataLimits: { WIDTH: { max: 1500 } } })).toThrowError(
      expect.objectContaining({
        code: 'PRICE_BAND_MISSING',
        message: 'Price table BASE_BY_WIDTH has no band for WIDTH = 1500 (last band up to 1200)',
      }),
    );
  });

  it('prices a model that extends another with its own base price and the inherited table', () => {
    const glass = compileModel(catalog, 'BASEGLASS');
    const r = evaluate(glass, 'WIDTH=900;GLASSTYPE=CLEAR;FINISH=WHITE', L1);
    expect(r.erp[0]).toMatchObject({ level: 0, cod: 'BASEGLASS', des: 'Glass base unit', punit: '325.00' });
  });
});

describe('registers, header and geometry', () => {
  it('writes the header register tab-separated and the other registers', () => {
    const r = evaluate(base, 'WIDTH=900;FINISH=OAK');
    expect(r.header).toEqual({ cModel: 'BASE900', model: 'BASE', register: 'BASE\t900\t720\tOAK\tH2' });
    expect(r.registers).toEqual({ HEADER: 'BASE\t900\t720\tOAK\tH2', LABEL: 'Base 900 oak' });
    expect(evaluate(worktop, 'LENGTH=2400').header).toEqual({
      cModel: 'WT2400',
      model: 'WORKTOP',
      register: 'WORKTOP\t2400',
    });
  });

  it('writes closet-style registers from expressions and lets later rules read them', () => {
    const model = changed((d) => {
      d.rules!.push(
        {
          cod: 'STRUCT',
          kind: 'register',
          register: 'CLOSETSTRUCT',
          value: "'W' + WIDTH + '|H' + HEIGHT + '|D' + DOORS",
        },
        {
          cod: 'DIV',
          kind: 'register',
          when: 'SHELVES > 0',
          register: 'CLOSETDIV',
          value: "'S' + pad(SHELVES, 2) + ':' + _REG.CLOSETSTRUCT",
        },
        { cod: 'NODIV', kind: 'register', when: 'SHELVES == 0', register: 'CLITEMS', value: "''" },
      );
      d.models[0]!.rules!.push('STRUCT', 'DIV', 'NODIV');
    });
    expect(evaluate(model, 'WIDTH=900;SHELVES=2').registers).toMatchObject({
      CLOSETSTRUCT: 'W900|H720|D2',
      CLOSETDIV: 'S02:W900|H720|D2',
    });
    const none = evaluate(model, 'SHELVES=0').registers;
    expect(none.CLITEMS).toBe('');
    expect(none.CLOSETDIV).toBeUndefined();
  });

  it('refuses a header field containing a tab', () => {
    const model = changed((d) =>
      (d.rules!.find((r) => r.cod === 'BASE_HEADER') as { fields: string[] }).fields.push('NOTE'),
    );
    expect(codeOf(() => evaluate(model, 'NOTE=a\tb'))).toBe('BAD_RULE_RESULT');
    expect(evaluate(model, 'NOTE=ab').header?.register).toBe('BASE\t600\t720\tWHITE\tH2\tab');
  });

  it('has no header without a header rule', () => {
    const model = changed(
      (d) => (d.models[0]!.rules = d.models[0]!.rules!.filter((r) => r !== 'BASE_HEADER')),
    );
    expect(evaluate(model, '').header).toBeNull();
    expect(evaluate(model, '').registers.HEADER).toBeUndefined();
  });

  it('gives the geometry the views draw from', () => {
    expect(evaluate(base, 'WIDTH=900;HEIGHT=800;SHELVES=3').geometry).toEqual({
      width: 900,
      height: 800,
      depth: 560,
      params: { DOORS: 2, SHELVES: 3 },
    });
    expect(evaluate(worktop, 'LENGTH=2400').geometry).toEqual({
      width: 2400,
      height: 40,
      depth: 600,
      params: {},
    });
  });

  it('refuses a geometry formula that does not give a number', () => {
    const model = changed((d) => (d.models[0]!.geometry!.depth = 'FINISH'));
    expect(() => evaluate(model, '')).toThrowError(
      expect.objectContaining({
        code: 'BAD_RULE_RESULT',
        message: 'Model BASE geometry depth is "WHITE", not a number',
      }),
    );
  });
});
