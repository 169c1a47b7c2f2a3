import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load';
import { projectWarnings } from './warnings';

const kitchen = loadCatalog(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/catalogs/kitchen.json'), 'utf8')),
);
const lookup = (cod: string) => (cod === 'KITCHEN' ? { document: kitchen, priceList: 'RETAIL-EUR' } : null);

describe('projectWarnings', () => {
  it('lists rule and price problems in row order, each naming its row', () => {
    const rows = [
      { uniqueid: 1, catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600' },
      { uniqueid: 2, catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=600;WASTE=W3' },
      { uniqueid: 3, catalog: 'SOFAS', cod: 'ARM', variant: '' },
      { uniqueid: 4, catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600', skipBasket: true },
    ];
    const net = new Map([
      ['1', '289.00'],
      ['2', '310.00'],
      ['3', '0.00'],
      ['4', '0.00'],
    ]);
    const warnings = projectWarnings(rows, lookup, net, 'en');
    expect(warnings.map((w) => [w.rowId, w.position, w.kind])).toEqual([
      [2, 2, 'rule'],
      [3, 3, 'price'],
    ]);
    expect(warnings[0]!.text).toMatch(/“.*” is not available/);
    expect(warnings[0]!.article).toContain('B1S');
    expect(warnings[1]).toMatchObject({ article: 'ARM', text: 'The article has no price' });
  });

  it('speaks the person’s language and reports a stored evaluation failure', () => {
    const rows = [
      {
        uniqueid: 'a',
        catalog: 'KITCHEN',
        model: 'B1',
        variant: 'WIDTH=600',
        evaluationError: { message: 'Catalog not found' },
      },
    ];
    expect(projectWarnings(rows, lookup, null, 'de')).toEqual([
      expect.objectContaining({
        kind: 'price',
        text: 'Der Artikel lässt sich nicht konfigurieren: Catalog not found',
      }),
    ]);
    expect(
      projectWarnings(
        [{ uniqueid: 'b', catalog: 'X', cod: 'Y', variant: '' }],
        lookup,
        new Map([['b', '0']]),
        'it',
      )[0]?.text,
    ).toBe('L’articolo non ha prezzo');
  });
});
