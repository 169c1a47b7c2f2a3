import { describe, expect, it } from 'vitest';
import Big from 'big.js';
import {
  CatalogDocument,
  compileModel,
  evaluate,
  loadCatalog,
  modelGroups,
  servicesForPriceList,
} from '../../core/catalog';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { CATALOG_DIR, missingLanguages, readSample, sampleCatalog, sampleFiles } from './samples';

// The walk: every sample catalogue is a valid document, and every model evaluates cleanly at its
// defaults with every price list, so the samples stay usable as the product evolves.
const files = sampleFiles();
const catalogs = files.map((file) => ({ file, doc: loadCatalog(readSample(file)) }));

describe('sample catalogue files', () => {
  it('ships the five sample catalogues', () => {
    expect(catalogs.map((c) => c.doc.catalog.cod).sort()).toEqual([
      'CLOSET',
      'DOORS',
      'KITCHEN',
      'LIVING',
      'WINDOWS',
    ]);
  });

  it('are exactly what resources/catalogs/source generates (run its build.mjs after editing)', async () => {
    const url = pathToFileURL(join(CATALOG_DIR, 'source', 'index.mjs')).href;
    const { SAMPLE_SOURCES } = (await import(/* @vite-ignore */ url)) as {
      SAMPLE_SOURCES: Record<string, unknown>;
    };
    expect(
      Object.keys(SAMPLE_SOURCES)
        .map((name) => `${name}.json`)
        .sort(),
    ).toEqual(files);
    for (const [name, doc] of Object.entries(SAMPLE_SOURCES)) {
      expect(readSample(`${name}.json`), name).toEqual(JSON.parse(JSON.stringify(doc)));
    }
  });

  it.each(files)('%s is valid against the catalogue schema', (file) => {
    const parsed = CatalogDocument.safeParse(readSample(file));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe.each(catalogs)('$file', ({ doc }) => {
  it('has an EUR retail list and its own CHF list, with different prices', () => {
    const byCurrency = Object.fromEntries(doc.priceLists.map((p) => [p.currency, p]));
    expect(Object.keys(byCurrency).sort()).toEqual(['CHF', 'EUR']);
    const eur = byCurrency.EUR?.prices.map((p) => p.price);
    const chf = byCurrency.CHF?.prices.map((p) => p.price);
    expect(chf).not.toEqual(eur);
    // CHF amounts are rounded to the 5 centimes the Swiss currency uses.
    const chfAmounts = [
      ...(byCurrency.CHF?.prices ?? []).map((p) => p.price),
      ...(byCurrency.CHF?.tables ?? []).flatMap((t) => t.bands.map((b) => b.price)),
      ...(byCurrency.CHF?.matrices ?? []).flatMap((m) => m.prices.flat()),
      ...(byCurrency.CHF?.extras ?? []).flatMap((x) => (x.price === undefined ? [] : [x.price])),
    ];
    for (const amount of chfAmounts) expect(new Big(amount).mod('0.05').eq(0), amount).toBe(true);
  });

  it('offers delivery (offer plus percent) and assembly (percent of the catalogue total)', () => {
    const delivery = doc.services.find((s) => s.cod === 'DELIVERY');
    const assembly = doc.services.find((s) => s.cod === 'ASSEMBLY');
    expect(new Big(delivery?.offer ?? '0').gt(0) && new Big(delivery?.perc ?? '0').gt(0)).toBe(true);
    expect(new Big(assembly?.perc ?? '0').gt(0)).toBe(true);
    expect(new Big(assembly?.offer ?? '0').eq(0)).toBe(true);
  });

  it('prices its services per list: the franc list has its own offers (in 5 centimes) and VAT 8.1', () => {
    const eur = servicesForPriceList(doc, 'RETAIL-EUR');
    const chf = servicesForPriceList(doc, 'RETAIL-CHF');
    expect(eur.every((s) => s.vat === '22')).toBe(true);
    expect(chf.every((s) => s.vat === '8.1')).toBe(true);
    for (const [i, s] of chf.entries()) {
      expect(new Big(s.offer).mod('0.05').eq(0), s.offer).toBe(true);
      if (s.offer !== '0.00') expect(s.offer).not.toBe(eur[i]?.offer);
      expect(s.perc).toBe(eur[i]?.perc);
    }
  });

  it('names the groups its variables use, in English, Italian and German', () => {
    expect(doc.groups.length).toBeGreaterThan(0);
    for (const g of doc.groups) expect(missingLanguages(g), g.cod).toEqual([]);
    const groups = modelGroups(compileModel(doc, doc.models[0]!.cod), 'de');
    const named = new Set(groups.flatMap((g) => g.variables));
    expect(doc.models[0]!.variables.filter((v) => !named.has(v))).toEqual([]);
  });

  it('describes the catalogue, models, variables and values in English, Italian and German', () => {
    const gaps: string[] = [];
    const check = (what: string, entry: { des?: string; local?: Record<string, string> }) => {
      const missing = missingLanguages(entry);
      if (missing.length > 0 || !entry.des) gaps.push(`${what}: ${missing.join(',') || 'des'}`);
    };
    check('catalog', doc.catalog);
    for (const m of doc.models) check(`model ${m.cod}`, m);
    for (const v of doc.variables) {
      check(`variable ${v.cod}`, v);
      if (v.type === 'choice') for (const value of v.values) check(`${v.cod}=${value.value}`, value);
    }
    for (const c of doc.classifications) check(`classification ${c.cod}`, c);
    for (const g of doc.galleries) check(`gallery ${g.cod}`, g);
    for (const a of doc.articles) check(`article ${a.cod}`, a);
    for (const s of doc.services) check(`service ${s.cod}`, s);
    for (const r of doc.rules)
      if (r.kind === 'validate') check(`rule ${r.cod}`, { des: r.message, local: r.messageLocal });
    expect(gaps).toEqual([]);
  });

  it('gives finishes hex swatches', () => {
    const swatches = doc.variables.flatMap((v) => (v.type === 'choice' ? v.values.map((x) => x.swatch) : []));
    const given = swatches.filter((s): s is string => s !== undefined);
    expect(given.length).toBeGreaterThanOrEqual(4);
    for (const swatch of given) expect(swatch).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each(doc.models.map((m) => m.cod))(
    'model %s evaluates cleanly at its defaults with both price lists',
    (cod) => {
      const compiled = compileModel(doc, cod);
      for (const list of doc.priceLists) {
        const result = evaluate(compiled, '', { priceList: list.cod, lang: 'it' });
        expect(result.violations, `${cod} with ${list.cod}`).toEqual([]);
        expect(result.missing).toEqual([]);
        expect(result.valid).toBe(true);
        expect(result.currency).toBe(list.currency);
        expect(result.erp.some((line) => line.level === 0 && new Big(line.punit).gt(0))).toBe(true);
        expect(result.erp.every((line) => line.customDataFe?.iva === list.vat)).toBe(true);
        expect(result.header?.register.split('\t').length).toBeGreaterThanOrEqual(3);
        const variableCount = Object.keys(result.variables).length;
        expect(variableCount).toBeGreaterThanOrEqual(6);
        expect(variableCount).toBeLessThanOrEqual(15);
      }
    },
  );

  it.each(doc.models.map((m) => m.cod))(
    'model %s prices and names every line for each single option the user can pick',
    (cod) => {
      const compiled = compileModel(doc, cod);
      const defaults = evaluate(compiled, '', {});
      const picks = Object.values(defaults.variables).flatMap((v) => {
        const def = doc.variables.find((d) => d.cod === v.cod);
        if (def?.type === 'choice') return def.values.map((x) => `${v.cod}=${x.value}`);
        if (def?.type === 'boolean') return [`${v.cod}=1`, `${v.cod}=0`];
        if (def?.type === 'number' && v.range) return [`${v.cod}=${v.range.min}`, `${v.cod}=${v.range.max}`];
        return [];
      });
      const articles = new Map(doc.articles.map((a) => [a.cod, a]));
      const problems: string[] = [];
      for (const pick of picks) {
        for (const list of doc.priceLists) {
          const result = evaluate(compiled, pick, { priceList: list.cod });
          const ruleViolations = result.violations.filter((v) => v.code !== 'PRICE_MISSING');
          if (ruleViolations.length > 0) continue; // a rule refuses the pick: nothing to price
          if (result.violations.length > 0)
            problems.push(`${pick} ${list.cod}: ${result.violations[0]?.message}`);
          for (const line of result.erp) {
            const article = articles.get(line.cod);
            if (line.cod !== cod && (!article || missingLanguages(article).length > 0)) {
              problems.push(`${pick}: line ${line.cod} is not a described article`);
            }
          }
        }
      }
      expect(picks.length).toBeGreaterThan(10);
      expect([...new Set(problems)]).toEqual([]);
    },
  );

  it('has presets (galleries and model articles) that all evaluate without violations', () => {
    expect(doc.galleries.length).toBeGreaterThanOrEqual(3);
    const presets = [...doc.galleries, ...doc.articles].flatMap((p) =>
      p.model ? [{ cod: p.cod, model: p.model, variants: p.variants }] : [],
    );
    expect(presets.length).toBeGreaterThan(doc.galleries.length);
    const broken = presets.flatMap(({ cod, model, variants }) => {
      const result = evaluate(compileModel(doc, model), variants, {});
      const problems = [...result.violations.map((v) => v.message), ...result.missing];
      return problems.length > 0 ? [`${cod}: ${problems.join('; ')}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

describe('KITCHEN programme', () => {
  const kitchen = sampleCatalog('KITCHEN');

  it('has at least 15 models', () => {
    expect(kitchen.models.length).toBeGreaterThanOrEqual(15);
  });

  it('sells worktops by LENGTH from 600 to 4200 mm in 10 mm steps', () => {
    const length = kitchen.variables.find((v) => v.cod === 'LENGTH');
    expect(length).toMatchObject({ type: 'number', min: 600, max: 4200, step: 10, unit: 'mm' });
    const worktop = compileModel(kitchen, 'WT');
    expect(evaluate(worktop, 'LENGTH=600', {}).valid).toBe(true);
    expect(evaluate(worktop, 'LENGTH=4200', {}).valid).toBe(true);
    expect(() => evaluate(worktop, 'LENGTH=2345', {})).toThrow(/step/i);
    expect(() => evaluate(worktop, 'LENGTH=4210', {})).toThrow(/4200/);
  });
});
