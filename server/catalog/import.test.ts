// Catalogue import on PGlite and PostgreSQL: first import, idempotent re-import, changes, broken
// files, pruning, first-start behaviour.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { SAMPLE_CATALOGS_DIR } from '../../tests/api-catalog/support';
import { openStorage, type Storage } from '../storage';
import { catalogs, models } from '../storage/schema';
import { describeImport, importCatalogs, importCatalogsOnFirstStart } from './import';
import { importCatalogsAtStart } from './start';
import { CatalogStore } from './store';
import { CATALOGS_CHANNEL } from '../storage/changes';

const SAMPLES = ['CLOSET', 'DOORS', 'KITCHEN', 'LIVING', 'WINDOWS'];

describeEachStorage('catalogue import', (fixture) => {
  let storage: Storage;
  let dir: string;
  beforeAll(async () => {
    storage = await openStorage(await fixture.fresh());
    dir = await tempDir('arredo-catalogs-');
    await cp(SAMPLE_CATALOGS_DIR, dir, { recursive: true });
    await rm(join(dir, 'source'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await storage?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports every sample catalogue with its models on first start, then never again', async () => {
    const report = await importCatalogsOnFirstStart(storage.db, dir);
    expect(report?.failed).toEqual([]);
    expect(report?.catalogs.map((c) => [c.cod, c.status])).toEqual(SAMPLES.map((cod) => [cod, 'added']));
    const kitchen = report?.catalogs.find((c) => c.cod === 'KITCHEN');
    expect(kitchen?.models.added).toHaveLength(18);
    expect((await storage.db.select().from(models).where(eq(models.catalogCod, 'KITCHEN'))).length).toBe(18);
    expect(await importCatalogsOnFirstStart(storage.db, dir)).toBeNull();
  });

  it('re-importing the same files changes nothing', async () => {
    const before = await storage.db.select({ cod: catalogs.cod, at: catalogs.importedAt }).from(catalogs);
    const report = await importCatalogs(storage.db, dir);
    expect(report.catalogs.every((c) => c.status === 'unchanged')).toBe(true);
    expect(describeImport(report)).toContain('KITCHEN (kitchen.json): unchanged');
    const after = await storage.db.select({ cod: catalogs.cod, at: catalogs.importedAt }).from(catalogs);
    expect(after).toEqual(before);
  });

  it('reports an updated catalogue with its added, updated and removed models; the store serves the new one', async () => {
    const store = new CatalogStore(storage.db, { indexTtlMs: 3_600_000 });
    expect((await store.get('DOORS')).document.catalog.des).toBe('Soglia interior doors');
    const path = join(dir, 'doors.json');
    const original = await readFile(path, 'utf8');
    const doc = JSON.parse(original);
    doc.catalog.des = 'Soglia doors, new edition';
    const pocket = doc.models.find((m: { cod: string }) => m.cod === 'POCKET');
    doc.models = doc.models.filter((m: { cod: string }) => m.cod !== 'POCKET');
    doc.galleries = doc.galleries.filter((g: { model: string }) => g.model !== 'POCKET');
    doc.articles = doc.articles.filter((a: { model?: string }) => a.model !== 'POCKET');
    doc.models.push({ ...pocket, cod: 'POCKET2' });
    for (const list of doc.priceLists) {
      for (const entry of [...list.prices, ...list.tables, ...list.extras]) {
        if (entry.model === 'POCKET') entry.model = 'POCKET2';
      }
    }
    doc.models[0].des = 'Changed door';
    await writeFile(path, JSON.stringify(doc));
    try {
      const told = new Promise<void>((resolve) => storage.changes.on(CATALOGS_CHANNEL, resolve));
      const report = await importCatalogs(storage.db, dir);
      expect(report.failed).toEqual([]);
      const doors = report.catalogs.find((c) => c.cod === 'DOORS');
      expect(doors).toMatchObject({
        status: 'updated',
        models: { added: ['POCKET2'], updated: ['INTDOOR'], removed: ['POCKET'] },
      });
      expect(report.catalogs.filter((c) => c.status === 'unchanged')).toHaveLength(4);
      const stored = await storage.db
        .select({ cod: models.cod })
        .from(models)
        .where(eq(models.catalogCod, 'DOORS'));
      expect(stored.map((m) => m.cod).sort()).toEqual(['INTDOOR', 'POCKET2']);
      // The store trusts its list of hashes until the database's notice of the change (indexTtlMs is
      // an hour here), then serves the new catalogue.
      await told;
      expect((await store.get('doors')).document.catalog.des).toBe('Soglia doors, new edition');
      expect((await new CatalogStore(storage.db, { indexTtlMs: 0 }).get('DOORS')).hash).toBe(
        (await store.get('DOORS')).hash,
      );
    } finally {
      await writeFile(path, original);
    }
    expect((await importCatalogs(storage.db, dir)).catalogs.find((c) => c.cod === 'DOORS')?.status).toBe(
      'updated',
    );
  });

  it('skips broken files with the reason and imports the rest; prune only runs on a clean folder', async () => {
    await writeFile(join(dir, 'broken.json'), '{ not json');
    await writeFile(
      join(dir, 'invalid.json'),
      JSON.stringify({ formatVersion: 1, catalog: { cod: 'X' }, models: [] }),
    );
    const kitchen = JSON.parse(await readFile(join(dir, 'kitchen.json'), 'utf8'));
    await writeFile(join(dir, 'twin.json'), JSON.stringify(kitchen));
    const living = join(dir, 'living.json');
    const livingText = await readFile(living, 'utf8');
    await rm(living);
    try {
      const report = await importCatalogs(storage.db, dir, { prune: true });
      expect(report.failed.map((f) => f.file)).toEqual(['broken.json', 'invalid.json', 'twin.json']);
      expect(report.failed[0]?.message).toContain('Not a JSON file');
      expect(report.failed[1]?.message).toContain('A catalogue needs at least one model');
      expect(report.failed[2]?.message).toBe('Catalogue KITCHEN is already provided by kitchen.json');
      expect(report.notInFolder).toEqual(['LIVING']);
      expect(report.removed).toEqual([]);
      const lines: string[] = [];
      await importCatalogsAtStart(storage.db, '/nonexistent', (l) => lines.push(l));
      expect(lines).toEqual([]);
    } finally {
      await rm(join(dir, 'broken.json'));
      await rm(join(dir, 'invalid.json'));
      await rm(join(dir, 'twin.json'));
    }
    const pruned = await importCatalogs(storage.db, dir, { prune: true });
    expect(pruned.removed).toEqual(['LIVING']);
    expect(await new CatalogStore(storage.db).find('LIVING')).toBeNull();
    await writeFile(living, livingText);
    expect((await importCatalogs(storage.db, dir)).catalogs.find((c) => c.cod === 'LIVING')?.status).toBe(
      'added',
    );
  });
});

describe('first-start import logging', () => {
  it('logs the failures of a first-start import and still imports the good files', async () => {
    const storage = await openStorage({ inMemory: true });
    const resources = await tempDir('arredo-resources-');
    try {
      await cp(join(SAMPLE_CATALOGS_DIR, 'doors.json'), join(resources, 'catalogs', 'doors.json'), {
        recursive: true,
      });
      await writeFile(join(resources, 'catalogs', 'bad.json'), '[]');
      const lines: string[] = [];
      const report = await importCatalogsAtStart(storage.db, resources, (line) => lines.push(line));
      expect(report?.catalogs.map((c) => c.cod)).toEqual(['DOORS']);
      expect(lines[0]).toBe('Catalogue import at first start had failures:');
      expect(lines.some((l) => l.includes('bad.json: FAILED'))).toBe(true);
    } finally {
      await storage.close();
      await rm(resources, { recursive: true, force: true });
    }
  });
});

describeEachStorage('first start without a catalogue folder', (fixture) => {
  it('logs that nothing was imported and lets the server start', async () => {
    const storage = await openStorage(await fixture.fresh());
    try {
      const lines: string[] = [];
      const report = await importCatalogsAtStart(storage.db, '/nonexistent-resources', (l) => lines.push(l));
      expect(report).toBeNull();
      expect(lines).toEqual([
        'No catalogue folder at /nonexistent-resources/catalogs: nothing imported at first start.',
      ]);
    } finally {
      await storage.close();
    }
  });
});
