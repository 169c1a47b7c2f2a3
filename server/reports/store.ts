// Rendered reports on disk: <dir>/<id>.pdf plus <id>.json (file name, owner). Ids are 128-bit
// random, and a report is served only to the account (or guest session) that created it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Spec-free choice: reports are fetched right after rendering; a day later they are deleted. */
export const REPORT_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const ID = /^[0-9a-f]{32}$/;

export interface StoredReport {
  pdf: Buffer;
  fileName: string;
}

interface ReportMeta {
  fileName: string;
  owner: string;
  createdAt: string;
}

export class ReportStore {
  private lastPurge = 0;

  constructor(
    readonly dir: string,
    private readonly ttlMs = REPORT_TTL_MS,
  ) {}

  /** Stores a PDF and returns its id. Expired reports are purged now and then along the way. */
  async save(pdf: Buffer, meta: { fileName: string; owner: string }): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = randomBytes(16).toString('hex');
    const record: ReportMeta = { ...meta, createdAt: new Date().toISOString() };
    // The PDF is written under a temporary name first: a half-written file is never served.
    const partial = join(this.dir, `${id}.pdf.partial`);
    await writeFile(partial, pdf);
    await rename(partial, this.file(id, 'pdf'));
    await writeFile(this.file(id, 'json'), JSON.stringify(record));
    if (Date.now() - this.lastPurge > PURGE_INTERVAL_MS) {
      this.lastPurge = Date.now();
      void this.purgeExpired().catch(() => undefined);
    }
    return id;
  }

  /** The report, or null when the id is unknown, malformed, expired or not the caller's. */
  async open(id: string, owner: string): Promise<StoredReport | null> {
    if (!ID.test(id)) return null;
    let meta: ReportMeta;
    try {
      meta = JSON.parse(await readFile(this.file(id, 'json'), 'utf8')) as ReportMeta;
    } catch {
      return null;
    }
    if (meta.owner !== owner) return null;
    if (Date.now() - new Date(meta.createdAt).getTime() > this.ttlMs) return null;
    try {
      return { pdf: await readFile(this.file(id, 'pdf')), fileName: meta.fileName };
    } catch {
      return null;
    }
  }

  /** Deletes report files older than the time to live; returns how many reports went. */
  async purgeExpired(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (!info || now - info.mtimeMs <= this.ttlMs) continue;
      await rm(path, { force: true });
      if (name.endsWith('.json')) removed += 1;
    }
    return removed;
  }

  private file(id: string, ext: 'pdf' | 'json'): string {
    return join(this.dir, `${id}.${ext}`);
  }
}
