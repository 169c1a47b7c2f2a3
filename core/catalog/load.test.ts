import { describe, expect, it } from 'vitest';
import kitchen from './fixtures/kitchen.json';
import { compileModel } from './compile';
import { evaluate } from './evaluate';
import { CATALOG_MIGRATIONS, loadCatalog, migrateCatalog } from './load';
import { CATALOG_FORMAT_VERSION } from './schema';
import { codeOf } from './fixtures/errorCode';

/** An untyped document: these tests deliberately put wrong types into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Draft = Record<string, any>;
/** A deep copy of the fixture to break in one place. */
const draft = (): Draft => structuredClone(kitchen) as Draft;
/** The fixture as a format version 1 document (it uses nothing version 2 added). */
const draftV1 = (): Draft => ({ ...draft(), formatVersion: 1 });

describe('loadCatalog', () => {
  it('loads the fixture and applies schema defaults', () => {
    const doc = loadCatalog(kitchen);
    expect(doc.catalog.cod).toBe('KITCHEN');
    expect(doc.models.map((m) => m.cod)).toEqual(['BASE', 'BASEGLASS', 'WORKTOP']);
    const worktop = doc.models.find((m) => m.cod === 'WORKTOP');
    expect(worktop?.fldef).toBe(false);
    expect(worktop?.forcedvariants).toBe('');
    const soft = doc.variables.find((v) => v.cod === 'SOFTCLOSE');
    expect(soft?.mandatory).toBe(false);
  });

  it('reports schema problems with their path', () => {
    const doc = draft();
    doc.variables[0].min = 'small';
    expect(() => loadCatalog(doc)).toThrowError(/variables\[0\]\.min|variables\.0\.min/);
    expect(codeOf(() => loadCatalog(doc))).toBe('INVALID_DOCUMENT');
  });

  it('refuses a non-object and a document without a version', () => {
    expect(codeOf(() => loadCatalog([]))).toBe('INVALID_DOCUMENT');
    const doc = draft();
    delete doc.formatVersion;
    expect(codeOf(() => loadCatalog(doc))).toBe('UNSUPPORTED_VERSION');
  });

  it('refuses a document newer than this code', () => {
    const doc = draft();
    doc.formatVersion = CATALOG_FORMAT_VERSION + 1;
    expect(() => loadCatalog(doc)).toThrowError(/newer than this application supports/);
  });

  it('upgrades a document through the migration chain, one version at a time', () => {
    const applied: number[] = [];
    const migrations = {
      1: (doc: Record<string, unknown>) => {
        applied.push(1);
        const { catalog, ...rest } = doc;
        return { ...rest, catalogue: catalog }; // version 2 renames "catalog"
      },
      2: (doc: Record<string, unknown>) => {
        applied.push(doc.formatVersion as number);
        return { ...doc, migratedBy: 'v2' };
      },
    };
    const upgraded = migrateCatalog(draftV1(), migrations, 3) as Draft;
    expect(applied).toEqual([1, 2]);
    expect(upgraded.formatVersion).toBe(3);
    expect(upgraded.catalogue.cod).toBe('KITCHEN');
    expect(upgraded.catalog).toBeUndefined();
    expect(upgraded.migratedBy).toBe('v2');
  });

  it('says when a migration step is missing', () => {
    expect(() => migrateCatalog(draftV1(), {}, 2)).toThrowError(/No migration from catalogue format 1/);
  });

  it('has no pending migration for the current version', () => {
    expect(
      Object.keys(CATALOG_MIGRATIONS)
        .map(Number)
        .every((v) => v < CATALOG_FORMAT_VERSION),
    ).toBe(true);
    expect(migrateCatalog(draft())).toEqual(draft());
  });

  it('loads a format version 1 document as version 2, evaluating the same', () => {
    const v1 = loadCatalog(draftV1());
    expect(v1.formatVersion).toBe(2);
    expect(v1.groups).toEqual([]);
    expect(v1.services[0]?.prices).toEqual([]);
    expect(v1.priceLists[0]?.matrices).toEqual([]);
    const a = evaluate(compileModel(v1, 'BASE'), 'WIDTH=900;FINISH=OAK');
    const b = evaluate(compileModel(loadCatalog(draft()), 'BASE'), 'WIDTH=900;FINISH=OAK');
    expect(a.erp).toEqual(b.erp);
    expect(a.erp[0]?.punit).toBe('260.00');
  });

  it('is refused by a version 1 reader once it is version 2', () => {
    expect(() => migrateCatalog(draft(), {}, 1)).toThrowError(
      /format 2 is newer than this application supports \(1\)/,
    );
  });

  it.each<[string, (doc: Draft) => void, string]>([
    [
      'duplicate variable (case-insensitive)',
      (d) => d.variables.push({ ...d.variables[0], cod: 'width' }),
      'DUPLICATE_CODE',
    ],
    ['duplicate model', (d) => d.models.push({ ...d.models[2] }), 'DUPLICATE_CODE'],
    ['duplicate choice value', (d) => d.variables[2].values.push({ value: 'wood' }), 'DUPLICATE_CODE'],
    ['choice default outside values', (d) => (d.variables[2].default = 'STEEL'), 'BROKEN_REFERENCE'],
    ['number default outside range', (d) => (d.variables[0].default = 5000), 'BROKEN_REFERENCE'],
    ['min above max', (d) => (d.variables[0].min = 5000), 'BROKEN_REFERENCE'],
    ['model uses unknown variable', (d) => d.models[0].variables.push('COLOUR'), 'BROKEN_REFERENCE'],
    ['model uses unknown rule', (d) => d.models[0].rules.push('NOPE'), 'BROKEN_REFERENCE'],
    ['unknown basemodel', (d) => (d.models[1].basemodel = 'NOPE'), 'BROKEN_REFERENCE'],
    ['basemodel loop', (d) => (d.models[0].basemodel = 'BASEGLASS'), 'BROKEN_REFERENCE'],
    ['two default models', (d) => (d.models[2].fldef = true), 'BROKEN_REFERENCE'],
    ['exclude of a non-choice', (d) => (d.rules[0].variable = 'WIDTH'), 'BROKEN_REFERENCE'],
    ['exclude of an unknown value', (d) => (d.rules[0].values = ['H9']), 'BROKEN_REFERENCE'],
    ['range of a choice', (d) => (d.rules[1].variable = 'FRONT'), 'BROKEN_REFERENCE'],
    ['sub-article with both codes', (d) => (d.rules[4].articleExpr = "'X'"), 'BROKEN_REFERENCE'],
    ['article in unknown classification', (d) => (d.articles[0].classification = 'NOPE'), 'BROKEN_REFERENCE'],
    ['gallery of unknown model', (d) => (d.galleries[0].model = 'NOPE'), 'BROKEN_REFERENCE'],
    ['bad gallery variant string', (d) => (d.galleries[0].variants = 'WIDTH'), 'BAD_VARIANT_STRING'],
    ['price with article and model', (d) => (d.priceLists[0].prices[0].article = 'BASE'), 'BROKEN_REFERENCE'],
    ['bands not ascending', (d) => d.priceLists[0].tables[0].bands.reverse(), 'BROKEN_REFERENCE'],
    ['table on a choice', (d) => (d.priceLists[0].tables[0].variable = 'FINISH'), 'BROKEN_REFERENCE'],
    ['extra for unknown value', (d) => (d.priceLists[0].extras[0].value = 'PINE'), 'BROKEN_REFERENCE'],
    ['data limits on a choice', (d) => (d.models[1].datalimits = { FINISH: { max: 1 } }), 'BROKEN_REFERENCE'],
    ['bad currency', (d) => (d.priceLists[0].currency = 'euro'), 'INVALID_DOCUMENT'],
    ['money as a float', (d) => (d.priceLists[0].prices[0].price = 40), 'INVALID_DOCUMENT'],
    ['bad variable code', (d) => (d.variables[0].cod = 'WIDTH MM'), 'INVALID_DOCUMENT'],
    ['unknown rule kind', (d) => (d.rules[0].kind = 'magic'), 'INVALID_DOCUMENT'],
  ])('refuses %s', (_label, breakIt, code) => {
    const doc = draft();
    breakIt(doc);
    expect(codeOf(() => loadCatalog(doc))).toBe(code);
  });
});
