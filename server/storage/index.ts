// Storage: one drizzle database over either embedded PGlite files or a PostgreSQL server.
// Repositories take `Database` and are written once for both.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { createDurablePglite } from './durable-pglite';
import { pgliteChanges, postgresChanges, registerChanges, type Changes } from './changes';
import * as schema from './schema';
import { migrationsDir } from '../paths';

export { schema };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type StorageKind = 'pglite' | 'postgres';

export type StorageOptions =
  /** Embedded PGlite files under `<dataDir>/pglite`. */
  | { dataDir: string; migrate?: boolean }
  /** A PostgreSQL server. */
  | { databaseUrl: string; migrate?: boolean }
  /** Embedded PGlite in memory (tests, throwaway sessions). */
  | { inMemory: true; migrate?: boolean };

export interface Storage {
  db: Database;
  kind: StorageKind;
  /** Applies pending migrations; a no-op when the schema is current. */
  migrate(): Promise<void>;
  /** Notices of changes made by any process (storage/changes.ts). */
  changes: Changes;
  /** Runs a trivial query: true when the database answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens storage and, unless `migrate: false`, brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const storage = 'databaseUrl' in options ? openPostgres(options.databaseUrl) : await openPglite(options);
  if (options.migrate !== false) {
    try {
      await storage.migrate();
    } catch (error) {
      await storage.close().catch(() => undefined);
      throw new Error(`Storage migrations failed (${storage.kind}): ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return storage;
}

async function openPglite(options: { dataDir: string } | { inMemory: true }): Promise<Storage> {
  let client: PGlite;
  if ('dataDir' in options) {
    const dir = resolve(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await createDurablePglite(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  const changes = pgliteChanges(client);
  registerChanges(db, changes);
  return withPing({
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir() }),
    close: async () => {
      await changes.close();
      if (!client.closed) await client.close();
    },
  });
}

/** The advisory lock key that serialises migrations across processes ("arredo" in ASCII). */
export const MIGRATION_LOCK = 0x61727265646f;

function openPostgres(databaseUrl: string): Storage {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzlePostgres({ client: pool, schema });
  const changes = postgresChanges(databaseUrl);
  registerChanges(db, changes);
  let closed = false;
  return withPing({
    db,
    kind: 'postgres',
    changes,
    // Several processes starting together (ARREDO_WORKERS, several machines) migrate one at a time:
    // the first applies what is pending, the others then find nothing to do.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(db, { migrationsFolder: migrationsDir() });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  });
}

function withPing(storage: Omit<Storage, 'ping'>): Storage {
  return {
    ...storage,
    ping: async () => {
      try {
        await storage.db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A statement prepared once per database and reused: the hot per-request queries (the session
 * lookup, opening a project) skip drizzle's SQL building and PostgreSQL's parse and plan.
 * `build` must use `sql.placeholder` for every value that changes between calls.
 */
export function preparedOn<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/**
 * Runs one SQL statement (`$1`... parameters) as a named prepared statement: PostgreSQL parses and
 * plans it once per connection. For hot statements drizzle cannot prepare (a data-modifying CTE);
 * it runs outside any transaction. Rows come back with their column names as stored.
 */
export async function queryPrepared<T extends Record<string, unknown>>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query<T>({ name, text, values })).rows;
  return (await client.query<T>(text, values)).rows;
}
