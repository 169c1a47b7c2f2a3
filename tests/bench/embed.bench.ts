// Host-protocol figures (issue 12) in headless Chromium against the built server: a parent page on
// another origin frames the app and times, through postMessage, a setModel until its reply, a
// changeVariant until the new pricesChanged event, and a navigateTo round trip.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildIfNeeded, freePort, launchChromium, percentile, startServer } from './browser';
import type { BenchFigure } from './types';

const SET_MODELS = 40;
const VARIANT_CHANGES = 40;
const NAVIGATIONS = 200;
const WARM_UP = 20;

/** Polls in Node until `check` holds (the bench has no test runner's expect.poll). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** In the parent page: posts the message and resolves the milliseconds until its reply (status 0). */
function timedRequest(page: Page, message: Record<string, unknown>): Promise<number> {
  return page.evaluate(async (m) => {
    const { request } = window as unknown as { request(m: unknown, t: number): Promise<{ status: number }> };
    const started = performance.now();
    const reply = await request(m, 60_000);
    if ((reply as unknown) === 'timeout' || reply.status !== 0)
      throw new Error(`reply ${JSON.stringify(reply)}`);
    return performance.now() - started;
  }, message);
}

/** In the parent page: posts a changeVariant and resolves the milliseconds until a new pricesChanged event. */
function timedVariantChange(page: Page, index: number): Promise<number> {
  return page.evaluate(async (i) => {
    const w = window as unknown as {
      post(m: unknown): void;
      received: { data: { action?: string; requestId?: unknown } }[];
    };
    const isPriceEvent = (m: (typeof w.received)[number]) =>
      m.data?.action === 'pricesChanged' && !('requestId' in m.data);
    const before = w.received.filter(isPriceEvent).length;
    const started = performance.now();
    // 600 and 900 wide base units have different prices: each change is a new total, so a new event.
    w.post({
      action: 'changeVariant',
      requestId: `v${i}`,
      data: { varCod: 'WIDTH', varVal: i % 2 ? '600' : '900' },
    });
    for (;;) {
      if (w.received.filter(isPriceEvent).length > before) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('no pricesChanged');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }, index);
}

const figure = (name: string, times: number[]): BenchFigure => ({
  name,
  value: `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`,
});

export default async function embedBench(): Promise<BenchFigure[]> {
  buildIfNeeded();
  const port = await freePort();
  // The parent-page helpers address the app through E2E_PORT, read when they load.
  process.env.E2E_PORT = String(port);
  const { startParentPages, serveEmbedConfig } = await import('../e2e/embedHelpers');
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-bench-embed-'));
  const server = await startServer(port, dataDir);
  const parentPages = await startParentPages();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await serveEmbedConfig(context, parentPages.parent);
    const page = await context.newPage();
    // tsx keeps function names with an `__name` helper that page.evaluate's copies do not carry.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto(`${parentPages.parent}/shop/kitchen`);
    const received = () =>
      page.evaluate(() => (window as unknown as { received: unknown[] }).received.length);
    await until(async () => (await received()) > 0, "'APP loaded'");
    await until(
      async () => (await page.frameLocator('#app').getByTestId('loading-overlay').count()) === 0,
      'the start-up login',
    );

    const navigate = (i: number) =>
      timedRequest(page, { action: 'navigateTo', requestId: `n${i}`, data: { page: 'configuratorFrame' } });
    for (let i = 0; i < WARM_UP; i++) await navigate(i);
    const navigations: number[] = [];
    for (let i = 0; i < NAVIGATIONS; i++) navigations.push(await navigate(WARM_UP + i));

    const setModels: number[] = [];
    for (let i = 0; i < SET_MODELS; i++) {
      setModels.push(
        await timedRequest(page, {
          action: 'setModel',
          requestId: `m${i}`,
          data: { catalog: 'KITCHEN', model: 'B1' },
        }),
      );
    }
    // The configured article is saved (a guest's save keeps the project in the session), then the 3D view.
    await timedRequest(page, { action: 'save', requestId: 'save' });
    await timedRequest(page, { action: 'navigateTo', requestId: '3d', data: { page: 'configurator3d' } });
    await until(
      async () => (await page.frameLocator('#app').getByTestId('configurator3d').count()) > 0,
      'the 3D view',
    );
    const variantChanges: number[] = [];
    for (let i = 0; i < VARIANT_CHANGES; i++) variantChanges.push(await timedVariantChange(page, i));

    const load = loadavg()[0]!.toFixed(1);
    return [
      figure(`host navigateTo round trip p50 / p99 (${NAVIGATIONS})`, navigations),
      figure(`host setModel until reply p50 / p99 (${SET_MODELS})`, setModels),
      figure(`host changeVariant until pricesChanged p50 / p99 (${VARIANT_CHANGES})`, variantChanges),
      { name: 'host messages: load average during the run', value: load },
    ];
  } finally {
    await browser.close();
    await parentPages.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
