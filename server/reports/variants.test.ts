import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/catalog';
import { NO_CATALOG_TEXTS, catalogTextsOf } from './catalog-texts';
import { offerLabels } from './labels';
import { rowVariantPairs as variantPairs } from '../../core/project/row';
import { MAX_VARIANTS_TEXT, formatVariants } from './variants';

const catalog = loadCatalog({
  formatVersion: 1,
  catalog: { cod: 'DEMO', des: 'Demo collection', local: { it: 'Collezione demo' } },
  classifications: [{ cod: 'C', des: 'All' }],
  variables: [
    {
      cod: 'WIDTH',
      des: 'Width',
      local: { it: 'Larghezza' },
      type: 'number',
      min: 300,
      max: 1200,
      unit: 'mm',
    },
    {
      cod: 'FINISH',
      des: 'Finish',
      local: { de: 'Oberfläche' },
      type: 'choice',
      values: [{ value: 'OAK', des: 'Natural oak', local: { de: 'Eiche natur' } }],
    },
    { cod: 'LIGHT', des: 'Light', type: 'boolean' },
    { cod: 'NOTE', des: 'Engraving', type: 'text' },
  ],
  rules: [],
  models: [{ cod: 'M', des: 'Model', variables: ['WIDTH', 'FINISH', 'LIGHT', 'NOTE'], rules: [] }],
  articles: [],
  galleries: [],
  priceLists: [{ cod: 'L', currency: 'EUR', vat: '22', prices: [{ model: 'M', price: '1.00' }] }],
  services: [
    { cod: 'DELIVERY', des: 'Delivery', local: { it: 'Consegna' }, offer: '10', perc: '0', vat: '22' },
  ],
});
const texts = catalogTextsOf([catalog]);
const en = offerLabels('en');

describe('formatVariants', () => {
  it('turns the variant string into readable, localised text', () => {
    const row = { catalog: 'demo', var: 'WIDTH=900;finish=oak;LIGHT=1;NOTE=Für Anna', rule: [] };
    expect(formatVariants(row, 'en', texts, en)).toBe(
      'Width: 900 mm · Finish: Natural oak · Light: yes · Engraving: Für Anna',
    );
    expect(formatVariants(row, 'de', texts, offerLabels('de'))).toBe(
      'Width: 900 mm · Oberfläche: Eiche natur · Light: ja · Engraving: Für Anna',
    );
    expect(formatVariants({ ...row, var: 'WIDTH=900;LIGHT=0' }, 'it', texts, offerLabels('it'))).toBe(
      'Larghezza: 900 mm · Light: no',
    );
  });

  it("prints lengths in the person's unit: inches converted exactly with imperial measures", () => {
    const row = { catalog: 'demo', var: 'WIDTH=900;finish=oak', rule: [] };
    const imperial = { length: 'EX', lengthDecimals: 0 };
    expect(formatVariants(row, 'en', texts, en, imperial)).toBe('Width: 35.43 in · Finish: Natural oak');
    expect(formatVariants(row, 'it', texts, offerLabels('it'), imperial)).toBe(
      'Larghezza: 35,43 in · Finish: Natural oak',
    );
    expect(formatVariants(row, 'en', texts, en, { length: 'MM' })).toBe(
      'Width: 900 mm · Finish: Natural oak',
    );
  });

  it('keeps codes for unknown catalogues, variables and values, and skips empty values', () => {
    const row = { catalog: 'OTHER', var: 'WIDTH=900;COLOR=;DOOR=L', rule: [] };
    expect(formatVariants(row, 'en', texts, en)).toBe('WIDTH: 900 · DOOR: L');
    expect(formatVariants({ catalog: 'DEMO', var: 'FINISH=ASH;EXTRA=1', rule: [] }, 'en', texts, en)).toBe(
      'Finish: ASH · EXTRA: 1',
    );
    expect(formatVariants(row, 'en', NO_CATALOG_TEXTS, en)).toBe('WIDTH: 900 · DOOR: L');
  });

  it('falls back to the rule list, and splits a malformed variant string loosely', () => {
    expect(variantPairs({ var: '', rule: [{ cod: 'WIDTH', value: '600' }] })).toEqual([['WIDTH', '600']]);
    expect(variantPairs({ var: 'A=1;A=2;B=x=y', rule: [] })).toEqual([
      ['A', '1'],
      ['A', '2'],
      ['B', 'x=y'],
    ]);
    expect(variantPairs({ var: 'A=1\\;2', rule: [] })).toEqual([['A', '1;2']]);
  });

  it('cuts very long configurations', () => {
    const long = Array.from({ length: 200 }, (_, i) => `V${i}=VALUE${i}`).join(';');
    const text = formatVariants({ catalog: 'X', var: long, rule: [] }, 'en', texts, en);
    expect(text.length).toBe(MAX_VARIANTS_TEXT);
    expect(text.endsWith('...')).toBe(true);
  });
});

describe('catalogue names', () => {
  it('are localised, matched case-insensitively', () => {
    expect(texts.catalogName('demo', 'it')).toBe('Collezione demo');
    expect(texts.catalogName('DEMO', 'de')).toBe('Demo collection');
    expect(texts.catalogName('NONE', 'en')).toBeUndefined();
  });

  it('give services their localised name by code', () => {
    expect(texts.service('demo', 'delivery', 'it')).toMatchObject({ text: 'Consegna', default: 'Delivery' });
    expect(texts.service('DEMO', 'OTHER', 'it')).toBeUndefined();
    expect(NO_CATALOG_TEXTS.service('DEMO', 'DELIVERY', 'it')).toBeUndefined();
  });
});
