// Older versions kept reports and photos in the data folder (<dataDir>/reports, <dataDir>/uploads).
// At start, once, their files move into the database (server/files): each file is stored, its record
// pointed at it, and only then is it deleted from the disk, so a start that stops half way loses
// nothing and the next start finishes the move. Report ids are kept: a link given out still works.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, readdir, rm, rmdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { queryRows, schema, type Database } from '../storage';
import { FileStore, isFileId } from './file-store';
import { REPORT_TTL_MS } from '../reports/store';

export interface DataFolderMove {
  reports: number;
  photos: number;
  /** Upload records whose file was already missing from the disk: left as they were. */
  missing: number;
}

/** Moves the data folder's reports and photos into the database; a no-op once they are gone. */
export async function moveDataFolderIn(
  db: Database,
  dataDir: string,
  now = new Date(),
): Promise<DataFolderMove> {
  const files = new FileStore(db);
  const moved: DataFolderMove = { reports: 0, photos: 0, missing: 0 };

  const reportsDir = join(dataDir, 'reports');
  if (existsSync(reportsDir)) {
    for (const name of await readdir(reportsDir)) {
      const match = /^([0-9a-f]{32})\.json$/.exec(name);
      if (!match) continue;
      const id = match[1]!;
      const pdfPath = join(reportsDir, `${id}.pdf`);
      const meta = JSON.parse(await readFile(join(reportsDir, name), 'utf8')) as {
        fileName: string;
        owner: string;
        createdAt: string;
      };
      const expiresAt = new Date(new Date(meta.createdAt).getTime() + REPORT_TTL_MS);
      const known = await queryRows(db, sql`select 1 from files where id = ${id}`);
      if (expiresAt > now && existsSync(pdfPath) && !known.length) {
        await files.put(
          {
            id,
            kind: 'report',
            mediaType: 'application/pdf',
            fileName: meta.fileName,
            owner: meta.owner,
            expiresAt,
          },
          createReadStream(pdfPath),
        );
        moved.reports += 1;
      }
      await rm(pdfPath, { force: true });
      await rm(join(reportsDir, name), { force: true });
    }
    // Half-written leftovers of a crash and expired PDFs without a record.
    for (const name of await readdir(reportsDir)) await rm(join(reportsDir, name), { force: true });
    await rmdir(reportsDir).catch(() => undefined);
  }

  const uploadsDir = resolve(dataDir, 'uploads');
  if (existsSync(uploadsDir)) {
    const rows = await db.select().from(schema.uploads);
    for (const row of rows) {
      if (isFileId(row.path)) continue;
      const path = resolve(uploadsDir, row.path);
      if (!path.startsWith(uploadsDir + sep) || !existsSync(path)) {
        moved.missing += 1;
        continue;
      }
      const id = await files.put(
        { kind: 'photo', mediaType: row.mimeType, fileName: row.fileName, projectId: row.projectId },
        createReadStream(path),
      );
      await db.update(schema.uploads).set({ path: id }).where(eq(schema.uploads.id, row.id));
      await rm(path, { force: true });
      moved.photos += 1;
    }
    // Files no record names (a deleted project's, a crash's leftovers) are not kept.
    await rm(uploadsDir, { recursive: true, force: true });
  }
  return moved;
}
