// Reads stored catalogues. Loaded (validated) documents are cached in memory by catalogue code and
// content hash; core's compileModel caches compiled models per document, so a model is compiled once
// per (catalogue, model, content hash) and each request pays only one small hash query.
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadCatalog, type CatalogDocument } from '../../core/catalog';
import type { Database } from '../storage';
import { catalogs } from '../storage/schema';
import { notFound } from '../api/errors';
import { hasControlCharacters } from './codes';

export interface StoredCatalog {
  cod: string;
  hash: string;
  document: CatalogDocument;
}

export const CATALOG_NOT_FOUND = 'Catalog not found';
const MAX_CATALOG_CODE = 200;

export class CatalogStore {
  private readonly loaded = new Map<string, { hash: string; document: Promise<CatalogDocument> }>();

  constructor(private readonly db: Database) {}

  /** Every stored catalogue, by code. */
  async list(): Promise<StoredCatalog[]> {
    const rows = await this.db
      .select({ cod: catalogs.cod, hash: catalogs.contentHash })
      .from(catalogs)
      .orderBy(asc(catalogs.cod));
    return Promise.all(rows.map((row) => this.documentOf(row.cod, row.hash)));
  }

  /** A catalogue by code: exact match first, else a unique case-insensitive one; null when none. */
  async find(cod: string): Promise<StoredCatalog | null> {
    // No stored code is that long or holds a control character (PostgreSQL text refuses NUL).
    if (cod.length > MAX_CATALOG_CODE || hasControlCharacters(cod)) return null;
    const rows = await this.db
      .select({ cod: catalogs.cod, hash: catalogs.contentHash })
      .from(catalogs)
      .where(sql`lower(${catalogs.cod}) = lower(${cod})`);
    const row = rows.find((r) => r.cod === cod) ?? (rows.length === 1 ? rows[0] : undefined);
    return row ? this.documentOf(row.cod, row.hash) : null;
  }

  /** Like find, but an unknown code is a 404 'Catalog not found'. */
  async get(cod: string): Promise<StoredCatalog> {
    const found = await this.find(cod);
    if (!found) throw notFound(CATALOG_NOT_FOUND, 'CATALOG_NOT_FOUND');
    return found;
  }

  private async documentOf(cod: string, hash: string): Promise<StoredCatalog> {
    let cached = this.loaded.get(cod);
    if (!cached || cached.hash !== hash) {
      cached = { hash, document: this.load(cod, hash) };
      this.loaded.set(cod, cached);
      // A failed load is not cached: the next request tries again.
      cached.document.catch(() => this.loaded.delete(cod));
    }
    return { cod, hash, document: await cached.document };
  }

  private async load(cod: string, hash: string): Promise<CatalogDocument> {
    const [row] = await this.db
      .select({ document: catalogs.document })
      .from(catalogs)
      .where(and(eq(catalogs.cod, cod), eq(catalogs.contentHash, hash)));
    if (!row) throw notFound(CATALOG_NOT_FOUND, 'CATALOG_NOT_FOUND');
    return loadCatalog(row.document);
  }
}
