// `npm run bench:api`: loads a running server over loopback. The real server (built, as `npm start`
// runs it) runs in its own process, on PGlite (temp DATA_DIR) and on a throwaway PostgreSQL server (test harness);
// 20 autocannon connections for 10 s (after a 3 s warm-up that is not counted) each save a 30-row
// project over its revision and open it.
// Prints p50, p99, requests per second and errors per storage. Goal on PostgreSQL: p99 < 50 ms, 0 errors.
// Then, on the same server, the hostile-PDF flood (pdf-flood.ts): 20 guest sessions flood offer PDFs
// while /api/health and a seller's open are timed (goal: p99 < 100 ms on both storages).
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { sampleProject } from '../api-projects/fixtures';
import { stripedPng } from '../reports/png';
import { pdfFlood } from './pdf-flood';
import { cpuSample, describeSplit, postmasterPid } from './cpu-split';
import { spawnServer, type ServerProcess } from '../api-projects/server-process';
import { projectRoot } from '../../server/paths';
import { seedUser } from '../support/api';
import { postgresSkipReason, startPostgres } from '../support/postgres';
import { tempDir, type StorageTarget } from '../support/storage';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const ROWS = Number(process.env.BENCH_ROWS ?? 30);
/**
 * BENCH_PICTURES: 'inline' gives every row (and the project) its own picture as a data URL in every
 * save, as clients did before issue 25; 'referenced' saves the references the server gave back
 * (pictures stored once, issue 25); default none.
 */
const PICTURES = process.env.BENCH_PICTURES ?? 'none';
const P99_GOAL_MS = 50;
/** Set it to a folder to get a V8 CPU profile (.cpuprofile) of each server run there. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** BENCH_FLOOD=off skips the hostile-PDF flood scenario. */
const SKIP_FLOOD = process.env.BENCH_FLOOD === 'off';

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
interface Context {
  project?: Held;
}
interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: {
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the part used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Held {
  id: number;
  revision: number;
}

/**
 * The revision from a save reply, read off its head: the load generator shares the machine's cores
 * with the server, so it does not parse the whole 16 KB reply it only needs one number from.
 */
function revisionOf(reply: string): number {
  const match = /"revision":(\d+)/.exec(reply.slice(0, 200));
  if (!match) throw new Error(`No revision in the save reply: ${reply.slice(0, 200)}`);
  return Number(match[1]);
}

/** CPU time (user + system) the process has used, in ms; null where /proc is missing. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function json(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function benchServer(label: string, target: StorageTarget, dataDir: string) {
  const postmaster = 'databaseUrl' in target ? await postmasterPid(target.databaseUrl) : null;
  const server = await spawnServer(target, dataDir, {
    entry: 'built',
    nodeArgs: [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}/${label}`] : []),
    ],
  });
  try {
    const seed = seedUser('seller5');
    const login = await json(server, 'POST', '/api/v1/auth/login', undefined, {
      id: seed.id,
      user: seed.user,
      password: seed.password,
    });
    const token = login.sessionId as string;
    let project = sampleProject(ROWS);
    if (PICTURES !== 'none') {
      project.img = stripedPng(999, 200);
      (project.rows as Record<string, unknown>[]).forEach((row, i) => (row.img = stripedPng(i)));
    }
    if (PICTURES === 'referenced') {
      const stored = await json(server, 'POST', '/api/v1/projects', token, { project });
      project = stored.project as Record<string, unknown>;
      delete project.id;
    }
    const body = JSON.stringify(project);
    console.log(`${label.padEnd(9)} save body ${body.length} bytes (pictures: ${PICTURES})`);
    // A pool of projects, more than connections: a connection holds one from its save to its open, so
    // no two connections ever save the same project (every 409 would be a real error).
    const idle: Held[] = [];
    for (let i = 0; i < CONNECTIONS * 2; i += 1) {
      const saved = await json(server, 'POST', '/api/v1/projects', token, { project });
      idle.push({ id: saved.id as number, revision: saved.revision as number });
    }
    // The project the seller opens during the PDF flood: not in the pool the load generator cycles.
    const floodProject = await json(server, 'POST', '/api/v1/projects', token, { project });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const load = (duration: number) =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            setupRequest: (request, context) => {
              const held = idle.shift();
              if (!held) throw new Error('project pool exhausted');
              context.project = held;
              return {
                ...request,
                method: 'PUT',
                path: `/api/v1/projects/${held.id}`,
                headers,
                body: `{"baseRevision":${held.revision},"isOffer":false,"project":${body}}`,
              };
            },
            onResponse: (status, text, context) => {
              if (status === 200) context.project!.revision = revisionOf(text);
            },
          },
          {
            setupRequest: (request, context) => ({
              ...request,
              method: 'GET',
              path: `/api/v1/projects/${context.project!.id}`,
              headers: { authorization: headers.authorization },
              body: undefined,
            }),
            onResponse: (_status, _text, context) => {
              idle.push(context.project!);
            },
          },
        ],
      });
    // A server in service is warm: its code is optimised and its connections open. The warm-up
    // run is not counted.
    await load(WARMUP_S);
    const cpuBefore = await cpuMs(server.child.pid);
    const splitBefore = await cpuSample(server.child.pid, postmaster);
    const result = await load(DURATION_S);
    const splitAfter = await cpuSample(server.child.pid, postmaster);
    const cpuAfter = await cpuMs(server.child.pid);
    // Server CPU per request says what the load on the machine does not: the cost of one call.
    // A cluster's workers are the primary's children: the split counts them, the primary's own does not.
    const serverMs =
      splitBefore && splitAfter
        ? ((splitAfter.server - splitBefore.server) * 1000) / 100
        : cpuBefore === null || cpuAfter === null
          ? null
          : cpuAfter - cpuBefore;
    const cpu =
      serverMs === null || result.requests.total === 0
        ? ''
        : `   server CPU ${(serverMs / result.requests.total).toFixed(2)} ms/request`;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = label === 'postgres' ? result.latency.p99 < P99_GOAL_MS && errors === 0 : undefined;
    console.log(
      `${label.padEnd(9)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
        `${result.requests.average.toFixed(0).padStart(5)} req/s   ${result.requests.total} requests   errors ${errors}${cpu}` +
        (ok === undefined ? '' : ok ? `   goal p99 < ${P99_GOAL_MS} ms, 0 errors: ok` : '   goal MISSED'),
    );
    const split = describeSplit(splitBefore, splitAfter, cpus().length);
    if (split) console.log(`${label.padEnd(9)} ${split}`);
    // The hostile-PDF flood (pdf-flood.ts) on the same server: health and a seller's open stay fast.
    const floodOk = SKIP_FLOOD ? true : await pdfFlood(label, server, token, floodProject.id as number);
    return ok === undefined ? (floodOk ? undefined : false) : ok && floodOk;
  } finally {
    await server.stop();
  }
}

console.log(
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
console.log(
  `Save a ${ROWS}-row project over its revision, then open it; ${CONNECTIONS} connections, ${DURATION_S} s; ` +
    `${process.env.ARREDO_WORKERS ?? 1} server process(es)`,
);

// The server as `npm start` runs it: the esbuild bundle (built here, half a second) under plain Node.
const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
  cwd: projectRoot(),
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('Building the server failed');

const dir = await tempDir('arredo-bench-');
let missed = false;
try {
  // ARREDO_WORKERS=N benches N processes (server/cluster.ts); PGlite is one process's database.
  const workers = Number(process.env.ARREDO_WORKERS ?? 1);
  if (workers > 1) console.log(`pglite    SKIPPED: ARREDO_WORKERS=${workers} needs PostgreSQL`);
  else missed = (await benchServer('pglite', { dataDir: dir }, dir)) === false;
  const skip = postgresSkipReason();
  if (skip) {
    console.log(`postgres  SKIPPED: ${skip}`);
  } else {
    const pg = await startPostgres('arredo_bench');
    try {
      missed = (await benchServer('postgres', { databaseUrl: pg.url }, dir)) === false || missed;
    } finally {
      await pg.stop();
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (missed) process.exitCode = 1;
