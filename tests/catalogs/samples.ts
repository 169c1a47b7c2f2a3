import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadCatalog, type CatalogDocument } from '../../core/catalog';

/** The sample catalogues shipped in resources/catalogs (one JSON document per catalogue). */
export const CATALOG_DIR = fileURLToPath(new URL('../../resources/catalogs/', import.meta.url));

export const LANGUAGES = ['en', 'it', 'de'] as const;

export function sampleFiles(): string[] {
  return readdirSync(CATALOG_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function readSample(file: string): unknown {
  return JSON.parse(readFileSync(join(CATALOG_DIR, file), 'utf8')) as unknown;
}

const loaded = new Map<string, CatalogDocument>();

/** Loads (migrates, validates, cross-checks) a sample catalogue by its catalogue code, once. */
export function sampleCatalog(cod: string): CatalogDocument {
  if (loaded.size === 0) {
    for (const file of sampleFiles()) {
      const doc = loadCatalog(readSample(file));
      loaded.set(doc.catalog.cod, doc);
    }
  }
  const doc = loaded.get(cod);
  if (!doc) throw new Error(`No sample catalogue ${cod} in ${CATALOG_DIR}`);
  return doc;
}

/** Languages in which a described entry has no non-empty text. */
export function missingLanguages(entry: { des?: string; local?: Record<string, string> }): string[] {
  return LANGUAGES.filter((lang) => !entry.local?.[lang]?.trim());
}
