import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_TTL_MS, ReportStore } from './store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arredo-report-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const pdf = Buffer.from('%PDF-1.3 test');

describe('ReportStore', () => {
  it('stores a PDF under a random id and gives it back to its owner only', async () => {
    const store = new ReportStore(join(dir, 'reports'));
    const id = await store.save(pdf, { fileName: 'a.pdf', owner: 'user:1' });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.open(id, 'user:1')).toEqual({ pdf, fileName: 'a.pdf' });
    expect(await store.open(id, 'user:2')).toBeNull();
    const other = await store.save(pdf, { fileName: 'b.pdf', owner: 'user:1' });
    expect(other).not.toBe(id);
    expect((await readdir(join(dir, 'reports'))).sort()).toEqual(
      [`${id}.json`, `${id}.pdf`, `${other}.json`, `${other}.pdf`].sort(),
    );
  });

  it('answers null for malformed or unknown ids (never touches other paths)', async () => {
    const store = new ReportStore(dir);
    for (const id of ['../x', 'ABC', '', `${'0'.repeat(32)}/..`, '0'.repeat(32)]) {
      expect(await store.open(id, 'user:1')).toBeNull();
    }
  });

  it('expires reports after the time to live and purges their files', async () => {
    const store = new ReportStore(dir, 1000);
    const id = await store.save(pdf, { fileName: 'a.pdf', owner: 'o' });
    const keep = await store.save(pdf, { fileName: 'b.pdf', owner: 'o' });
    const old = new Date(Date.now() - 5000);
    await utimes(join(dir, `${id}.pdf`), old, old);
    await utimes(join(dir, `${id}.json`), old, old);
    expect(await store.purgeExpired()).toBe(1);
    expect(await store.open(id, 'o')).toBeNull();
    expect(await store.open(keep, 'o')).not.toBeNull();
    expect(REPORT_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses a report whose record is older than the time to live, even before a purge', async () => {
    const store = new ReportStore(dir, -1);
    const id = await store.save(pdf, { fileName: 'a.pdf', owner: 'o' });
    expect(await store.open(id, 'o')).toBeNull();
  });
});
