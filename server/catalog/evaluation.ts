// One evaluation of a configuration against the caller's price list, shared by rule load, gallery
// load, recompute and re-evaluate. Core does the work; this file picks the price list and shapes
// the reply. A row's variant string and what an evaluation writes on it are core's row model
// (core/project/row.ts), shared with the browser.
import { compileModel, evaluate, type DataLimits, type Evaluation } from '../../core/catalog';
import { catalogPriceList, type CallerPriceList } from './price-list';
import type { StoredCatalog } from './store';

export interface EvaluateOptions {
  list: CallerPriceList | null;
  lang?: string;
  dataLimits?: DataLimits;
}

export type EvaluationResult = Evaluation & { priceList: string | null };

/** Evaluates `variant` for a model of a stored catalogue; CatalogError for bad input. */
export function evaluateStored(
  stored: StoredCatalog,
  model: string,
  variant: string,
  options: EvaluateOptions,
): EvaluationResult {
  const priceList = catalogPriceList(stored.document, options.list);
  const compiled = compileModel(stored.document, model);
  const result = evaluate(compiled, variant, {
    priceList,
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.dataLimits ? { dataLimits: options.dataLimits } : {}),
  });
  return { ...result, priceList: priceList ?? stored.document.priceLists[0]?.cod ?? null };
}
