// Render pictures in the files table (issue 22): stored, read and removed by job; and migration
// 0016's move of the older render_images rows, replayed on a store that has the table again, finds
// them under the ids the store computes (PGlite and PostgreSQL).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { seedFirstStart } from '../accounts/seed';
import { openStorage, queryRows, type Storage } from '../storage';
import { renderJobs, users } from '../storage/schema';
import { DatabaseRenderImages, renderFileId } from './images';

const MIGRATION = readFileSync(
  new URL('../storage/migrations/0016_row_photos_render_files.sql', import.meta.url),
  'utf8',
);

describeEachStorage('render pictures as files', (fixture) => {
  let storage: Storage;
  let userId: number;
  beforeAll(async () => {
    storage = await openStorage(await fixture.fresh());
    await seedFirstStart(storage.db);
    userId = (await storage.db.select().from(users).limit(1))[0]!.id;
  });
  afterAll(() => storage?.close());

  const job = async () => {
    const id = Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32);
    await storage.db.insert(renderJobs).values({
      id,
      userId,
      name: 'Kitchen',
      width: 4,
      height: 2,
      quality: 'draft',
      lighting: 'daylight',
      scene: {},
      status: 'done',
    });
    return id;
  };

  it('stores, reads, replaces and removes the three pictures of a job', async () => {
    const images = new DatabaseRenderImages(storage.db);
    const id = await job();
    const set = (n: number) => ({
      png: Buffer.from([n, 1]),
      jpeg: Buffer.from([n, 2]),
      thumb: Buffer.from([n, 3]),
    });
    await images.put(id, set(1), `user:${userId}`);
    await images.put(id, set(2));
    expect(await images.get(id, 'jpeg')).toEqual(Buffer.from([2, 2]));
    await images.remove(id);
    expect(await images.get(id, 'png')).toBeNull();
  });

  it('migration 0016 moves render_images rows into files under the computed ids', async () => {
    const id = await job();
    await storage.db.execute(
      sql.raw(
        `CREATE TABLE "render_images" ("job_id" text NOT NULL, "kind" text NOT NULL, "bytes" bytea NOT NULL)`,
      ),
    );
    const png = Buffer.alloc(300 * 1024, 7);
    await storage.db.execute(
      sql`insert into render_images (job_id, kind, bytes) values (${id}, 'png', ${png}), (${id}, 'jpeg', ${Buffer.from([9, 9])}), (${id}, 'thumb', ${Buffer.from([8])})`,
    );
    // The statements after the column added to uploads (already there on this store).
    for (const statement of MIGRATION.split('--> statement-breakpoint').slice(1))
      await storage.db.execute(sql.raw(statement));
    const images = new DatabaseRenderImages(storage.db);
    expect((await images.get(id, 'png'))!.equals(png)).toBe(true);
    expect(await images.get(id, 'jpeg')).toEqual(Buffer.from([9, 9]));
    const [row] = await queryRows<{ owner: string; media_type: string; size: string }>(
      storage.db,
      sql`select owner, media_type, size::text as size from files where id = ${renderFileId(id, 'png')}`,
    );
    expect(row).toEqual({ owner: `user:${userId}`, media_type: 'image/png', size: String(png.length) });
    const left = await queryRows(storage.db, sql`select to_regclass('render_images') as t`);
    expect(left[0]!.t).toBeNull();
  });
});
