// Realistic projects for the API suites and the bench: rows built from the sample catalogues
// (resources/catalogs), each with its main article and priced accessory lines (ERP lines).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_SCHEMA_VERSION } from '../../core/project/schema';
import { projectRoot } from '../../server/paths';

interface SampleCatalog {
  catalog: { cod: string };
  articles: { cod: string; des: string; model?: string; variants?: string }[];
  priceLists: { cod: string; vat?: string; prices: { article?: string; price: string }[] }[];
}

function readCatalog(name: string): SampleCatalog {
  return JSON.parse(
    readFileSync(join(projectRoot(), 'resources/catalogs', `${name}.json`), 'utf8'),
  ) as SampleCatalog;
}

interface Pick {
  catalog: string;
  article: SampleCatalog['articles'][number];
  price: string;
  vat: string;
  accessories: { cod: string; des: string; price: string }[];
}

let picks: Pick[] | undefined;

/** Every modelled article of the kitchen and living catalogues, with two priced accessories each. */
function samplePicks(): Pick[] {
  if (picks) return picks;
  picks = [];
  for (const name of ['kitchen', 'living']) {
    const doc = readCatalog(name);
    const list = doc.priceLists[0]!;
    const prices = new Map(list.prices.filter((p) => p.article).map((p) => [p.article!, p.price]));
    const loose = doc.articles.filter((a) => !a.model && prices.has(a.cod));
    doc.articles.forEach((article, index) => {
      if (!article.model) return;
      // Modelled articles are priced by rules; the fixture gives them a stable catalogue-like price.
      const price = prices.get(article.cod) ?? `${180 + ((index * 37) % 420)}.00`;
      const accessories = [loose[index % loose.length], loose[(index + 1) % loose.length]]
        .filter((a) => a !== undefined)
        .map((a) => ({ cod: a.cod, des: a.des, price: prices.get(a.cod)! }));
      picks!.push({ catalog: doc.catalog.cod, article, price, vat: list.vat ?? '22', accessories });
    });
  }
  if (!picks.length) throw new Error('No priced sample articles found in resources/catalogs');
  return picks;
}

/** One project row from the sample catalogues: rule, variant string and ERP lines. */
export function sampleRow(index: number): Record<string, unknown> {
  const all = samplePicks();
  const pick = all[index % all.length]!;
  const variants = (pick.article.variants ?? '').split(';').filter(Boolean);
  return {
    uniqueid: `row-${index + 1}`,
    boxid: index + 1,
    catalog: pick.catalog,
    cmodel: pick.article.model,
    model: pick.article.model,
    cod: pick.article.cod,
    var: pick.article.variants ?? '',
    rule: variants.map((pair) => {
      const [cod = '', value = ''] = pair.split('=');
      return { cod, value };
    }),
    erp: [
      {
        level: 0,
        cod: pick.article.cod,
        des: pick.article.des,
        qt: 1,
        punit: pick.price,
        customDataFe: { iva: pick.vat },
      },
      ...pick.accessories.map((a, i) => ({
        level: 1,
        cod: a.cod,
        des: a.des,
        qt: i + 1,
        punit: a.price,
        customDataFe: { iva: pick.vat },
      })),
    ],
  };
}

/** A saved-project body at the current schema version with `rows` sample rows. */
export function sampleProject(rows = 3, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    des: 'Kitchen Rossi',
    status: 'unassigned',
    isopen: true,
    priceDate: '2026-11-01',
    rows: Array.from({ length: rows }, (_, i) => sampleRow(i)),
    customerFields: { notes: 'Deliver after 14:00', vat: '22', discount1: '5', discount2: '0' },
    orderaddress: [{ city: 'Milano', country: 'Italia', countrycode: 'IT', email: 'rossi@example.com' }],
    ...fields,
  };
}
