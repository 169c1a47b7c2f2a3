import type { CatalogDocument } from '../../core/catalog/schema';
import { preferencesAtom } from './session';
import { atom } from './store';

/**
 * Catalogue documents loaded for the browser's rule engine (GET /catalogs/:cod/document), by
 * catalogue code. Each is loaded once per session and kept: core caches compiled models per
 * document, so a model compiles once. Light on purpose (no core import): actions read it.
 */
export interface LoadedCatalog {
  document: CatalogDocument;
  /** The catalogue's price list for this user (the only one in the document). */
  priceList: string | null;
  currency: string | null;
  /** The price list asked for: the open project's listid (spec 3), or undefined for the shop's. */
  listid?: string;
}

export const catalogDocumentsAtom = atom<Readonly<Record<string, LoadedCatalog>>>({});

/** The language catalogue texts are shown in: the user's, primary subtag ('de-CH' -> 'de'). */
export const contentLanguageAtom = atom((get) => {
  const language = get(preferencesAtom).language || 'en';
  return language.split('-')[0]!.toLowerCase();
});
