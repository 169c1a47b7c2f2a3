// Reads stored catalogues. Loaded (validated) documents are cached in memory by catalogue code and
// content hash; core's compileModel caches compiled models per document, so a model is compiled once
// per (catalogue, model, content hash). The codes and hashes themselves are read again when the
// database says the catalogues changed (a trigger's notice, storage/changes.ts: an import by any
// process shows at once), else at most once a second; so a request usually touches no table at all.
import { and, asc, eq } from 'drizzle-orm';
import { loadCatalog, type CatalogDocument } from '../../core/catalog';
import type { Database } from '../storage';
import { CATALOGS_CHANNEL, changesOf, type Changes } from '../storage/changes';
import { catalogs } from '../storage/schema';
import { notFound } from '../api/errors';

export interface StoredCatalog {
  cod: string;
  hash: string;
  document: CatalogDocument;
}

export const CATALOG_NOT_FOUND = 'Catalog not found';

export interface CatalogStoreOptions {
  /**
   * How long the list of stored codes and hashes is trusted before it is read again (ms), while no
   * change notices arrive (a handle not from openStorage, a lost listening connection).
   */
  indexTtlMs?: number;
}

interface IndexRow {
  cod: string;
  hash: string;
}

export class CatalogStore {
  private readonly loaded = new Map<string, { hash: string; document: Promise<CatalogDocument> }>();
  private index: { readAt: number; rows: Promise<IndexRow[]> } | null = null;
  private readonly indexTtlMs: number;
  private readonly changes: Changes | null;

  constructor(
    private readonly db: Database,
    options: CatalogStoreOptions = {},
  ) {
    this.indexTtlMs = options.indexTtlMs ?? 1000;
    this.changes = changesOf(db);
    this.changes?.on(CATALOGS_CHANNEL, () => this.forget());
  }

  /** Every stored catalogue, by code. */
  async list(): Promise<StoredCatalog[]> {
    const rows = await this.indexRows();
    return Promise.all(rows.map((row) => this.documentOf(row.cod, row.hash)));
  }

  /** A catalogue by code: exact match first, else a unique case-insensitive one; null when none. */
  async find(cod: string): Promise<StoredCatalog | null> {
    const rows = await this.indexRows();
    const upper = cod.toUpperCase();
    const loose = rows.filter((r) => r.cod.toUpperCase() === upper);
    const row = rows.find((r) => r.cod === cod) ?? (loose.length === 1 ? loose[0] : undefined);
    return row ? this.documentOf(row.cod, row.hash) : null;
  }

  /** Like find, but an unknown code is a 404 'Catalog not found'. */
  async get(cod: string): Promise<StoredCatalog> {
    const found = await this.find(cod);
    if (!found) throw notFound(CATALOG_NOT_FOUND, 'CATALOG_NOT_FOUND');
    return found;
  }

  /** Reads the stored codes and hashes again on the next call (after an import in this process). */
  forget(): void {
    this.index = null;
  }

  private indexRows(): Promise<IndexRow[]> {
    const now = Date.now();
    // Trusted until told while notices arrive; re-read on a timer while they may be missed.
    const ttl = this.changes?.live ? Infinity : this.indexTtlMs;
    if (!this.index || now - this.index.readAt >= ttl) {
      const rows = this.db
        .select({ cod: catalogs.cod, hash: catalogs.contentHash })
        .from(catalogs)
        .orderBy(asc(catalogs.cod));
      const index = { readAt: now, rows: Promise.resolve(rows) };
      this.index = index;
      index.rows.catch(() => {
        if (this.index === index) this.index = null;
      });
    }
    return this.index.rows;
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
