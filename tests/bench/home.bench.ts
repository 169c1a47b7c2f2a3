// Home start-up figures: the gzip size of the JavaScript the first home load fetches, and the time until
// home is interactive (the app's `arredo:home-interactive` mark: home rendered, start-up login done,
// one frame later), in headless Chromium against the real built server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import type { BenchFigure } from './types';

const LOADS = 10;
const JS_GOAL_BYTES = 250 * 1024;
const INTERACTIVE_GOAL_MS = 1000;

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
  const sources = ['core', 'renderer', 'server', 'resources/config'].filter(existsSync);
  const stale =
    outputs.some((file) => !existsSync(file)) ||
    Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
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

export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
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
  throw new Error('server did not start within 60 s');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Chromium as a user's browser runs it headless on this GPU-less machine: its default software
 * compositing. The browser suites force SwiftShader GL (`chromiumArgs`) so that WebGL works for the
 * 3D views; that makes every paint go through an emulated GPU and is measured too, as a worst case.
 */
export const defaultArgs = chromiumArgs.filter((arg) => !/swiftshader/.test(arg));

interface HomeLoads {
  initialGzip: number;
  scriptCount: number;
  interactiveMs: number;
}

/** One warm-up load (server caches, Chromium start), then LOADS cold loads: a fresh context each. */
async function measureLoads(url: string, args: string[]): Promise<HomeLoads> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
  try {
    let initialGzip = 0;
    let scriptCount = 0;
    const times: number[] = [];
    for (let load = 0; load <= LOADS; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length));
        }
      });
      await page.goto(url);
      await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
        timeout: 30_000,
      });
      const interactiveMs = await page.evaluate(
        () => performance.getEntriesByName('arredo:home-interactive')[0]?.startTime ?? Number.NaN,
      );
      if (load === 1) {
        const sizes = await Promise.all(scripts);
        initialGzip = sizes.reduce((sum, size) => sum + size, 0);
        scriptCount = sizes.length;
      }
      if (load > 0) times.push(interactiveMs);
      await context.close();
    }
    return { initialGzip, scriptCount, interactiveMs: median(times) };
  } finally {
    await browser.close();
  }
}

export default async function homeBench(): Promise<BenchFigure[]> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-bench-home-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  try {
    const url = `http://localhost:${port}/home`;
    const plain = await measureLoads(url, defaultArgs);
    const swiftShader = await measureLoads(url, chromiumArgs);
    // The machine's load matters on shared CI runners: say what it was.
    const load = loadavg()[0]!.toFixed(1);
    return [
      {
        name: `home initial JS (gzip, ${plain.scriptCount} files)`,
        value: `${(plain.initialGzip / 1024).toFixed(1)} KB`,
        goal: '<= 250 KB',
        ok: plain.initialGzip <= JS_GOAL_BYTES,
      },
      {
        name: `home interactive (median of ${LOADS} cold loads, load ${load})`,
        value: `${Math.round(plain.interactiveMs)} ms`,
        goal: `<= ${INTERACTIVE_GOAL_MS} ms`,
        ok: plain.interactiveMs <= INTERACTIVE_GOAL_MS,
      },
      {
        name: 'home interactive, forced SwiftShader GL (worst case)',
        value: `${Math.round(swiftShader.interactiveMs)} ms`,
      },
    ];
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
