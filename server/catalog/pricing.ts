// Recompute prices (rows with only uniqueid, boxid, catalog, model, cmodel, neutro, erp) and
// re-evaluate a whole project. A row that cannot be evaluated is reported with its reason and keeps
// its ERP lines; it never fails the call (spec 8: a failed row evaluation moves on).
import type { ArticlePrice } from '../../core/pricing';
import { type Campaign, recomputeProject } from '../../core/pricing';
import { CURRENCIES, DEFAULT_CURRENCY_CODE } from '../../core/locale/currencies';
import type { Project, Row } from '../../core/project/schema';
import type { z } from 'zod';
import { ApiError } from '../api/errors';
import { applyEvaluation, mergeErp, rowVariant } from '../../core/project/row';
import { evaluateStored, type EvaluationResult } from './evaluation';
import { rowFailure } from './errors';
import { catalogPriceList, type CallerPriceList } from './price-list';
import type { CatalogStore, StoredCatalog } from './store';
import type { RecomputedRow, RecomputeRow } from './schemas';

type RowFailure = { code: string; message: string };

/** Looks each catalogue up once per call; an unknown one is a row failure, not a call failure. */
function catalogLookup(store: Pick<CatalogStore, 'get'>) {
  const seen = new Map<string, Promise<StoredCatalog | RowFailure>>();
  return (cod: string) => {
    let found = seen.get(cod.toUpperCase());
    if (!found) {
      found = store.get(cod).catch((error: unknown) => rowFailure(error));
      seen.set(cod.toUpperCase(), found);
    }
    return found;
  };
}

const isFailure = (value: StoredCatalog | RowFailure): value is RowFailure => !('document' in value);

async function evaluateRow(
  lookup: ReturnType<typeof catalogLookup>,
  row: { catalog: string; model?: string | undefined },
  variant: string,
  list: CallerPriceList | null,
): Promise<EvaluationResult | RowFailure> {
  if (!row.model?.trim()) return { code: 'MISSING_MODEL', message: 'Missing model' };
  const stored = await lookup(row.catalog);
  if (isFailure(stored)) return stored;
  try {
    return evaluateStored(stored, row.model, variant, { list });
  } catch (error) {
    return rowFailure(error);
  }
}

const failed = (result: EvaluationResult | RowFailure): result is RowFailure => !('erp' in result);

export async function recomputeRows(
  store: CatalogStore,
  rows: z.output<typeof RecomputeRow>[],
  list: CallerPriceList | null,
): Promise<z.output<typeof RecomputedRow>[]> {
  const lookup = catalogLookup(store);
  const replies: z.output<typeof RecomputedRow>[] = [];
  for (const row of rows) {
    const variant = typeof row.neutro === 'string' ? row.neutro : '';
    const result = await evaluateRow(lookup, row, variant, list);
    const base = { uniqueid: row.uniqueid, boxid: row.boxid, catalog: row.catalog, model: row.model };
    if (failed(result)) {
      replies.push({
        ...base,
        cmodel: row.cmodel,
        erp: row.erp,
        ok: false,
        valid: false,
        currency: null,
        priceList: null,
        error: result,
      });
      continue;
    }
    replies.push({
      ...base,
      cmodel: result.header?.cModel ?? row.cmodel,
      erp: mergeErp(result.erp, row.erp),
      ok: true,
      // Stored choices a rule forbids are not valid, even though the lines are the fallback's.
      valid: result.valid && result.adjustments.length === 0,
      currency: result.currency,
      priceList: result.priceList,
    });
  }
  return replies;
}

export interface ReevaluatedProject {
  project: Project;
  failed: (RowFailure & { uniqueid: Row['uniqueid'] })[];
  currency: string;
  totals: Record<string, string>;
}

/**
 * Evaluates every row of the project with the caller's price list, then reprices the project with
 * core's recomputeProject (totals in customerFields, priceDate rule). Failed rows keep their lines
 * and carry `evaluationError`.
 */
export async function reevaluateProject(
  store: CatalogStore,
  project: Project,
  list: CallerPriceList | null,
  today: string,
  campaigns: readonly Campaign[] = [],
): Promise<ReevaluatedProject> {
  const lookup = catalogLookup(store);
  const failures: ReevaluatedProject['failed'] = [];
  const rows: Row[] = [];
  for (const row of project.rows) {
    const result = await evaluateRow(lookup, row, rowVariant(row), list);
    const { evaluationError: _previous, ...rest } = row as Row & { evaluationError?: unknown };
    if (failed(result)) {
      failures.push({ uniqueid: row.uniqueid, ...result });
      rows.push({ ...rest, evaluationError: result });
    } else {
      // A value a rule now forbids is replaced as core says (issue 19): the row stores the fallback.
      rows.push(applyEvaluation(result.adjustments.length ? { ...rest, var: result.choices } : rest, result));
    }
  }
  const wanted = list?.currency ?? project.currency ?? DEFAULT_CURRENCY_CODE;
  const currencyCode = CURRENCIES[wanted] ? wanted : DEFAULT_CURRENCY_CODE;
  const articlePrices = await articlePriceLookup(lookup, rows, list);
  let repriced;
  try {
    repriced = recomputeProject(
      { ...project, rows },
      { today, currency: CURRENCIES[currencyCode], article: articlePrices, campaigns },
    );
  } catch (error) {
    // Pricing refuses bad amounts in the project itself (negative discount, percent over 100).
    throw new ApiError(400, (error as Error).message, 'PRICING');
  }
  // The reply's totals are amounts (decimal text); the VAT lines by rate are for the offer.
  const { vatByRate: _byRate, ...totals } = repriced.result.totals;
  return { project: repriced.project, failed: failures, currency: currencyCode, totals };
}

/**
 * The article fallbacks (spec 5) for `rows` priced with `list`, for callers outside this module
 * (offer PDFs): pass the result to core's repricing as `article`.
 */
export function articlePrices(
  store: Pick<CatalogStore, 'get'>,
  rows: Row[],
  list: CallerPriceList | null,
): Promise<(catalog: string, cod: string) => ArticlePrice | undefined> {
  return articlePriceLookup(catalogLookup(store), rows, list);
}

/** Article fallbacks for lines without a unit price: the catalogue price list's base price. */
async function articlePriceLookup(
  lookup: ReturnType<typeof catalogLookup>,
  rows: Row[],
  list: CallerPriceList | null,
): Promise<(catalog: string, cod: string) => ArticlePrice | undefined> {
  const prices = new Map<string, Map<string, string>>();
  for (const cod of new Set(rows.map((r) => r.catalog))) {
    const stored = await lookup(cod);
    if (isFailure(stored)) continue;
    let listCod: string | undefined;
    try {
      listCod = catalogPriceList(stored.document, list);
    } catch {
      continue;
    }
    const priceList =
      stored.document.priceLists.find((l) => l.cod === listCod) ?? stored.document.priceLists[0];
    const byArticle = new Map<string, string>();
    for (const entry of priceList?.prices ?? []) if (entry.article) byArticle.set(entry.article, entry.price);
    prices.set(cod, byArticle);
  }
  return (catalog, cod) => {
    const punit = prices.get(catalog)?.get(cod);
    return punit === undefined ? undefined : { punit };
  };
}
