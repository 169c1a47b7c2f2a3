// Figures for the catalogue calls (run: npx tsx tests/api-catalog/bench.ts): first-start import
// time, and requests per second of rule load and recompute over a real connection (autocannon),
// on embedded PGlite in memory.
import { createRequire } from 'node:module';
import { buildApp } from '../../server/app';
import { defaultPaths } from '../../server/paths';
import { openStorage } from '../../server/storage';
import { seedFirstStart } from '../../server/accounts/seed';
import { importCatalogs } from '../../server/catalog/import';
import { SAMPLE_CATALOGS_DIR } from './support';

// autocannon ships no types; this is the part used here.
type Autocannon = (options: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<{
  latency: { p50: number; p99: number };
  requests: { average: number };
  errors: number;
  non2xx: number;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const storage = await openStorage({ inMemory: true });
await seedFirstStart(storage.db);
let started = performance.now();
await importCatalogs(storage.db, SAMPLE_CATALOGS_DIR);
console.log(`first import of the 5 sample catalogues: ${(performance.now() - started).toFixed(0)} ms`);
started = performance.now();
await importCatalogs(storage.db, SAMPLE_CATALOGS_DIR);
console.log(`re-import, nothing changed: ${(performance.now() - started).toFixed(0)} ms`);

const app = await buildApp({ paths: defaultPaths(), storage });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const login = await fetch(`${url}/api/v1/auth/guest`, { method: 'POST' });
const { sessionId } = (await login.json()) as { sessionId: string };
const headers = { authorization: `Bearer ${sessionId}`, 'content-type': 'application/json' };

const rows = Array.from({ length: 50 }, (_, i) => ({
  uniqueid: i,
  catalog: 'KITCHEN',
  model: i % 2 ? 'B1' : 'WT',
  neutro: i % 2 ? `WIDTH=${[300, 450, 600, 900][i % 4]}` : 'LENGTH=2350',
  erp: [],
}));
const cases = [
  {
    title: 'rule load, KITCHEN B1',
    path: '/api/v1/rules/load',
    body: { catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=900' },
  },
  { title: 'recompute, 50 KITCHEN rows', path: '/api/v1/prices/recompute', body: { rows } },
  { title: 'gallery search, all', path: '/api/v1/galleries/search', body: {} },
];
for (const c of cases) {
  const check = await fetch(`${url}${c.path}`, { method: 'POST', headers, body: JSON.stringify(c.body) });
  if (check.status !== 200) throw new Error(`${c.title}: ${check.status} ${await check.text()}`);
  const result = await autocannon({
    url: `${url}${c.path}`,
    method: 'POST',
    headers,
    body: JSON.stringify(c.body),
    connections: 4,
    duration: 5,
  });
  console.log(
    `${c.title}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
await storage.close();
