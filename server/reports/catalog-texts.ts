// Names for the offer: the bundled catalogues (resources/catalogs) turn codes into localised text,
// e.g. "FINISH=OAK" into "Finish: Oak". Rows of catalogues not bundled keep their codes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, localise, type CatalogDocument, type Variable } from '../../core/catalog';

export interface CatalogTexts {
  /** The catalogue's localised name, if the catalogue is known. */
  catalogName(catalog: string, lang: string): string | undefined;
  /** A variable definition by catalogue and name (both case-insensitive). */
  variable(catalog: string, name: string): Variable | undefined;
  /**
   * A catalogue service's localised name and its default (English) text, by service code; `all`:
   * every text the catalogue has for it (a project keeps the name in the language it was added in).
   */
  service(catalog: string, cod: string, lang: string): KnownText | undefined;
  /** An article's (else a model's) localised name by code, with every text the catalogue has for it. */
  item(catalog: string, cod: string, lang: string): KnownText | undefined;
}

export interface KnownText {
  text: string;
  default: string;
  all: readonly string[];
}

function known(entry: { des: string; local?: Record<string, string> | undefined }, lang: string): KnownText {
  return {
    text: localise(entry.des, entry.local, lang),
    default: entry.des,
    all: [entry.des, ...Object.values(entry.local ?? {})],
  };
}

/** No catalogue known: every row prints its codes. */
export const NO_CATALOG_TEXTS: CatalogTexts = {
  catalogName: () => undefined,
  variable: () => undefined,
  service: () => undefined,
  item: () => undefined,
};

/** Texts from loaded catalogue documents; for a code given twice the later document wins. */
export function catalogTextsOf(documents: readonly CatalogDocument[]): CatalogTexts {
  const byCode = new Map(documents.map((doc) => [doc.catalog.cod.toUpperCase(), doc]));
  const variables = new Map<string, Map<string, Variable>>();
  const variablesOf = (catalog: string): Map<string, Variable> | undefined => {
    const key = catalog.toUpperCase();
    const doc = byCode.get(key);
    if (!doc) return undefined;
    let map = variables.get(key);
    if (!map) {
      map = new Map(doc.variables.map((v) => [v.cod.toUpperCase(), v]));
      variables.set(key, map);
    }
    return map;
  };
  return {
    catalogName: (catalog, lang) => {
      const doc = byCode.get(catalog.toUpperCase());
      return doc ? localise(doc.catalog.des, doc.catalog.local, lang) || undefined : undefined;
    },
    variable: (catalog, name) => variablesOf(catalog)?.get(name.toUpperCase()),
    service: (catalog, cod, lang) => {
      const wanted = cod.toUpperCase();
      const service = byCode.get(catalog.toUpperCase())?.services.find((s) => s.cod.toUpperCase() === wanted);
      return service ? known(service, lang) : undefined;
    },
    item: (catalog, cod, lang) => {
      const wanted = cod.toUpperCase();
      const doc = byCode.get(catalog.toUpperCase());
      const entry =
        doc?.articles.find((a) => a.cod.toUpperCase() === wanted) ??
        doc?.models.find((m) => m.cod.toUpperCase() === wanted);
      return entry ? known(entry, lang) : undefined;
    },
  };
}

/**
 * An ERP line's name in a document's language: the catalogue's text for the code when the line
 * kept one of the catalogue's own names (the English one core evaluates with); undefined for a
 * code the catalogue does not know or a name the ERP or the seller gave (printed as stored). The
 * offer PDF printed "Base unit with doors" on a German offer whose screen said "Unterschrank mit Türen".
 */
export function localName(
  texts: CatalogTexts,
  catalog: string,
  cod: string,
  des: string,
  lang: string,
): string | undefined {
  const known = cod ? texts.item(catalog, cod, lang) : undefined;
  return known && (!des || known.all.includes(des)) ? known.text : undefined;
}

/**
 * Loads every `*.json` catalogue of a folder. A file that is not a valid catalogue is skipped with a
 * warning: a broken sample must not stop offers from printing (they fall back to codes).
 */
export function loadCatalogDocuments(
  dir: string,
  warn: (message: string) => void = console.warn,
): CatalogDocument[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const documents: CatalogDocument[] = [];
  for (const file of files) {
    try {
      documents.push(loadCatalog(JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown));
    } catch (error) {
      warn(`Offer PDFs: catalogue ${file} skipped: ${(error as Error).message}`);
    }
  }
  return documents;
}

/** Texts of the catalogue files of a folder. */
export function loadCatalogTexts(dir: string, warn?: (message: string) => void): CatalogTexts {
  return catalogTextsOf(loadCatalogDocuments(dir, warn));
}
