// Home start-up figures: the gzip size of the JavaScript the first home load fetches, and the time until
// home is interactive (the app's `arredo:home-interactive` mark: home rendered, start-up login done,
// one frame later), in headless Chromium against the real built server.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumArgs } from '../../playwright.config';
import {
  buildIfNeeded,
  defaultArgs,
  freePort,
  launchChromium,
  mainThreadCpuUntil,
  median,
  startServer,
} from './browser';
import type { BenchFigure } from './types';

const LOADS = 10;
const JS_GOAL_BYTES = 250 * 1024;
const INTERACTIVE_GOAL_MS = 1000;

const TRACED_LOADS = 5;

/** Main-thread CPU from navigation to home interactive, median of TRACED_LOADS cold loads. */
async function interactiveCpu(url: string): Promise<number> {
  const browser = await launchChromium(defaultArgs);
  try {
    const cpu: number[] = [];
    for (let load = 0; load < TRACED_LOADS; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      cpu.push(
        await mainThreadCpuUntil(browser, page, 'arredo:home-interactive', async () => {
          await page.goto(url);
          await page.waitForFunction(
            () => document.documentElement.dataset.homeInteractive === 'true',
            null,
            {
              timeout: 120_000,
            },
          );
        }),
      );
      await context.close();
    }
    return median(cpu);
  } finally {
    await browser.close();
  }
}

interface HomeLoads {
  /** Each script the first home load fetched: file name and gzip size. */
  scripts: { file: string; gzip: number }[];
  interactiveMs: number;
}

/** One warm-up load (server caches, Chromium start), then LOADS cold loads: a fresh context each. */
async function measureLoads(url: string, args: string[]): Promise<HomeLoads> {
  const browser = await launchChromium(args);
  try {
    let scripts: HomeLoads['scripts'] = [];
    const times: number[] = [];
    for (let load = 0; load <= LOADS; load++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched: Promise<{ file: string; gzip: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          const file = new URL(response.url()).pathname.split('/').pop()!;
          fetched.push(response.body().then((body) => ({ file, gzip: gzipSync(body).length })));
        }
      });
      await page.goto(url);
      await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
        timeout: 120_000,
      });
      const interactiveMs = await page.evaluate(
        () => performance.getEntriesByName('arredo:home-interactive')[0]?.startTime ?? Number.NaN,
      );
      if (load === 1) scripts = (await Promise.all(fetched)).sort((a, b) => b.gzip - a.gzip);
      if (load > 0) times.push(interactiveMs);
      await context.close();
    }
    return { scripts, interactiveMs: median(times) };
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
    const cpu = await interactiveCpu(url);
    // The machine's load matters on shared CI runners: say what it was.
    const load = loadavg()[0]!.toFixed(1);
    const initialGzip = plain.scripts.reduce((sum, script) => sum + script.gzip, 0);
    return [
      {
        name: `home initial JS (gzip, ${plain.scripts.length} files)`,
        value: `${(initialGzip / 1024).toFixed(1)} KB`,
        goal: '<= 250 KB',
        ok: initialGzip <= JS_GOAL_BYTES,
      },
      // Each chunk (issue 10: "print each"), the hash left out so runs compare.
      ...plain.scripts.map((script) => ({
        name: `  ${script.file.replace(/-[\w-]{8}\.js$/, '.js')}`,
        value: `${(script.gzip / 1024).toFixed(1)} KB`,
      })),
      {
        name: `home interactive (median of ${LOADS} cold loads, load ${load})`,
        value: `${Math.round(plain.interactiveMs)} ms`,
        goal: `<= ${INTERACTIVE_GOAL_MS} ms`,
        ok: plain.interactiveMs <= INTERACTIVE_GOAL_MS,
      },
      {
        name: `home interactive: main-thread CPU (trace, median of ${TRACED_LOADS})`,
        value: `${Math.round(cpu)} ms`,
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
