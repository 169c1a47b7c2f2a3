// Test harness: a real, throwaway PostgreSQL 15 server in a temp dir (Debian's initdb/pg_ctl).
// Runs the binaries as the `postgres` user when we are root (initdb refuses root).
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const START_TIMEOUT_S = 30;

export interface TestPostgres {
  /** Connection URL of the database created for the caller. */
  url: string;
  port: number;
  /** The server's address without a database: postgres://postgres@127.0.0.1:<port>. */
  base: string;
  /** Creates another empty database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (immediate mode) and removes its directory. Safe to call twice. */
  stop(): Promise<void>;
}

interface RunAs {
  uid: number;
  gid: number;
  /** Prefix that runs a command as the server's owner. */
  prefix: string[];
}

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresSkipReason(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(PG_BIN, tool))) return `no PostgreSQL binaries (${join(PG_BIN, tool)} is missing)`;
  }
  if (process.getuid?.() === 0 && !postgresUser()) return 'running as root and there is no `postgres` user';
  return null;
}

function postgresUser(): RunAs | null {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    return { uid: me.uid, gid: me.gid, prefix: [] };
  }
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0 || gid.status !== 0) return null;
  return {
    uid: Number(id.stdout.trim()),
    gid: Number(gid.stdout.trim()),
    prefix: ['runuser', '-u', 'postgres', '--'],
  };
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const checkedName = (database: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Bad database name: ${database}`);
  return database;
};

async function asAdmin(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database on the server at `base` (postgres://user@host:port) and returns its URL. */
export async function createDatabaseAt(base: string, database: string): Promise<string> {
  await asAdmin(base, `CREATE DATABASE ${checkedName(database)}`);
  return `${base}/${database}`;
}

/**
 * Drops a database of the server at `base`. Refused while a connection is open to it (no FORCE: a
 * pool whose connection was cut would raise an error in the suite that left it open).
 */
export async function dropDatabaseAt(base: string, database: string): Promise<void> {
  await asAdmin(base, `DROP DATABASE IF EXISTS ${checkedName(database)}`);
}

/** Starts a fresh server with one database `name`. Throws (after cleaning up) if it cannot start. */
export async function startPostgres(
  name = 'arredo_test',
  { maxConnections = 50 }: { maxConnections?: number } = {},
): Promise<TestPostgres> {
  const reason = postgresSkipReason();
  if (reason) throw new Error(`Cannot start PostgreSQL: ${reason}`);
  const owner = postgresUser()!;
  const dir = await mkdtemp(join(tmpdir(), 'arredo-pg-'));
  const dataDir = join(dir, 'data');
  const asOwner = (tool: string, args: string[], timeout = START_TIMEOUT_S * 1000) => {
    const [command, ...rest] = [...owner.prefix, join(PG_BIN, tool), ...args];
    return run(command!, rest, { timeout, encoding: 'utf8' });
  };

  let started = false;
  const stopCommand = [
    ...owner.prefix,
    join(PG_BIN, 'pg_ctl'),
    'stop',
    '-D',
    dataDir,
    '-m',
    'immediate',
    '-w',
  ];
  // Last resort when the test process exits without calling stop().
  const stopSync = () => {
    if (started) spawnSync(stopCommand[0]!, stopCommand.slice(1), { timeout: 10_000 });
    spawnSync('rm', ['-rf', dir]);
  };
  process.once('exit', stopSync);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopSync);
    if (started) await run(stopCommand[0]!, stopCommand.slice(1), { timeout: 15_000 }).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await chmod(dir, 0o700);
    await chown(dir, owner.uid, owner.gid);
    // trust auth on a private socket dir and loopback only; --no-sync and fsync=off: speed over durability.
    await asOwner('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c max_connections=${maxConnections}`,
    ].join(' ');
    started = true;
    await asOwner('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      String(START_TIMEOUT_S),
      '-o',
      serverOptions,
    ]);

    const base = `postgres://postgres@127.0.0.1:${port}`;
    const createDatabase = (database: string) => createDatabaseAt(base, database);
    const url = await createDatabase(name);
    return { url, port, base, createDatabase, stop };
  } catch (error) {
    await stop();
    const detail = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `Could not start test PostgreSQL: ${(error as Error).message}${detail ? `\n${detail}` : ''}`,
      {
        cause: error,
      },
    );
  }
}
