// Dev-only: where the main thread's time goes in a variant click and in an offer scroll frame (trace
// events by kind, self time, and the elements each style recalculation touched), and the slowest
// clicks one by one. Not part of `npm run bench` (no .bench.ts suffix). `BENCH_SHOTS=<dir>` also
// saves the screens it passes; `CLICKS=<n>` sets the traced clicks (40); `CLICK_TRACE=<file>` writes
// their trace (open it in Chromium's Performance panel).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  buildIfNeeded,
  freePort,
  launchChromium,
  startServer,
  type TraceEvent,
  rendererMainThreads,
} from './browser';
import { startProfile, TRACE_CATEGORIES } from './cdpProfile';
import { clickVariant } from './variantClick';

/** With PROFILE=1: a sampled JS profile of `work`, self time by function (an unminified build names them). */
async function jsProfile(page: Page, label: string, work: () => Promise<void>): Promise<void> {
  const profiling = await startProfile(page, { categories: [] });
  await work();
  const { profile } = await profiling.stop();
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
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES] });
  await work();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Self time (ms) by event name on the renderer main thread inside the page's marked windows. */
function breakdown(events: TraceEvent[], prefix: string, windows: number) {
  const main = rendererMainThreads(events);
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

/** Where a click's main-thread CPU went, by kind of work (self time of the trace's events). */
function kindOf(name: string): string {
  if (/GC|Scavenge|Sweep/.test(name)) return 'gc';
  if (name === 'UpdateLayoutTree') return 'style';
  if (name === 'Layout') return 'layout';
  if (/Paint|Layerize|Commit|UpdateLayer/.test(name)) return 'paint';
  if (/FunctionCall|Microtask|EventDispatch|TimerFire|FireAnimationFrame|V8/.test(name)) return 'script';
  if (name === 'HitTest') return 'hit test';
  return name === 'RunTask' ? 'task' : 'other';
}

/**
 * The slowest click windows by CPU, each with its CPU by kind and its tasks (start from the release
 * in ms + wall ms (CPU ms)), and the tasks of over 0.5 ms of CPU that ended in the 30 ms before it
 * (a long task there delays the click).
 */
function slowest(events: TraceEvent[], prefix: string, show: number) {
  const main = rendererMainThreads(events);
  const marks = new Map<string, number>();
  for (const e of events) if (e.name.startsWith(`${prefix}:`)) marks.set(e.name, e.ts);
  const complete = events
    .filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const ms = (us: number) => (us / 1000).toFixed(1);
  const rows: { n: number; cpu: number; line: string }[] = [];
  for (let n = 0; marks.has(`${prefix}:${n}:start`); n++) {
    const start = marks.get(`${prefix}:${n}:start`)!;
    const end = marks.get(`${prefix}:${n}:end`);
    if (end === undefined) break;
    const inside = complete.filter((e) => e.ts + (e.dur ?? 0) > start && e.ts < end);
    const tasks = inside.filter((e) => e.name === 'RunTask');
    const byKind = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; children: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.end <= until) {
        const top = stack.pop()!;
        const kind = kindOf(top.e.name);
        byKind.set(kind, (byKind.get(kind) ?? 0) + cpu(top.e) - top.children);
      }
    };
    for (const e of inside) {
      close(e.ts);
      if (stack.length) stack.at(-1)!.children += cpu(e);
      stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
    }
    close(Infinity);
    const total = tasks.reduce((sum, e) => sum + cpu(e), 0);
    const task = (e: TraceEvent) => `${ms(e.ts - start)}+${ms(e.dur ?? 0)}(${ms(cpu(e))})`;
    const before = complete.filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ts + (e.dur ?? 0) <= start &&
        e.ts + (e.dur ?? 0) > start - 30_000 &&
        cpu(e) > 500,
    );
    rows.push({
      n,
      cpu: total,
      line:
        `#${n} wall ${ms(end - start)} cpu ${ms(total)} | ` +
        [...byKind]
          .sort((a, b) => b[1] - a[1])
          .map(([kind, us]) => `${kind} ${ms(us)}`)
          .join(', ') +
        `\n     tasks ${tasks
          .filter((e) => cpu(e) >= 100)
          .map(task)
          .join(' ')}` +
        `\n     before ${before.map(task).join(' ') || '-'}`,
    });
  }
  console.log(`\n${prefix}: the ${show} slowest by CPU (times in ms from the release)`);
  for (const row of [...rows].sort((a, b) => b.cpu - a.cpu).slice(0, show)) console.log(row.line);
  const middle = [...rows].sort((a, b) => a.cpu - b.cpu)[Math.floor(rows.length / 2)];
  if (middle) console.log(`${prefix}: the median one\n${middle.line}`);
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
  for (let i = 0; i < 10; i++) await clickVariant(page, i % 2 === 0 ? 'F04' : 'F01');
  console.log(`load ${loadavg()[0]!.toFixed(1)}`);
  const clicks = Number(process.env.CLICKS ?? 40);
  const clickEvents = await trace(browser, page, async () => {
    for (let i = 0; i < clicks; i++) await clickVariant(page, i % 2 === 0 ? 'F04' : 'F01', i);
  });
  breakdown(clickEvents, 'click', clicks);
  slowest(clickEvents, 'click', 6);
  if (process.env.CLICK_TRACE)
    writeFileSync(process.env.CLICK_TRACE, JSON.stringify({ traceEvents: clickEvents }));
  if (process.env.PROFILE) {
    await jsProfile(page, 'click', async () => {
      for (let i = 0; i < clicks; i++) await clickVariant(page, i % 2 === 0 ? 'F04' : 'F01');
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
