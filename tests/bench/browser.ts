// What the browser benches share: an up-to-date build, the built server on a free port, Chromium as
// a user's browser runs it here, percentiles, and main-thread CPU time read from a Chromium trace
// (wall-clock figures swell on a loaded machine; the CPU a task took much less).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the renderer and server when dist/ is missing or older than their sources. */
export function buildIfNeeded(): void {
  const stamp = 'dist/.build-stamp';
  const outputs = ['dist/renderer/index.html', 'dist/server/index.js', stamp];
  const sources = ['core', 'renderer', 'server', 'resources/config', 'vite.config.ts'].filter(existsSync);
  const stale =
    outputs.some((file) => !existsSync(file)) ||
    Math.max(
      ...sources.map((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)),
    ) > statSync(stamp).mtimeMs;
  if (!stale) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'renderer', 'server'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The built server on `port` with its data in `dataDir`; resolves once /api/health answers. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  // A loaded machine (load 20 on two cores) takes a minute or more to start it.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('server did not start within 240 s');
}

/**
 * Chromium as a user's browser runs it headless on this GPU-less machine: its default software
 * compositing. The browser suites force SwiftShader GL (`chromiumArgs`) so that WebGL works for the
 * 3D views; that makes every paint go through an emulated GPU and is measured too, as a worst case.
 */
export const defaultArgs = chromiumArgs.filter((arg) => !/swiftshader/.test(arg));

export function launchChromium(args: string[] = defaultArgs): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One event of a Chromium trace (the fields the benches and the dev profiles read). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; elementCount?: number; data?: Record<string, unknown> };
}

/** The renderer main threads in a Chromium trace, as "pid:tid" keys. */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
}

async function traceOf(browser: Browser, page: Page, work: () => Promise<void>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await work();
  const buffer = await browser.stopTracing();
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = rendererMainThreads(events);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  if (!tasks.some((t) => t.tdur)) throw new Error('the trace has no main-thread tasks with CPU times');
  return { events, tasks };
}

/**
 * The renderer main thread's CPU time (ms) from the start of `work` (e.g. a navigation), or from the
 * task that set the mark `from` when given, until the page's performance mark `mark`: what the page
 * cost to get there, without the waits.
 */
export async function mainThreadCpuUntil(
  browser: Browser,
  page: Page,
  mark: string,
  work: () => Promise<void>,
  from?: string,
): Promise<number> {
  const { events, tasks } = await traceOf(browser, page, work);
  const at = events.find((e) => e.name === mark)?.ts;
  if (at === undefined) throw new Error(`no ${mark} mark in the trace`);
  const start = from === undefined ? -Infinity : events.find((e) => e.name === from)?.ts;
  if (start === undefined) throw new Error(`no ${from} mark in the trace`);
  return (
    tasks.filter((t) => t.ts < at && t.ts + (t.dur ?? 0) > start).reduce((sum, t) => sum + (t.tdur ?? 0), 0) /
    1000
  );
}

/**
 * Runs `work` under a Chromium trace and returns, for each window the page marked with
 * `performance.mark('<prefix>:<n>:start')` and `'<prefix>:<n>:end'`, the renderer main thread's CPU
 * time (ms) in the tasks that began inside it: script, style, layout and paint, without waits.
 */
export async function mainThreadCpu(
  browser: Browser,
  page: Page,
  prefix: string,
  work: () => Promise<void>,
): Promise<number[]> {
  const { events, tasks } = await traceOf(browser, page, work);
  const marks = new Map<string, number>();
  for (const e of events) if (e.name.startsWith(`${prefix}:`)) marks.set(e.name, e.ts);
  const windows: number[] = [];
  for (let n = 0; marks.has(`${prefix}:${n}:start`); n++) {
    const start = marks.get(`${prefix}:${n}:start`)!;
    const end = marks.get(`${prefix}:${n}:end`);
    if (end === undefined) break;
    // The task that set the start mark began just before it: take tasks that end after the start.
    const cpu = tasks
      .filter((t) => t.ts + (t.dur ?? 0) > start && t.ts < end)
      .reduce((sum, t) => sum + (t.tdur ?? 0), 0);
    windows.push(cpu / 1000);
  }
  if (windows.length === 0) throw new Error(`no ${prefix} windows in the trace`);
  return windows;
}
