// Dev-only (not part of `npm run bench`): two builds of the app side by side, clicks alternated
// between them under the same load, each from the press on home's "Open projects" to the list
// painted, with where the time went (a Chromium trace of every click when TRACE=1).
//   BEFORE=<root of a built checkout> (default /tmp/arredo-main), AFTER=<root> (default: this one),
//   ROUNDS=<n> clicks per build (default 10), READ_MS=<ms> on home before the click (default 300).
// Each root serves its own dist/renderer from its own dist/server, with its own 1,000 projects.
// The breakdown of a click (ms from the pointerdown): the list request's start and end, the code
// fetched in the window, the main thread's CPU, the time its tasks ran without the CPU (the machine's
// other processes), the time it was idle (waiting), and style, layout, paint, GC and compile inside.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  freePort,
  launchChromium,
  median,
  percentile,
  type TraceEvent,
  rendererMainThreads,
} from './browser';
import { markPressAndPaint, seedProjects, sellerSession } from './projects.bench';

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const TRACE = process.env.TRACE === '1';

interface Build {
  label: string;
  root: string;
  base: string;
  session: string;
  server: ChildProcess;
  dataDir: string;
  clicks: Click[];
}

interface Click {
  /** From the press to the end of the frame that paints the rows. */
  wall: number;
  /** From the press to the app's 'projects-painted' mark (set in that frame's animation callback). */
  beforeFrame: number;
  load: number;
  parts?: Record<string, number>;
  timeline?: string;
}

async function start(label: string, root: string): Promise<Build> {
  const dataDir = mkdtempSync(join(tmpdir(), `arredo-paired-${label}-`));
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`${label}: server exited`);
    if (i > 960) throw new Error(`${label}: server did not start`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const sessionId = await sellerSession(base);
  await seedProjects(base, sessionId);
  console.log(`${label}: ${root} at ${base}`);
  return { label, root, base, session: sessionId, server, dataDir, clicks: [] };
}

const categories: Record<string, string[]> = {
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
  gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'],
  compile: ['v8.compile', 'v8.compileModule', 'V8.CompileCode'],
};

/** Where one click's time went, from its trace. */
function breakdown(events: TraceEvent[], base: string): { parts: Record<string, number>; timeline: string } {
  const main = rendererMainThreads(events);
  const from = events.find((e) => e.name === 'bench:open-projects')!.ts;
  const mark = events.find((e) => e.name === 'projects-painted')!.ts;
  // The end of the frame: the main-thread task that ran the animation callback that set the mark.
  const frame = events.find(
    (e) =>
      e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.ts <= mark && e.ts + (e.dur ?? 0) >= mark,
  );
  const to = frame ? frame.ts + frame.dur! : mark;
  const ms = (t: number) => t / 1000;
  const onMain = events.filter(
    (e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.ts + (e.dur ?? 0) > from && e.ts < to,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  // Clipped to the window: the pointerdown's own task began before the mark.
  let inTasks = 0;
  let cpu = 0;
  for (const t of tasks) {
    const dur = Math.min(t.ts + (t.dur ?? 0), to) - Math.max(t.ts, from);
    inTasks += dur;
    cpu += ((t.tdur ?? t.dur ?? 0) * dur) / Math.max(1, t.dur ?? 1);
  }
  const parts: Record<string, number> = {
    wall: ms(to - from),
    cpu: ms(cpu),
    descheduled: ms(inTasks - cpu),
    idle: ms(to - from - inTasks),
  };
  for (const [name, list] of Object.entries(categories))
    parts[name] = ms(
      onMain.filter((e) => list.includes(e.name)).reduce((s, e) => s + (e.tdur ?? e.dur ?? 0), 0),
    );
  // The list request (the first page) and the code fetched in the window.
  const requests = new Map<string, { url: string; send: number; end?: number }>();
  for (const e of events) {
    const data = e.args?.data as { requestId?: string; url?: string; finishTime?: number } | undefined;
    if (!data?.requestId) continue;
    if (e.name === 'ResourceSendRequest') requests.set(data.requestId, { url: data.url ?? '', send: e.ts });
    const request = requests.get(data.requestId);
    if (request && e.name === 'ResourceFinish') request.end = data.finishTime ? data.finishTime * 1e6 : e.ts;
  }
  const list = [...requests.values()].find((r) => r.url.includes('/api/v1/projects?'));
  parts.listSent = list ? ms(list.send - from) : NaN;
  parts.listDone = list?.end ? ms(list.end - from) : NaN;
  const code = [...requests.values()].filter(
    (r) => r.url.endsWith('.js') && r.end !== undefined && r.end > from && r.send < to,
  );
  parts.codeInWindow = code.length;
  // The tasks over 4 ms, in order: start, wall, CPU, and the largest inner events.
  const timeline = tasks
    .filter((t) => (t.dur ?? 0) > 4000)
    .map((t) => {
      const inner = new Map<string, number>();
      for (const e of onMain)
        if (
          e.ts >= t.ts &&
          e.ts < t.ts + t.dur! &&
          e.name !== 'RunTask' &&
          e.name !== 'ThreadControllerImpl::RunTask'
        )
          inner.set(e.name, (inner.get(e.name) ?? 0) + (e.dur ?? 0));
      const top = [...inner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([n, v]) => `${n} ${ms(v).toFixed(0)}`)
        .join(', ');
      return `+${ms(t.ts - from).toFixed(0)} ${ms(t.dur!).toFixed(0)}/${ms(t.tdur ?? 0).toFixed(0)} [${top}]`;
    })
    .join('  ');
  void base;
  return { parts, timeline };
}

async function click(browser: Browser, build: Build): Promise<Click> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'arredo_session', value: build.session, url: build.base }]);
  const page = await context.newPage();
  try {
    await page.goto(`${build.base}/home`);
    await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
      timeout: 90_000,
    });
    // Let the idle preload of the screen's code finish, as a user who reads the home first
    // (READ_MS=0: click at once, as projects.bench.ts does).
    await page.waitForTimeout(Number(process.env.READ_MS ?? 300));
    if (TRACE)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
          'loading',
          'v8',
        ],
      });
    await page.evaluate(markPressAndPaint);
    await page.getByTestId('home-open-projects').click();
    await page.waitForFunction(() => performance.getEntriesByName('bench:painted').length > 0, null, {
      timeout: 60_000,
    });
    const [wall, beforeFrame] = await page.evaluate(() =>
      ['bench:painted', 'projects-painted'].map(
        (name) =>
          performance.getEntriesByName(name)[0]!.startTime -
          performance.getEntriesByName('bench:open-projects')[0]!.startTime,
      ),
    );
    const rows = await page.getByTestId('project-row').count();
    if (rows !== 25) throw new Error(`${build.label}: ${rows} rows painted`);
    const result: Click = { wall: wall!, beforeFrame: beforeFrame!, load: loadavg()[0]! };
    if (TRACE) {
      const events = (
        JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
      ).traceEvents;
      Object.assign(result, breakdown(events, build.base));
    }
    return result;
  } finally {
    await context.close();
  }
}

const builds = [
  await start('before', resolve(process.env.BEFORE ?? '/tmp/arredo-main')),
  await start('after', resolve(process.env.AFTER ?? '.')),
];
const browser = await launchChromium();
try {
  // One warm-up click each (the server's first list, Chromium's first compile of the chunks).
  for (const build of builds) await click(browser, build);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const result = await click(browser, build);
      build.clicks.push(result);
      const p = result.parts;
      console.log(
        `${build.label.padEnd(6)} ${result.wall.toFixed(0).padStart(4)} ms (mark ${result.beforeFrame.toFixed(0)})  load ${result.load.toFixed(1)}` +
          (p
            ? `  cpu ${p.cpu!.toFixed(0)} desched ${p.descheduled!.toFixed(0)} idle ${p.idle!.toFixed(0)} | style ${p.style!.toFixed(0)} layout ${p.layout!.toFixed(0)} paint ${p.paint!.toFixed(0)} gc ${p.gc!.toFixed(0)} compile ${p.compile!.toFixed(0)} | list ${p.listSent!.toFixed(0)}..${p.listDone!.toFixed(0)} code ${p.codeInWindow}\n         ${result.timeline}`
            : ''),
      );
    }
  }
} finally {
  await browser.close();
  for (const build of builds) {
    build.server.kill();
    rmSync(build.dataDir, { recursive: true, force: true });
  }
}
for (const build of builds) {
  const walls = build.clicks.map((c) => c.wall);
  const marks = build.clicks.map((c) => c.beforeFrame);
  const loads = build.clicks.map((c) => c.load);
  let line = `${build.label}: p50 ${median(walls).toFixed(0)} p90 ${percentile(walls, 90).toFixed(0)} max ${Math.max(...walls).toFixed(0)} ms; to the app's mark p50 ${median(marks).toFixed(0)} max ${Math.max(...marks).toFixed(0)} (n ${walls.length}, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)})`;
  if (TRACE) {
    const of = (key: string) => median(build.clicks.map((c) => c.parts![key]!)).toFixed(0);
    line += `; medians: cpu ${of('cpu')} desched ${of('descheduled')} idle ${of('idle')} style ${of('style')} layout ${of('layout')} paint ${of('paint')} gc ${of('gc')}`;
  }
  console.log(line);
}
