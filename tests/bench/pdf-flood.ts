// The hostile-PDF scenario of `npm run bench:api`: 20 guest sessions send offer PDF requests back to
// back, each the costliest the caps allow (500 rows, 10,000 characters of notes without a break),
// ignoring 429 and 503. Meanwhile /api/health and a seller opening a project are timed, one request
// at a time every 25 ms each. Goal: both p99 under 100 ms (the worker pool keeps the renders off the
// event loop; refusals happen before bodies are read).
import { createRequire } from 'node:module';
import { sampleProject } from '../api-projects/fixtures';
import type { ServerProcess } from '../api-projects/server-process';

const GUESTS = Number(process.env.BENCH_FLOOD_GUESTS ?? 20);
const DURATION_S = Number(process.env.BENCH_FLOOD_DURATION ?? 15);
const PROBE_INTERVAL_MS = 25;
/** Seconds of probes without the flood, for comparison. */
const QUIET_S = 5;
export const FLOOD_P99_GOAL_MS = 100;

interface FloodResult {
  latency: { p99: number };
  requests: { total: number };
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { setupRequest: (request: object, context: { token?: string }) => object }[];
}) => Promise<FloodResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function probe(url: string, headers: Record<string, string>, until: () => boolean) {
  const latencies: number[] = [];
  let failures = 0;
  while (!until()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) failures += 1;
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return { latencies, failures };
}

/**
 * Runs the flood against a started server; `seller` is a seller's session and `projectId` one of
 * their projects. Prints and returns whether both p99 met the goal.
 */
export async function pdfFlood(label: string, server: ServerProcess, seller: string, projectId: number) {
  const guests: string[] = [];
  for (let i = 0; i < GUESTS; i += 1) {
    const reply = await fetch(`${server.url}/api/v1/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    guests.push(((await reply.json()) as { sessionId: string }).sessionId);
  }
  const body = JSON.stringify({
    json1: sampleProject(500, { customerFields: { notes: 'x'.repeat(10_000), vat: '22' } }),
  });
  // The same probes without the flood first: what the machine itself gives (other load included).
  const quietUntil = Date.now() + QUIET_S * 1000;
  const [quietHealth, quietOpen] = await Promise.all([
    probe(`${server.url}/api/health`, {}, () => Date.now() > quietUntil),
    probe(
      `${server.url}/api/v1/projects/${projectId}`,
      { authorization: `Bearer ${seller}` },
      () => Date.now() > quietUntil,
    ),
  ]);
  let next = 0;
  let done = false;
  // autocannon's instance is a thenable, not a Promise: wrap it to use finally.
  const flood = Promise.resolve(
    autocannon({
      url: server.url,
      connections: GUESTS,
      duration: DURATION_S,
      requests: [
        {
          // Each connection is one guest session.
          setupRequest: (request, context) => {
            context.token ??= guests[next++ % guests.length];
            return {
              ...request,
              method: 'POST',
              path: '/api/v1/reports',
              headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
              body,
            };
          },
        },
      ],
    }),
  ).finally(() => (done = true));
  const [health, open, result] = await Promise.all([
    probe(`${server.url}/api/health`, {}, () => done),
    probe(`${server.url}/api/v1/projects/${projectId}`, { authorization: `Bearer ${seller}` }, () => done),
    flood,
  ]);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const healthP99 = percentile(health.latencies, 99);
  const openP99 = percentile(open.latencies, 99);
  const ok =
    healthP99 < FLOOD_P99_GOAL_MS && openP99 < FLOOD_P99_GOAL_MS && health.failures + open.failures === 0;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(9)} PDF flood (${GUESTS} guests, ${DURATION_S} s; replies ${codes}):\n` +
      `          /api/health p50 ${ms(percentile(health.latencies, 50))} p99 ${ms(healthP99)} max ${ms(Math.max(...health.latencies))} (${health.latencies.length} probes, ${health.failures} failed)\n` +
      `          seller open p50 ${ms(percentile(open.latencies, 50))} p99 ${ms(openP99)} max ${ms(Math.max(...open.latencies))} (${open.latencies.length} probes, ${open.failures} failed)\n` +
      `          without the flood: /api/health p99 ${ms(percentile(quietHealth.latencies, 99))}, seller open p99 ${ms(percentile(quietOpen.latencies, 99))}\n` +
      `          goal p99 < ${FLOOD_P99_GOAL_MS} ms: ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}
