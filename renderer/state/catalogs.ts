import type { LoadedCatalog } from '../../core/project/documents';
import { preferencesAtom } from './session';
import { atom } from './store';

/**
 * Catalogue documents loaded for the browser's rule engine (GET /catalogs/:cod/document), by
 * catalogue code. Each is loaded once per session and kept: core caches compiled models per
 * document, so a model compiles once. Light on purpose (a type from core only): actions read it.
 */
export type { LoadedCatalog };

export const catalogDocumentsAtom = atom<Readonly<Record<string, LoadedCatalog>>>({});

/** The language catalogue texts are shown in: the user's, primary subtag ('de-CH' -> 'de'). */
export const contentLanguageAtom = atom((get) => {
  const language = get(preferencesAtom).language || 'en';
  return language.split('-')[0]!.toLowerCase();
});
