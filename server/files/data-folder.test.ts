// Issue 25: an existing data folder's reports and photos move into the database at start, once;
// links to live reports keep working, photos stay attached to their upload records.
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openStorage, schema, type Storage } from '../storage';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { ReportStore } from '../reports/store';
import { PhotoStore } from '../projects/photo-store';
import { moveDataFolderIn } from './data-folder';

const live = 'a'.repeat(32);
const expired = 'b'.repeat(32);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describeEachStorage('moving the data folder into the database', (fixture) => {
  let storage: Storage;
  let dataDir: string;
  let uploadId: number;
  beforeAll(async () => {
    storage = await openStorage(await fixture.fresh());
    dataDir = await tempDir('arredo-old-data-');
    const reports = join(dataDir, 'reports');
    await mkdir(reports, { recursive: true });
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    await writeFile(join(reports, `${live}.pdf`), '%PDF live');
    await writeFile(
      join(reports, `${live}.json`),
      JSON.stringify({ fileName: 'offer.pdf', owner: 'user:1', createdAt: at(60_000) }),
    );
    await writeFile(join(reports, `${expired}.pdf`), '%PDF old');
    await writeFile(
      join(reports, `${expired}.json`),
      JSON.stringify({ fileName: 'old.pdf', owner: 'user:1', createdAt: at(2 * 86_400_000) }),
    );
    await writeFile(join(reports, `${'c'.repeat(32)}.pdf.partial`), '%PDF half');
    const [project] = await storage.db.insert(schema.projects).values({ data: {} }).returning();
    await mkdir(join(dataDir, 'uploads', String(project!.id)), { recursive: true });
    const relative = `${project!.id}/${'d'.repeat(32)}.png`;
    await writeFile(join(dataDir, 'uploads', relative), PNG);
    const old = new Date(Date.now() - 1000);
    await utimes(join(dataDir, 'uploads', relative), old, old);
    const [upload] = await storage.db
      .insert(schema.uploads)
      .values({
        projectId: project!.id,
        fileName: 'k.png',
        mimeType: 'image/png',
        size: PNG.length,
        path: relative,
      })
      .returning();
    uploadId = upload!.id;
  });
  afterAll(() => storage?.close());

  it('moves live reports (same id) and photos in, drops the rest, and leaves no files behind', async () => {
    expect(await moveDataFolderIn(storage.db, dataDir)).toEqual({ reports: 1, photos: 1, missing: 0 });
    const reports = new ReportStore(storage.db);
    expect(await reports.read(live, 'user:1')).toEqual({
      pdf: Buffer.from('%PDF live'),
      fileName: 'offer.pdf',
    });
    expect(await reports.read(expired, 'user:1')).toBeNull();
    const [upload] = await storage.db.select().from(schema.uploads).where(eq(schema.uploads.id, uploadId));
    expect(upload!.path).toMatch(/^[0-9a-f]{32}$/);
    expect((await new PhotoStore(storage.db).read(upload!.path)).equals(PNG)).toBe(true);
    expect(existsSync(join(dataDir, 'reports'))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });

  it('a second start finds nothing to move', async () => {
    expect(await moveDataFolderIn(storage.db, dataDir)).toEqual({ reports: 0, photos: 0, missing: 0 });
  });
});
