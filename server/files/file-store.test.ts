// Files in the database (issue 25): streamed in and out a chunk at a time, limited by kind, the same
// on PGlite and PostgreSQL, and readable by any process (a second connection) once acknowledged.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openStorage, queryRows, type Storage } from '../storage';
import { describeEachStorage, type StorageTarget } from '../../tests/support/storage';
import { CHUNK_BYTES, FILE_LIMITS, FileStore, FileTooLargeError } from './file-store';
import { REPORT_TTL_MS, ReportStore } from '../reports/store';

const bytes = (length: number, seed = 1) => {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) out[i] = (i * 31 + seed) % 251;
  return out;
};

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describeEachStorage('files in the database', (fixture) => {
  let target: StorageTarget;
  let storage: Storage;
  let files: FileStore;
  beforeAll(async () => {
    target = await fixture.fresh();
    storage = await openStorage(target);
    files = new FileStore(storage.db);
  });
  afterAll(() => storage?.close());

  it('stores a stream of odd-sized pieces in fixed chunks and streams the same bytes back', async () => {
    const whole = bytes(CHUNK_BYTES * 2 + 12345);
    async function* arriving() {
      for (let at = 0; at < whole.length; at += 70_001) yield whole.subarray(at, at + 70_001);
    }
    const id = await files.put({ kind: 'photo', mediaType: 'image/png', fileName: 'a.png' }, arriving());
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const info = await files.info(id);
    expect(info).toMatchObject({
      kind: 'photo',
      mediaType: 'image/png',
      fileName: 'a.png',
      size: whole.length,
    });
    expect(info!.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    const chunks = await queryRows<{ n: number; biggest: number }>(
      storage.db,
      sql`select count(*)::int as n, max(octet_length(data))::int as biggest from file_chunks where file_id = ${id}`,
    );
    expect(chunks[0]).toEqual({ n: 3, biggest: CHUNK_BYTES });
    expect((await collect(files.stream(id))).equals(whole)).toBe(true);
    expect((await files.read(id)).equals(whole)).toBe(true);
  });

  it('refuses a file over its limit while it arrives, and keeps nothing of it', async () => {
    const before = await queryRows<{ n: number }>(storage.db, sql`select count(*)::int as n from files`);
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield bytes(64 * 1024);
      }
    }
    await expect(files.put({ kind: 'picture', mediaType: 'image/png' }, endless())).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    // It stopped reading within a chunk of the limit rather than taking the whole stream in.
    expect(pulled * 64 * 1024).toBeLessThanOrEqual(FILE_LIMITS.picture + CHUNK_BYTES + 64 * 1024);
    await expect(
      files.put({ kind: 'photo', mediaType: 'image/png', maxBytes: 10 }, bytes(11)),
    ).rejects.toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
    const after = await queryRows<{ n: number }>(storage.db, sql`select count(*)::int as n from files`);
    expect(after).toEqual(before);
    expect(
      await queryRows<{ n: number }>(
        storage.db,
        sql`select count(*)::int as n from file_chunks c where not exists (select 1 from files f where f.id = c.file_id)`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('an unfinished file is never served, and an abandoned one is purged', async () => {
    await storage.db.execute(
      sql`insert into files (id, kind, media_type, created_at) values (${'a'.repeat(32)}, 'photo', 'image/png', now() - interval '2 hours')`,
    );
    expect(await files.info('a'.repeat(32))).toBeNull();
    await files.purgeExpired();
    expect(await queryRows(storage.db, sql`select id from files where id = ${'a'.repeat(32)}`)).toEqual([]);
  });

  it('answers null for malformed or unknown ids', async () => {
    for (const id of ['../x', 'ABC', '', `${'0'.repeat(32)}/..`, '0'.repeat(32)]) {
      expect(await files.info(id)).toBeNull();
    }
  });

  it('a report is served to its owner only; on PostgreSQL through another connection too', async () => {
    const pdf = Buffer.from('%PDF-1.3 test');
    const id = await new ReportStore(storage.db).save(pdf, { fileName: 'a.pdf', owner: 'user:1' });
    expect(await new ReportStore(storage.db).read(id, 'user:2')).toBeNull();
    expect(await new ReportStore(storage.db).read(id, 'user:1')).toEqual({ pdf, fileName: 'a.pdf' });
    // PGlite is one process's by nature; PostgreSQL is shared by every process of a deployment.
    if (fixture.kind !== 'postgres') return;
    const other = await openStorage({ ...target, migrate: false });
    try {
      expect(await new ReportStore(other.db).read(id, 'user:1')).toEqual({ pdf, fileName: 'a.pdf' });
    } finally {
      await other.close();
    }
  }, 60_000);

  it('reports expire after their time to live and are purged', async () => {
    const store = new ReportStore(storage.db, 1000);
    const id = await store.save(Buffer.from('%PDF old'), { fileName: 'a.pdf', owner: 'o' });
    const keep = await new ReportStore(storage.db).save(Buffer.from('%PDF new'), {
      fileName: 'b.pdf',
      owner: 'o',
    });
    expect(await store.open(id, 'o')).not.toBeNull();
    expect(await store.purgeExpired(new Date(Date.now() + 5000))).toBeGreaterThanOrEqual(1);
    expect(await store.open(id, 'o')).toBeNull();
    expect(await store.open(keep, 'o')).not.toBeNull();
    expect(REPORT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    // Past its time, a report is refused even before a purge ran.
    const stale = new ReportStore(storage.db, -1);
    expect(
      await stale.open(await stale.save(Buffer.from('%PDF'), { fileName: 'c.pdf', owner: 'o' }), 'o'),
    ).toBeNull();
  });
});
