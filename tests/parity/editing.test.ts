// The parity test ARCHITECTURE.md promises ("core computes, the renderer shows ... a property-based
// parity test holds them equal"): random sequences of edits over every model of the five sample
// catalogues, made by the browser's actions through the store (with the catalogue documents the
// real server hands the browser), give the same project document, ERP lines and totals to the cent
// as the server's path over the real API: save (POST /projects), then re-evaluate and reprice
// (POST /projects/reevaluate) what it stored.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  compileModel,
  evaluate,
  formatVariantString,
  loadCatalog,
  type CatalogDocument,
} from '../../core/catalog';
import { recompute } from '../../core/project/offerEdits';
import { projectSaveProblems } from '../../core/project/saveCheck';
import type { Project } from '../../core/project/schema';
import { forgetCatalogDocuments } from '../../renderer/actions/catalogs';
import { clearHistory } from '../../renderer/actions/history';
import { configureActions, dispatch } from '../../renderer/actions/registry';
import type { Api } from '../../renderer/api';
import { articleEditAtom } from '../../renderer/state/article';
import { catalogDocumentsAtom } from '../../renderer/state/catalogs';
import { projectPricingAtom } from '../../renderer/state/pricing';
import { projectAtom } from '../../renderer/state/project';
import { store } from '../../renderer/state/store';
import { startCatalogApi, type CatalogTestApi } from '../api-catalog/support';
import { tempDir } from '../support/storage';

const CATALOGS = ['KITCHEN', 'LIVING', 'CLOSET', 'DOORS', 'WINDOWS'] as const;

let t: CatalogTestApi;
/** The sellers whose sessions the two paths share: an EUR shop and a CHF shop (Swiss rounding). */
let token: string;
const documents = new Map<string, CatalogDocument>();

beforeAll(async () => {
  t = await startCatalogApi({ dataDir: await tempDir() });
  for (const cod of CATALOGS) {
    const reply = await t.inject<{ document: unknown }>('GET', `/api/v1/catalogs/${cod}/document`);
    documents.set(cod, loadCatalog(reply.body.document));
  }
  // The browser's only server call in these edits: its catalogue documents, from the real server.
  const api = {
    catalog: {
      document: async (cod: string) => {
        const reply = await t.inject('GET', `/api/v1/catalogs/${encodeURIComponent(cod)}/document`, {
          token,
        });
        if (reply.status !== 200) throw new Error(`document ${cod}: ${reply.status}`);
        return reply.body;
      },
    },
  } as unknown as Api;
  configureActions({ api, navigate: () => undefined });
});
afterAll(() => t?.api.close());

beforeEach(() => {
  store.set(projectAtom, null);
  store.set(articleEditAtom, null);
  clearHistory();
});

/** Every (catalogue, model) of the sample catalogues, known once the server has imported them. */
function allModels(): { catalog: string; model: string }[] {
  return CATALOGS.flatMap((catalog) =>
    documents.get(catalog)!.models.map((m) => ({ catalog, model: m.cod })),
  );
}

// One edit, its choices as numbers picked into the project as it stands when the edit runs.
type Edit =
  | { kind: 'insert'; model: number }
  | { kind: 'article'; article: number }
  | { kind: 'configure'; row: number; variable: number; value: number }
  | { kind: 'variant'; row: number; variable: number; value: number }
  | { kind: 'model'; row: number; model: number }
  | { kind: 'remove' | 'duplicate'; row: number }
  | { kind: 'move'; row: number; offset: number }
  | { kind: 'quantity'; row: number; qt: number }
  | { kind: 'customerRow'; row: number; checkVat: boolean; vat: string; rifGmk: string }
  | { kind: 'lineFields'; row: number; line: number; check: boolean; rifGmk: string }
  | { kind: 'discount'; discount1: string; discount2: string }
  | { kind: 'catalogDiscount'; row: number; discount1: string; discount: string }
  | { kind: 'service'; row: number; service: number; selected: boolean }
  | { kind: 'notes'; notes: string };

const percent = fc.constantFrom('0', '5', '7.5', '12.25', '33.33', '100');
const amount = fc.constantFrom('0', '0.05', '10.00', '99.99', '1234.5');
const text = fc.string({ maxLength: 12 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), model: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('article' as const), article: fc.nat() }) },
  fc.record({ kind: fc.constant('configure' as const), row: fc.nat(), variable: fc.nat(), value: fc.nat() }),
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('variant' as const),
      row: fc.nat(),
      variable: fc.nat(),
      value: fc.nat(),
    }),
  },
  fc.record({ kind: fc.constant('model' as const), row: fc.nat(), model: fc.nat() }),
  fc.record({ kind: fc.constantFrom('remove' as const, 'duplicate' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), row: fc.nat(), offset: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('quantity' as const), row: fc.nat(), qt: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('customerRow' as const),
    row: fc.nat(),
    checkVat: fc.boolean(),
    vat: fc.constantFrom('0', '4', '10', '22'),
    rifGmk: text,
  }),
  {
    // Weighted so that the 31 random runs draw it about a dozen times: at weight 1 a whole run
    // without one came up about once in fifty CI runs, failing the count below.
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('lineFields' as const),
      row: fc.nat(),
      line: fc.nat(),
      check: fc.boolean(),
      rifGmk: text,
    }),
  },
  fc.record({ kind: fc.constant('discount' as const), discount1: percent, discount2: amount }),
  fc.record({
    kind: fc.constant('catalogDiscount' as const),
    row: fc.nat(),
    discount1: percent,
    discount: amount,
  }),
  fc.record({
    kind: fc.constant('service' as const),
    row: fc.nat(),
    service: fc.nat(),
    selected: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('notes' as const), notes: text }),
);

const open = () => store.get(projectAtom);
/** What the runs really did: a property whose edits were all refused would prove nothing. */
const exercised = {
  models: new Set<string>(),
  variants: 0,
  lineFields: 0,
  articles: 0,
  configured: 0,
  refused: 0,
};
const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length ? list[n % list.length] : undefined;

/** A value the row's variable may take now (its options, or a step of its range), as text. */
function valueFor(project: Project, rowIndex: number, variable: number, value: number) {
  const row = pick(project.rows, rowIndex)!;
  const doc = documents.get(row.catalog)!;
  const evaluation = evaluate(compileModel(doc, row.model!), row.var ?? '', {});
  const settable = Object.values(evaluation.variables).filter(
    (v) => v.visible && v.source !== 'forced' && (v.options?.length || v.range || v.type === 'text'),
  );
  const chosen = pick(settable, variable);
  if (!chosen) return null;
  let text: string;
  if (chosen.options?.length) text = pick(chosen.options, value)!.value;
  else if (chosen.range) {
    const { min, max, step } = chosen.range;
    const steps = Math.floor((max - min) / (step || 1));
    text = String(min + (value % (steps + 1)) * (step || 1));
  } else text = `n;${value}=x`; // a text with the variant string's separators in it
  return { rowId: row.uniqueid, varCod: chosen.cod, varVal: text };
}

/** Runs one edit as the browser does: an action dispatched through the store (its refusals are toasts). */
async function apply(e: Edit, models: { catalog: string; model: string }[]): Promise<void> {
  const project = open();
  const row = project ? pick(project.rows, 'row' in e ? e.row : 0) : undefined;
  const run = (promise: Promise<unknown>) => promise.catch(() => undefined);
  switch (e.kind) {
    case 'article': {
      // An article with its preset choices (spec 5 insertArticle), not the model's defaults.
      const articles = CATALOGS.flatMap((catalog) =>
        documents
          .get(catalog)!
          .articles.filter((a) => a.model)
          .map((a) => ({ catalog, classification: a.classification, article: a.cod })),
      );
      await run(dispatch('insertArticle', pick(articles, e.article)!));
      if (open() !== project) exercised.articles += 1;
      return;
    }
    case 'configure': {
      // The whole configuration replaced (the rule-variant dialog's answer): one choice only.
      if (!project || !row) return;
      const change = valueFor(project, e.row, e.variable, e.value);
      if (change) {
        const variant = formatVariantString([[change.varCod, change.varVal]]);
        await run(dispatch('configureRow', { rowId: row.uniqueid, variant }));
        if (open() !== project) exercised.configured += 1;
      }
      return;
    }
    case 'insert':
      await run(dispatch('setModel', pick(models, e.model)!));
      for (const r of open()?.rows ?? []) exercised.models.add(`${r.catalog}/${r.model}`);
      return;
    case 'variant': {
      if (!project || !row) return;
      const change = valueFor(project, e.row, e.variable, e.value);
      if (change) await run(dispatch('changeVariant', change));
      if (open() !== project) exercised.variants += 1;
      return;
    }
    case 'model': {
      if (!row) return;
      const sameCatalog = models.filter((m) => m.catalog === row.catalog);
      return void (await run(
        dispatch('changeModel', { rowId: row.uniqueid, model: pick(sameCatalog, e.model)!.model }),
      ));
    }
    case 'remove':
      return void (row && (await run(dispatch('removeRow', { rowId: row.uniqueid }))));
    case 'duplicate':
      return void (row && (await run(dispatch('duplicateRow', { rowId: row.uniqueid }))));
    case 'move':
      return void (row && (await run(dispatch('moveRow', { rowId: row.uniqueid, offset: e.offset }))));
    case 'quantity':
      return void (row && (await run(dispatch('setQuantity', { rowId: row.uniqueid, qt: e.qt }))));
    case 'customerRow':
      if (!row) return;
      return void (await run(
        dispatch('setCustomerRow', {
          rowId: row.uniqueid,
          checkVat: e.checkVat,
          vat: e.vat,
          rifGmk: e.rifGmk,
        }),
      ));
    case 'lineFields': {
      // What an opened project may carry on its lines (spec 3: the VAT check and the customer's
      // reference per ERP line); every later evaluation of the row must keep them, on both sides.
      // Opened means stored, so priced: a line's own VAT check changes the totals it was saved with.
      if (!project || !row?.erp.length) return;
      const at = e.line % row.erp.length;
      const erp = row.erp.map((l, i) =>
        i === at ? { ...l, customDataFe: { ...l.customDataFe, check: e.check, rifGmk: e.rifGmk } } : l,
      );
      const opened = { ...project, rows: project.rows.map((r) => (r === row ? { ...r, erp } : r)) };
      store.set(projectAtom, recompute(opened, store.get(catalogDocumentsAtom)));
      exercised.lineFields += 1;
      return;
    }
    case 'discount':
      return void (
        project && (await run(dispatch('setDiscount', { discount1: e.discount1, discount2: e.discount2 })))
      );
    case 'catalogDiscount':
      if (!row) return;
      return void (await run(
        dispatch('setCatalogDiscount', {
          catalog: row.catalog,
          discount1: e.discount1,
          discount: e.discount,
        }),
      ));
    case 'service': {
      const services = row ? (project!.customerFields.servicesRows[row.catalog] ?? []) : [];
      const service = pick(services, e.service);
      if (!row || !service?.cod) return;
      return void (await run(
        dispatch('setService', { catalog: row.catalog, cod: service.cod, selected: e.selected }),
      ));
    }
    case 'notes':
      return void (project && (await run(dispatch('setNotes', { notes: e.notes }))));
  }
}

/** The server's marker of its own pre-save evaluation (closet rows, spec 5); the browser sets none. */
const withoutServerMarks = (project: Record<string, unknown>) => ({
  ...project,
  rows: (project.rows as Record<string, unknown>[]).map(({ jeval3ddone: _done, ...row }) => row),
});

/** The document fields both paths write: rows (configuration, ERP lines), totals, currency, VAT. */
const documentOf = (project: Record<string, unknown>) => {
  const { rows, customerFields, currency, priceDate } = withoutServerMarks(
    JSON.parse(JSON.stringify(project)) as Record<string, unknown>,
  ) as Record<string, unknown>;
  return { rows, customerFields, currency, priceDate };
};

/**
 * What the browser's save refuses (issue 19: a row that breaks its rules; issue 21: a closet run
 * that cannot be built), with core's save check and the documents the browser loaded.
 */
function browserRefusal(project: Project): string[] {
  const documents = store.get(catalogDocumentsAtom);
  return projectSaveProblems(project, (cod) => {
    const loaded = documents[cod];
    if (!loaded) return null;
    return loaded.priceList
      ? { document: loaded.document, priceList: loaded.priceList }
      : { document: loaded.document };
  });
}

/**
 * The server's path: save (refused with 422 exactly when the browser's save refuses), then
 * re-evaluate what was stored (or, when refused, what was sent).
 */
async function serverPath(project: Project) {
  const saved = await t.inject<{ id: number; project: Record<string, unknown> }>('POST', '/api/v1/projects', {
    token,
    body: { project },
  });
  const refused = browserRefusal(project).length > 0;
  expect(saved.status, JSON.stringify(saved.body)).toBe(refused ? 422 : 201);
  if (refused) exercised.refused += 1;
  const reevaluated = await t.inject<{
    project: Record<string, unknown>;
    failed: unknown[];
    totals: Record<string, string>;
  }>('POST', '/api/v1/projects/reevaluate', {
    token,
    body: { project: refused ? project : saved.body.project },
  });
  expect(reevaluated.status, JSON.stringify(reevaluated.body)).toBe(200);
  return reevaluated.body;
}

describe('browser and server edit a project alike', () => {
  it('equal documents, ERP lines and totals to the cent after random edits of every model', async () => {
    const models = allModels();
    expect(models).toHaveLength(29);
    const sequence = fc.array(edit, { minLength: 1, maxLength: 8 });
    // Every model at least once (examples run first), then random sequences.
    const examples = models.map((_, i): [string, Edit[]] => [
      i % 2 ? 'chf' : 'eur',
      [
        { kind: 'insert', model: i },
        { kind: 'variant', row: 0, variable: i, value: i * 7 },
        { kind: 'lineFields', row: 0, line: i, check: true, rifGmk: 'REF' },
        { kind: 'variant', row: 0, variable: i + 1, value: i * 3 },
      ],
    ]);
    // Seed 1666200381: a hinged wardrobe switched to the sliding-door model kept its hinged closet,
    // which the browser priced and the server's save refused (422).
    const closetModels = models.filter((m) => m.catalog === 'CLOSET').map((m) => m.model);
    examples.push([
      'eur',
      [
        { kind: 'insert', model: models.findIndex((m) => m.model === 'WARDROBE') },
        { kind: 'model', row: 1, model: closetModels.indexOf('WARDROBE-SL') },
        { kind: 'variant', row: 1, variable: 0, value: 0 },
      ],
    ]);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('eur', 'chf'), sequence, async (seller, edits) => {
        token = t.tokens[seller as 'eur' | 'chf'];
        forgetCatalogDocuments();
        store.set(projectAtom, null);
        clearHistory();
        await apply({ kind: 'insert', model: edits.length * 7 }, models);
        for (const e of edits) await apply(e, models);
        const browser = open();
        if (!browser) return;
        const pricing = store.get(projectPricingAtom);
        if (!pricing?.ok)
          throw new Error(`the browser could not price: ${pricing ? pricing.message : 'none'}`);
        const server = await serverPath(browser);
        expect(server.failed).toEqual([]);
        expect(documentOf(server.project)).toEqual(documentOf(browser as unknown as Record<string, unknown>));
        // The reply's totals are amounts; the VAT lines by rate (an array) are the offer's, not the reply's.
        const { vatByRate: _byRate, ...totals } = pricing.result.totals;
        expect(server.totals).toEqual(totals);
      }),
      // 31 random sequences beside the 29 examples: each kind of edit is drawn many times over.
      { numRuns: 60, examples },
    );
    expect(exercised.models.size).toBe(models.length);
    expect(exercised.variants).toBeGreaterThan(40);
    expect(exercised.lineFields).toBeGreaterThan(29);
    expect(exercised.articles).toBeGreaterThan(0);
    expect(exercised.configured).toBeGreaterThan(0);
  }, 120_000);
});
