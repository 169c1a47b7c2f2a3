// Imports the catalogue documents of a folder (resources/catalogs/*.json) into storage. Each document
// is validated by core's loader and checker, then stored whole (jsonb) with a content hash: importing
// the same files again changes nothing, and the report says what was added, updated or left alone.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import { checkCatalog, loadCatalog } from '../../core/catalog';
import type { Database } from '../storage';
import { catalogs, models } from '../storage/schema';

export interface CatalogImportEntry {
  cod: string;
  file: string;
  status: 'added' | 'updated' | 'unchanged';
  models: { added: string[]; updated: string[]; removed: string[] };
}

export interface CatalogImportReport {
  catalogs: CatalogImportEntry[];
  /** Files that could not be imported, with the reason; the others are imported anyway. */
  failed: { file: string; message: string }[];
  /** Catalogues in storage that no file provides (deleted only with `prune`). */
  notInFolder: string[];
  /** Catalogues deleted by `prune`. */
  removed: string[];
}

export interface CatalogImportOptions {
  /** Delete stored catalogues that no file in the folder provides. */
  prune?: boolean;
}

interface ReadDocument {
  file: string;
  cod: string;
  des: string;
  raw: Record<string, unknown>;
  hash: string;
  models: Map<string, { raw: unknown; hash: string }>;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Reads and validates one catalogue file; throws with a message naming the problem. */
export async function readCatalogFile(path: string): Promise<Omit<ReadDocument, 'file'>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`Not a JSON file: ${(error as Error).message}`, { cause: error });
  }
  const document = loadCatalog(raw);
  checkCatalog(document);
  const rawModels = (raw as { models: { cod: string }[] }).models;
  return {
    cod: document.catalog.cod,
    des: document.catalog.des,
    raw: raw as Record<string, unknown>,
    hash: sha256(JSON.stringify(raw)),
    models: new Map(
      rawModels.map((model) => [model.cod, { raw: model, hash: sha256(JSON.stringify(model)) }]),
    ),
  };
}

/** Imports every `*.json` of `dir` (sorted by name). Safe to run again and from several processes. */
export async function importCatalogs(
  db: Database,
  dir: string,
  options: CatalogImportOptions = {},
): Promise<CatalogImportReport> {
  const report: CatalogImportReport = { catalogs: [], failed: [], notInFolder: [], removed: [] };
  const files = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.json')).sort();
  const documents: ReadDocument[] = [];
  for (const file of files) {
    try {
      const document = { file, ...(await readCatalogFile(join(dir, file))) };
      const twin = documents.find((d) => d.cod.toUpperCase() === document.cod.toUpperCase());
      if (twin) throw new Error(`Catalogue ${document.cod} is already provided by ${twin.file}`);
      documents.push(document);
    } catch (error) {
      report.failed.push({ file, message: (error as Error).message });
    }
  }
  for (const document of documents) report.catalogs.push(await storeDocument(db, document));

  const provided = documents.map((d) => d.cod);
  const others = await db
    .select({ cod: catalogs.cod })
    .from(catalogs)
    .where(provided.length ? notInArray(catalogs.cod, provided) : undefined);
  const otherCods = others.map((row) => row.cod).sort();
  // Only a folder that imported cleanly may prune: a broken file must not delete its catalogue.
  if (options.prune && report.failed.length === 0) {
    for (const cod of otherCods) await db.delete(catalogs).where(eq(catalogs.cod, cod));
    report.removed = otherCods;
  } else {
    report.notInFolder = otherCods;
  }
  return report;
}

async function storeDocument(db: Database, document: ReadDocument): Promise<CatalogImportEntry> {
  const entry: CatalogImportEntry = {
    cod: document.cod,
    file: document.file,
    status: 'unchanged',
    models: { added: [], updated: [], removed: [] },
  };
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ hash: catalogs.contentHash })
      .from(catalogs)
      .where(eq(catalogs.cod, document.cod));
    if (stored?.hash === document.hash) return entry;
    entry.status = stored ? 'updated' : 'added';
    const row = {
      des: document.des,
      document: document.raw,
      contentHash: document.hash,
      importedAt: new Date(),
    };
    await tx
      .insert(catalogs)
      .values({ cod: document.cod, ...row })
      .onConflictDoUpdate({ target: catalogs.cod, set: row });

    const storedModels = new Map(
      (
        await tx
          .select({ cod: models.cod, hash: models.contentHash })
          .from(models)
          .where(eq(models.catalogCod, document.cod))
      ).map((m) => [m.cod, m.hash]),
    );
    for (const [cod, model] of document.models) {
      const before = storedModels.get(cod);
      if (before === model.hash) continue;
      (before === undefined ? entry.models.added : entry.models.updated).push(cod);
      const values = { document: model.raw, contentHash: model.hash, importedAt: new Date() };
      await tx
        .insert(models)
        .values({ catalogCod: document.cod, cod, ...values })
        .onConflictDoUpdate({ target: [models.catalogCod, models.cod], set: values });
    }
    const gone = [...storedModels.keys()].filter((cod) => !document.models.has(cod));
    if (gone.length) {
      await tx.delete(models).where(and(eq(models.catalogCod, document.cod), inArray(models.cod, gone)));
      entry.models.removed = gone.sort();
    }
    return entry;
  });
}

/** First start: imports the folder only while no catalogue is stored. Null when it did nothing. */
export async function importCatalogsOnFirstStart(
  db: Database,
  dir: string,
): Promise<CatalogImportReport | null> {
  const [row] = await db.select({ n: count() }).from(catalogs);
  if ((row?.n ?? 0) > 0) return null;
  return importCatalogs(db, dir);
}

/** One line per change, for logs and the command line. */
export function describeImport(report: CatalogImportReport): string[] {
  const lines = report.catalogs.map((c) => {
    const parts = (['added', 'updated', 'removed'] as const)
      .filter((kind) => c.models[kind].length)
      .map((kind) => `models ${kind}: ${c.models[kind].join(', ')}`);
    return `${c.cod} (${c.file}): ${c.status}${parts.length ? ` (${parts.join('; ')})` : ''}`;
  });
  for (const failure of report.failed) lines.push(`${failure.file}: FAILED: ${failure.message}`);
  if (report.notInFolder.length)
    lines.push(`In storage but not in the folder: ${report.notInFolder.join(', ')}`);
  if (report.removed.length) lines.push(`Removed: ${report.removed.join(', ')}`);
  return lines;
}
