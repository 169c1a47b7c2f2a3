// Dev-only (not part of `npm run bench`): where the time from the press on home's "Open projects" to
// the list painted goes, with 1,000 stored projects: every request in order (sent, response, finish,
// in ms from the bench's mark), the main thread's tasks over 3 ms with what they did (script, style,
// layout, paint), and its CPU from the press. BASE=<url> reuses a running server (SEED=1 seeds it),
// HOVER=<ms> hovers the link that long before the press, LOADS=<n> sets the number of clicks.
import { mkdtempSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, freePort, launchChromium, startServer, rendererMainThreads } from './browser';
import { seedProjects, sellerSession } from './projects.bench';
let base = process.env.BASE ?? '';
let server: { kill(): void } | null = null;
if (!base) {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-prof-'));
  const port = await freePort();
  server = await startServer(port, dataDir);
  base = `http://localhost:${port}`;
  console.log('server', base, dataDir);
}
const sessionId = await sellerSession(base);
if (!process.env.BASE || process.env.SEED) {
  await seedProjects(base, sessionId);
}
const browser = await launchChromium();
const context = await browser.newContext();
await context.addCookies([{ name: 'arredo_session', value: sessionId, url: base }]);
type Ev = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: {
    name?: string;
    data?: {
      requestId?: string;
      url?: string;
      priority?: string;
      finishTime?: number;
      functionName?: string;
    };
  };
};
for (let load = 0; load < Number(process.env.LOADS ?? 3); load++) {
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
    timeout: 90_000,
  });
  if (process.env.HOVER) {
    await page.getByTestId('home-open-projects').hover();
    await page.waitForTimeout(Number(process.env.HOVER));
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
    ],
  });
  await page.evaluate(() => {
    performance.mark('bench:open-projects');
    document.addEventListener('pointerdown', () => performance.mark('bench:pointerdown'), {
      capture: true,
      once: true,
    });
  });
  await page.getByTestId('home-open-projects').click();
  await page.waitForFunction(() => performance.getEntriesByName('projects-painted').length > 0, null, {
    timeout: 60_000,
  });
  const wall = await page.evaluate(
    () =>
      performance.getEntriesByName('projects-painted')[0]!.startTime -
      performance.getEntriesByName('bench:open-projects')[0]!.startTime,
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents as Ev[];
  const mainIds = rendererMainThreads(trace);
  const start = trace.find((e) => e.name === 'bench:open-projects')!.ts;
  const end = trace.find((e) => e.name === 'projects-painted')!.ts;
  const rel = (t: number) => ((t - start) / 1000).toFixed(0).padStart(5);
  const pd = trace.find((e) => e.name === 'bench:pointerdown')?.ts ?? start;
  console.log(
    `\nload ${load}: wall ${wall.toFixed(0)} ms, pointerdown at ${rel(pd)}, pointerdown->painted ${((end - pd) / 1000).toFixed(0)} ms  (loadavg ${loadavg()[0]!.toFixed(2)})`,
  );
  // network
  const reqs = new Map<string, { url: string; send: number; resp?: number; fin?: number; prio?: string }>();
  for (const e of trace) {
    const d = e.args?.data;
    if (!d?.requestId) continue;
    if (e.name === 'ResourceSendRequest')
      reqs.set(d.requestId, { url: d.url ?? '', send: e.ts, prio: d.priority ?? '' });
    const r = reqs.get(d.requestId);
    if (!r) continue;
    if (e.name === 'ResourceReceiveResponse') r.resp = e.ts;
    if (e.name === 'ResourceFinish') r.fin = d.finishTime ? d.finishTime * 1e6 : e.ts;
  }
  for (const r of [...reqs.values()].sort((a, b) => a.send - b.send))
    if (r.send >= start - 1000 && r.send < end)
      console.log(
        `  net ${rel(r.send)} -> resp ${r.resp ? rel(r.resp) : '  ?'} fin ${r.fin ? rel(r.fin) : '  ?'}  ${r.url.replace(base, '')}`,
      );
  // main thread tasks
  const onMain = trace.filter(
    (e) => e.ph === 'X' && mainIds.has(`${e.pid}:${e.tid}`) && e.ts >= start - 2000 && e.ts < end,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const cpu = tasks.reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
  const cpuPd = tasks.filter((t) => t.ts + (t.dur ?? 0) > pd).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
  console.log(
    `  main-thread CPU ${cpu.toFixed(1)} ms in ${tasks.length} tasks; from pointerdown ${cpuPd.toFixed(1)} ms`,
  );
  for (const t of tasks)
    if ((t.dur ?? 0) > 3000) {
      const inner = onMain.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && e.name !== 'RunTask');
      const top = new Map<string, number>();
      for (const e of inner)
        if (
          [
            'EvaluateScript',
            'v8.compile',
            'FunctionCall',
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'PrePaint',
            'Layerize',
            'v8.evaluateModule',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'ParseHTML',
            'ParseAuthorStyleSheet',
            'RunMicrotasks',
            'v8.compileModule',
            'HitTest',
            'Commit',
            'UpdateLayer',
            'ScheduleStyleRecalculation',
          ].includes(e.name)
        )
          top.set(e.name, (top.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      const urls = inner
        .filter(
          (e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall',
        )
        .map((e) => (e.args?.data?.url ?? e.args?.data?.functionName ?? '').replace(base, '').slice(-40))
        .filter(Boolean);
      console.log(
        `  task ${rel(t.ts)} dur ${((t.dur ?? 0) / 1000).toFixed(1)} cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}: ${[
          ...top,
        ]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([n, v]) => `${n} ${v.toFixed(1)}`)
          .join(', ')} [${[...new Set(urls)].slice(0, 3).join(' ')}]`,
      );
    }
  const byName = new Map<string, number>();
  for (const e of onMain)
    if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'v8.compile',
        'v8.compileModule',
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'ParseAuthorStyleSheet',
        'GC',
        'MinorGC',
        'MajorGC',
        'V8.GC_SCAVENGER',
      ].includes(e.name)
    )
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log(
    '  totals (wall inside tasks):',
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(' | '),
  );
  await page.close();
}
await browser.close();
server?.kill();
