// Dev-only: where the main thread's time goes in a variant click and in an offer scroll frame (trace
// events by kind, self time, and the elements each style recalculation touched). Not part of
// `npm run bench` (no .bench.ts suffix). `BENCH_SHOTS=<dir>` also saves the screens it passes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildIfNeeded, freePort, launchChromium, startServer, type TraceEvent } from './browser';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** With PROFILE=1: a sampled JS profile of `work`, self time by function (an unminified build names them). */
async function jsProfile(page: Page, label: string, work: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${label} JS profile, self ms total ${(total / 1000).toFixed(0)}:`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${key}`);
  }
}

async function trace(browser: Browser, page: Page, work: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'v8.execute',
    ],
  });
  await work();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Self time (ms) by event name on the renderer main thread inside the page's marked windows. */
function breakdown(events: TraceEvent[], prefix: string, windows: number) {
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const marks = new Map<string, number>();
  for (const e of events) if (e.name.startsWith(`${prefix}:`)) marks.set(e.name, e.ts);
  const ranges: [number, number][] = [];
  for (let n = 0; marks.has(`${prefix}:${n}:start`); n++) {
    const end = marks.get(`${prefix}:${n}:end`);
    if (end !== undefined) ranges.push([marks.get(`${prefix}:${n}:start`)!, end]);
  }
  const inside = (e: TraceEvent) => ranges.some(([s, t]) => e.ts + (e.dur ?? 0) > s && e.ts < t);
  const complete = events
    .filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && inside(e))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Thread time where the trace has it (a loaded machine stretches wall time), else wall time.
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const top = stack.pop()!;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + cpu(top.e) - top.children);
    }
  };
  for (const e of complete) {
    close(e.ts);
    if (stack.length) stack.at(-1)!.children += cpu(e);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Infinity);
  const styles = complete.filter((e) => e.name === 'UpdateLayoutTree');
  const elements = styles.map((e) => e.args?.elementCount ?? (e.args?.data?.elementCount as number) ?? 0);
  console.log(`\n${prefix}: ${ranges.length} windows, self CPU ms per window by event:`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
    console.log(`  ${name.padEnd(32)} ${(us / 1000 / windows).toFixed(2)}`);
  }
  console.log(
    `  style recalcs per window ${(styles.length / windows).toFixed(1)}, elements each: ${elements.slice(0, 30).join(' ')}`,
  );
  const layouts = complete.filter((e) => e.name === 'Layout');
  console.log(`  layouts per window ${(layouts.length / windows).toFixed(1)}`);
}

function click(page: Page, value: string, mark: number): Promise<void> {
  return page.evaluate(
    ({ value, mark }) =>
      new Promise<void>((resolve) => {
        const price = document.querySelector('[data-testid="row-price"]')!;
        const before = price.textContent;
        const observer = new MutationObserver(() => {
          if (price.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              performance.mark(`click:${mark}:end`);
              resolve();
            }, 0),
          );
        });
        observer.observe(price, { childList: true, characterData: true, subtree: true });
        performance.mark(`click:${mark}:start`);
        document
          .querySelector<HTMLButtonElement>(`[data-testid="variable-FRONT"] button[data-value="${value}"]`)!
          .click();
      }),
    { value, mark },
  );
}

function scroll(page: Page, frames: number): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, 0);
        let n = 0;
        const frame = () => {
          if (n > 0) performance.mark(`frame:${n - 1}:end`);
          if (n === frames) return resolve();
          performance.mark(`frame:${n}:start`);
          n++;
          window.scrollBy(0, 120);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    frames,
  );
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'arredo-prof-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await launchChromium();
const shots = process.env.BENCH_SHOTS;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(120_000);
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`http://localhost:${port}/itemsearch?e2e=1`);
  // On a loaded machine the first catalogue request can beat the guest session: load again then.
  const kitchen = page.getByTestId('catalog-KITCHEN');
  await kitchen
    .or(page.getByText(/Could not load the catalogues/))
    .first()
    .waitFor();
  if (!(await kitchen.isVisible())) await page.reload();
  await kitchen.click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button').click();
  await page.getByTestId('variable-FRONT').waitFor();
  for (let i = 0; i < 10; i++) await click(page, i % 2 === 0 ? 'F04' : 'F01', -1);
  console.log(`load ${loadavg()[0]!.toFixed(1)}`);
  const clicks = 40;
  breakdown(
    await trace(browser, page, async () => {
      for (let i = 0; i < clicks; i++) await click(page, i % 2 === 0 ? 'F04' : 'F01', i);
    }),
    'click',
    clicks,
  );
  if (process.env.PROFILE) {
    await jsProfile(page, 'click', async () => {
      for (let i = 0; i < clicks; i++) await click(page, i % 2 === 0 ? 'F04' : 'F01', -1);
    });
  }
  if (shots) await page.screenshot({ path: join(shots, 'configurator.png'), fullPage: true });
  await page.evaluate(async () => {
    const { dispatch } = (
      window as unknown as {
        __arredoE2E: { actions: { dispatch: (name: string, args?: unknown) => Promise<unknown> } };
      }
    ).__arredoE2E.actions;
    await dispatch('saveArticle');
    for (let i = 1; i < 500; i++) await dispatch('duplicateRow', { rowId: 1 });
    await dispatch('navigate', { path: '/offerview' });
  });
  await page.getByTestId('offer-row').first().waitFor();
  if (shots) await page.screenshot({ path: join(shots, 'offer.png') });
  await scroll(page, 150);
  const frames = 150;
  const events = await trace(browser, page, () => scroll(page, frames));
  breakdown(events, 'frame', frames);
  if (process.env.PROFILE) await jsProfile(page, 'scroll', () => scroll(page, frames));
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: events }));
  console.log(`load ${loadavg()[0]!.toFixed(1)}`);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
