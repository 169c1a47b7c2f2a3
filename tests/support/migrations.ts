// Older schemas for migration tests: the real migrations up to a given one, as a folder of their own.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrationsDir } from '../../server/paths';
import type { Storage } from '../../server/storage';
import { tempDir } from './storage';

/** The migrations up to and including `lastTag`, as a folder of their own. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await tempDir('migrations-');
  await cp(migrationsDir(), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** Brings an unmigrated store to the schema as it was after `lastTag`. */
export async function migrateUpTo(storage: Storage, lastTag: string): Promise<void> {
  const migrationsFolder = await migrationsUpTo(lastTag);
  if (storage.kind === 'pglite') await migratePglite(storage.db as never, { migrationsFolder });
  else await migratePostgres(storage.db as never, { migrationsFolder });
}
