// One evaluation of a configuration against the caller's price list, shared by rule load, gallery
// load, recompute, re-evaluate and the save's rule check. Core does the work; this file picks the
// price list, remembers recent results and shapes the reply. A row's variant string and what an
// evaluation writes on it are core's row model (core/project/row.ts), shared with the browser.
import { compileModel, evaluate, type DataLimits, type Evaluation } from '../../core/catalog';
import type { CatalogDocument } from '../../core/catalog';
import { catalogPriceList, type CallerPriceList } from './price-list';
import type { StoredCatalog } from './store';

export interface EvaluateOptions {
  list: CallerPriceList | null;
  lang?: string;
  dataLimits?: DataLimits;
}

export type EvaluationResult = Evaluation & { priceList: string | null };

/**
 * Results kept per catalogue document (a new document, after an import, starts empty): a save
 * checks every row and most rows are unchanged from the last save, so a 50-row save evaluated 50
 * configurations that it had evaluated before (about 40 % of its server CPU, issue 25).
 */
const RESULTS_PER_DOCUMENT = 4000;
const remembered = new WeakMap<CatalogDocument, Map<string, EvaluationResult>>();

/**
 * Evaluates `variant` for a model of a stored catalogue; CatalogError for bad input. The result is
 * frozen and may be shared with other callers: copy before changing anything in it.
 */
export function evaluateStored(
  stored: StoredCatalog,
  model: string,
  variant: string,
  options: EvaluateOptions,
): EvaluationResult {
  const priceList = catalogPriceList(stored.document, options.list);
  const key = [
    model,
    variant,
    priceList ?? '',
    options.lang ?? '',
    JSON.stringify(options.dataLimits ?? null),
  ].join('\u0000');
  let results = remembered.get(stored.document);
  if (!results) remembered.set(stored.document, (results = new Map()));
  const known = results.get(key);
  if (known) return known;
  const compiled = compileModel(stored.document, model);
  const result = evaluate(compiled, variant, {
    priceList,
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.dataLimits ? { dataLimits: options.dataLimits } : {}),
  });
  const reply = deepFreeze({ ...result, priceList: priceList ?? stored.document.priceLists[0]?.cod ?? null });
  // The oldest goes first (a Map keeps insertion order).
  if (results.size >= RESULTS_PER_DOCUMENT) results.delete(results.keys().next().value!);
  results.set(key, reply);
  return reply;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
