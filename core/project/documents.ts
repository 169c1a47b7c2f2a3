// The catalogue documents an edit works with: each as the browser loads it (GET /catalogs/:cod/
// document, the caller's price list only) and as the server holds it for a caller. Pure data and
// light: the browser's pricing atoms import it without the rule engine.
import type { CatalogLookup } from '../catalog/problems';
import type { CatalogDocument } from '../catalog/schema';
import { CURRENCIES, DEFAULT_CURRENCY_CODE, type Currency } from '../locale/currencies';
import type { ArticlePrice } from '../pricing/lines';
import type { Project } from './schema';

/** A catalogue document priced for one caller: its price list (the only one it carries) and currency. */
export interface LoadedCatalog {
  document: CatalogDocument;
  /** The catalogue's price list for this user (the only one in the document). */
  priceList: string | null;
  currency: string | null;
  /** The price list asked for: the open project's listid (spec 3), or undefined for the shop's. */
  listid?: string;
  /** The stored document's content hash (its version), when the server gave it. */
  hash?: string;
}

/** The loaded catalogues by catalogue code. */
export type Documents = Readonly<Record<string, LoadedCatalog>>;

/** The rule checks' view of the loaded catalogues (core/catalog/problems.ts): document and price list. */
export function catalogLookupOf(documents: Documents): CatalogLookup {
  return (cod) => {
    const loaded = documents[cod];
    if (!loaded) return null;
    return loaded.priceList
      ? { document: loaded.document, priceList: loaded.priceList }
      : { document: loaded.document };
  };
}

/** The project's currency (its own, else EUR). */
export function projectCurrency(project: Pick<Project, 'currency'> | null): Currency {
  return CURRENCIES[project?.currency ?? ''] ?? CURRENCIES[DEFAULT_CURRENCY_CODE]!;
}

/** Spec 5 article fallbacks: a line without a unit price takes its article's list price. */
export function articlePricesOf(
  documents: Documents,
): (catalog: string, cod: string) => ArticlePrice | undefined {
  return (catalog, cod) => {
    const price = documents[catalog]?.document.priceLists[0]?.prices.find((p) => p.article === cod);
    return price ? { punit: price.price } : undefined;
  };
}
