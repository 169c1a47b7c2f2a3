import { compileModel } from './compile';
import { evaluate } from './evaluate';
import type { HeaderResult } from './evaluate';
import type { CatalogDocument, DataLimits } from './schema';
import { formatVariantString, parseVariantString } from './variant-string';

/** The "header rule set" call of spec 7, minus the catalogue lookup the caller already did. */
export interface HeaderRequest {
  model: string;
  /** Variant string of default values (spec 7 defaultvar). */
  defaultvar?: string;
  /** Variant string of forced values (spec 7 forcedvar); wins over defaultvar. */
  forcedvar?: string;
  datalimits?: DataLimits;
  priceList?: string;
  lang?: string;
}

/** The header rule's answer: cModel, model and the tab-separated register, plus the variant used. */
export interface HeaderAnswer extends HeaderResult {
  variant: string;
}

/**
 * Evaluates a model with `defaultvar` then `forcedvar` as its choices and returns the header rule's
 * cModel, model and register. A model without a header rule answers its own code and an empty register.
 */
export function headerRuleSet(catalog: CatalogDocument, request: HeaderRequest): HeaderAnswer {
  const merged = new Map<string, readonly [string, string]>();
  for (const text of [request.defaultvar ?? '', request.forcedvar ?? '']) {
    for (const pair of parseVariantString(text)) merged.set(pair[0].toUpperCase(), pair);
  }
  const compiled = compileModel(catalog, request.model);
  const result = evaluate(compiled, formatVariantString(merged.values()), {
    dataLimits: request.datalimits,
    priceList: request.priceList,
    lang: request.lang,
  });
  const header = result.header ?? { cModel: compiled.model.cod, model: compiled.model.cod, register: '' };
  return { ...header, variant: result.variant };
}
