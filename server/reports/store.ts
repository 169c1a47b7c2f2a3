// Rendered reports, in the database (server/files): any server process serves a report another
// rendered. Ids are 128-bit random, and a report is served only to the account (or guest session)
// that created it, until it expires.
import type { Readable } from 'node:stream';
import { FileStore } from '../files/file-store';
import type { Database } from '../storage';

/** Spec-free choice: reports are fetched right after rendering; a day later they are deleted. */
export const REPORT_TTL_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface StoredReport {
  fileName: string;
  size: number;
  /** The PDF, read from the database a chunk at a time as the reply goes out. */
  stream(): Readable;
}

export class ReportStore {
  private lastPurge = 0;
  readonly files: FileStore;

  constructor(
    db: Database,
    private readonly ttlMs = REPORT_TTL_MS,
  ) {
    this.files = new FileStore(db);
  }

  /**
   * Stores a PDF and returns its id (`meta.id`, else a new one). Expired reports are purged now and
   * then along the way.
   */
  async save(pdf: Uint8Array, meta: { fileName: string; owner: string; id?: string }): Promise<string> {
    const id = await this.files.put(
      {
        ...(meta.id ? { id: meta.id } : {}),
        kind: 'report',
        mediaType: 'application/pdf',
        fileName: meta.fileName,
        owner: meta.owner,
        expiresAt: new Date(Date.now() + this.ttlMs),
      },
      pdf,
    );
    if (Date.now() - this.lastPurge > PURGE_INTERVAL_MS) {
      this.lastPurge = Date.now();
      void this.files.purgeExpired().catch(() => undefined);
    }
    return id;
  }

  /** The report, or null when the id is unknown, malformed, expired or not the caller's. */
  async open(id: string, owner: string): Promise<StoredReport | null> {
    const info = await this.files.info(id);
    if (!info || info.kind !== 'report' || info.owner !== owner) return null;
    return { fileName: info.fileName, size: info.size, stream: () => this.files.stream(id) };
  }

  /** The whole PDF (tests, small callers); null as for open(). */
  async read(id: string, owner: string): Promise<{ pdf: Buffer; fileName: string } | null> {
    const report = await this.open(id, owner);
    return report && { pdf: await this.files.read(id), fileName: report.fileName };
  }

  /** Deletes expired reports (and any other expired file); returns how many went. */
  purgeExpired(now = new Date()): Promise<number> {
    return this.files.purgeExpired(now);
  }
}
