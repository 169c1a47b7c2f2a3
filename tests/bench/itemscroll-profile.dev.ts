// Dev-only: where the long frames of the item search list's scroll go (itempictures.bench.ts's
// "scrolling 144: longest frame"): the bench's visit, then the same wheel scroll under a CPU profile
// and a Chromium trace; prints each main-thread task over LONG ms with its kinds of work (script,
// style, layout, paint...) and the functions and components that took its time, the totals, then
// the longest frames with how busy the main thread was between them (little: the compositor or a
// loaded machine held the frame, not the page's work).
// Not part of `npm run bench` (no .bench.ts suffix).
// Usage: npx tsx tests/bench/itemscroll-profile.dev.ts   (NOGL=1: WebGL off, no pictures drawn)
import { loadavg } from 'node:os';
import { rendererMainThreads, type TraceEvent } from './browser';
import { startProfile, timedSamples } from './cdpProfile';
import { openBenchSite, scrollThrough, visit } from './itempictures.bench';
import { frameNames } from './sourceMaps';

const LONG = Number(process.env.LONG ?? 50);
const SHOWN = Number(process.env.SHOWN ?? 12);
const nameOf = frameNames('dist');

/** A trace event's kind of work, as DevTools' summary groups them. */
function kind(name: string): string | undefined {
  if (
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|FireIdleCallback|RunMicrotasks|v8\.callFunction|IntersectionObserverController::computeIntersections|HandlePostMessage)$/.test(
      name,
    )
  )
    return 'script';
  if (
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/.test(
      name,
    )
  )
    return 'style';
  if (/^(Layout|UpdateLayer|UpdateLayerTree)$/.test(name)) return 'layout';
  if (
    /^(Paint|PrePaint|Layerize|Commit|PaintImage|RasterTask|CompositeLayers|Decode Image|ImageDecodeTask)$/.test(
      name,
    )
  )
    return 'paint';
  return undefined;
}

const site = await openBenchSite();
try {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  if (process.env.NOGL)
    await page.addInitScript(`{
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, options) {
        return /webgl/i.test(type) ? null : original.call(this, type, options);
      };
    }`);
  await visit(page, site.url);
  const load = loadavg()[0]!.toFixed(2);
  type Event = TraceEvent & { args?: { data?: { functionName?: string; type?: string } } };
  const profiling = await startProfile<Event>(page, { interval: 200 });
  // The frames' times (the bench keeps only their gaps), on the clock of the mark below.
  await page.evaluate(`(() => {
    const times = (window.profileFrames = []);
    const frame = (now) => {
      times.push(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const scrollAt = await page.evaluate(() => performance.mark('profile:scroll').startTime);
  const scroll = await scrollThrough(page);
  // The frames' record ends here: a task after it is not in the bench's figure.
  await page.evaluate(() => performance.mark('profile:scrolled'));
  const frameTimes = await page.evaluate(
    () => (window as unknown as { profileFrames: number[] }).profileFrames,
  );
  const { trace, profile } = await profiling.stop();
  console.log(
    `load ${load}; longest frame ${Math.round(scroll.longestMs)} ms, ${scroll.over50} of ${scroll.frames} over 50 ms`,
  );
  const main = rendererMainThreads(trace);
  const onMain = trace.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG * 1000);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const samples = timedSamples(profile);
  const markAt = (name: string) => trace.find((e) => e.name === name)?.ts ?? NaN;
  const start = markAt('profile:scroll');
  const ended = markAt('profile:scrolled');
  const ms = (us: number) => (us / 1000).toFixed(1);
  const totals = { kinds: new Map<string, number>(), app: new Map<string, number>() };
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  console.log(`${tasks.length} main-thread tasks over ${LONG} ms:`);
  tasks.forEach((task, i) => {
    const end = task.ts + (task.dur ?? 0);
    // The outermost events of each kind inside the task (a layout inside a script counted once).
    const kinds = new Map<string, number>();
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    const covered: [number, number][] = [];
    for (const e of inside.sort((a, b) => a.ts - b.ts)) {
      const k = kind(e.name);
      if (!k) continue;
      if (covered.some(([s, f]) => e.ts >= s && e.ts < f)) continue;
      covered.push([e.ts, e.ts + (e.dur ?? 0)]);
      add(kinds, `${k} ${e.name}`, (e.dur ?? 0) / 1000);
    }
    // Forced layouts and style recalcs inside scripts.
    for (const e of inside) {
      if (!/^(Layout|UpdateLayoutTree)$/.test(e.name)) continue;
      if (covered.some(([s, f]) => e.ts > s && e.ts < f && e.ts + (e.dur ?? 0) <= f))
        add(kinds, `forced ${e.name}`, (e.dur ?? 0) / 1000);
    }
    for (const [k, v] of kinds) add(totals.kinds, k, v);
    const self = new Map<string, number>();
    const app = new Map<string, number>();
    for (const [ts, id, w] of samples) {
      if (ts < task.ts || ts > end) continue;
      add(self, nameOf(byId.get(id)!.callFrame).name, w);
      // Inclusive time of the app's functions (its components among them), once a sample.
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const n = nameOf(byId.get(at)!.callFrame);
        if (!/renderer\/(features|state|actions|ui|app)\//.test(n.source) || seen.has(n.name)) continue;
        seen.add(n.name);
        add(app, n.name.replace(/ .*renderer\//, ' '), w);
      }
    }
    for (const [k, v] of app) add(totals.app, k, v);
    if (i >= SHOWN) return;
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(' | ');
    const when = task.ts > ended ? ' (after the scroll)' : '';
    console.log(`\n+${ms(task.ts - start)} ms${when}: ${ms(task.dur ?? 0)} ms  [${top(kinds, 5)}]`);
    console.log(`  self: ${top(self, 4)}`);
    if (app.size) console.log(`  app:  ${top(app, 5)}`);
  });
  const sum = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join('\n  ');
  console.log(
    `\nscroll took ${ms(ended - start)} ms; in those tasks, by kind (ms):\n  ${sum(totals.kinds, 8)}`,
  );
  console.log(`the app's functions, inclusive (ms):\n  ${sum(totals.app, 15)}`);
  // The long frames: what the main thread did between the two frames (its busy share tells work
  // on the page from a frame the compositor or a busy machine held back).
  const gaps = frameTimes
    .slice(1)
    .map((t, i) => [frameTimes[i]!, t] as const)
    .filter(([a, b]) => b - a > LONG);
  console.log(`\n${gaps.length} frames over ${LONG} ms, longest first; the main thread between them:`);
  for (const [a, b] of [...gaps].sort((x, y) => y[1] - y[0] - (x[1] - x[0])).slice(0, SHOWN)) {
    const from = start + (a - scrollAt) * 1000;
    const to = start + (b - scrollAt) * 1000;
    const kinds = new Map<string, number>();
    let busy = 0;
    for (const task of onMain.filter(
      (e) => e.name === 'RunTask' && e.ts < to && e.ts + (e.dur ?? 0) > from,
    )) {
      busy += (Math.min(to, task.ts + (task.dur ?? 0)) - Math.max(from, task.ts)) / 1000;
      for (const e of onMain) {
        if (e.ts < task.ts || e.ts >= task.ts + (task.dur ?? 0) || e === task || !kind(e.name)) continue;
        if (e.ts < from || e.ts >= to) continue;
        add(kinds, e.name, (e.dur ?? 0) / 1000);
      }
    }
    const fns = new Map<string, number>();
    for (const [ts, id, w] of samples)
      if (ts >= from && ts < to) add(fns, nameOf(byId.get(id)!.callFrame).name, w);
    const topFn = [...fns]
      .filter(([k, v]) => v >= 5 && !/^\((program|idle)\)/.test(k.trim()))
      .sort((x, y) => y[1] - x[1])
      .slice(0, 2)
      .map(([k, v]) => `${k.trim()} ${v.toFixed(0)}`)
      .join(', ');
    const top = [...kinds]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    console.log(
      `  +${(a - scrollAt).toFixed(0)} ms: ${(b - a).toFixed(0)} ms, main busy ${busy.toFixed(0)} ms  ${top}` +
        (topFn ? `\n      ${topFn}` : ''),
    );
  }
  await context.close();
} finally {
  await site.close();
}
