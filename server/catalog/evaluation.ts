// One evaluation of a configuration against the caller's price list, shared by rule load, gallery
// load, recompute and re-evaluate. Core does the work; this file picks the price list and shapes
// the reply.
import {
  compileModel,
  evaluate,
  formatVariantString,
  type DataLimits,
  type Evaluation,
} from '../../core/catalog';
import type { ErpLine } from '../../core/project/erp';
import type { Row } from '../../core/project/schema';
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

/**
 * A project row's configuration: its variant string (`var`), else its rule (cod, value pairs),
 * else `neutro` when that is a variant string, else the model's defaults.
 */
export function rowVariant(row: Pick<Row, 'var' | 'rule' | 'neutro'>): string {
  if (row.var?.trim()) return row.var;
  if (row.rule.length) return formatVariantString(row.rule.map((r) => [r.cod, r.value] as const));
  return typeof row.neutro === 'string' ? row.neutro : '';
}

/**
 * New ERP lines keep what the customer set on the old line of the same level and article: the
 * VAT check flag and their reference (customDataFe.check, rifGmk).
 */
export function mergeErp(computed: readonly ErpLine[], previous: readonly ErpLine[]): ErpLine[] {
  return computed.map((line) => {
    const old = previous.find((p) => p.level === line.level && p.cod === line.cod)?.customDataFe;
    if (!old || (old.check === undefined && old.rifGmk === undefined)) return line;
    const customDataFe = { ...line.customDataFe };
    if (old.check !== undefined) customDataFe.check = old.check;
    if (old.rifGmk !== undefined) customDataFe.rifGmk = old.rifGmk;
    return { ...line, customDataFe };
  });
}
