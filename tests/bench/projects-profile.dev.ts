// Dev-only: where the main thread's time goes from "Open projects" to the list painted (CPU profile
// and trace), with 1,000 stored projects. Not part of `npm run bench` (no .bench.ts suffix).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildIfNeeded,
  freePort,
  launchChromium,
  startServer,
  rendererMainThreads,
  type TraceEvent,
} from './browser';
import { startProfile } from './cdpProfile';
import { seedProjects, sellerSession } from './projects.bench';
import { sourceMaps, type CallFrame } from './sourceMaps';

const base0 = process.env.BASE;
buildIfNeeded();
let base = base0 ?? '';
let server: { kill(): void } | null = null;
if (!base) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-prof-'));
  const port = await freePort();
  server = await startServer(port, dataDir);
  base = `http://localhost:${port}`;
  console.log('server', base, dataDir);
}
const sessionId = await sellerSession(base);
if (!base0) {
  await seedProjects(base, sessionId);
}
// Server: the list call alone.
const times: number[] = [];
for (let i = 0; i < 60; i++) {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/v1/projects?page=1&pageSize=25&sort=-updated`, {
    headers: { authorization: `Bearer ${sessionId}` },
  });
  await r.arrayBuffer();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log('list p50', times[30]!.toFixed(1), 'min', times[0]!.toFixed(1));

// Minified frames named by the build's source maps (dist/renderer/assets/*.js.map).
const lookUp = sourceMaps();
function original(frame: CallFrame) {
  const at = lookUp(frame);
  return at && `${at.name} ${at.source}:${at.line}`;
}
const browser = await launchChromium();
const context = await browser.newContext();
await context.addCookies([{ name: 'arredo_session', value: sessionId, url: base }]);
const page = await context.newPage();
for (let load = 0; load < Number(process.env.LOADS ?? 3); load++) {
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
    timeout: 90_000,
  });
  const profiling = await startProfile<TraceEvent & { args?: { name?: string; data?: { url?: string } } }>(
    page,
    {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
  );
  await page.evaluate(() =>
    document.addEventListener('pointerdown', () => performance.mark('bench:open-projects'), {
      capture: true,
      once: true,
    }),
  );
  await page.getByTestId('home-open-projects').click();
  await page.waitForFunction(() => performance.getEntriesByName('projects-painted').length > 0, null, {
    timeout: 60_000,
  });
  const wall = await page.evaluate(
    () =>
      performance.getEntriesByName('projects-painted')[0]!.startTime -
      performance.getEntriesByName('bench:open-projects')[0]!.startTime,
  );
  const { trace, profile } = await profiling.stop();
  const mainIds = rendererMainThreads(trace);
  const start = trace.find((e) => e.name === 'bench:open-projects')!.ts;
  const end = trace.find((e) => e.name === 'projects-painted')!.ts;
  const onMain = trace.filter(
    (e) => e.ph === 'X' && mainIds.has(`${e.pid}:${e.tid}`) && e.ts >= start - 5000 && e.ts < end,
  );
  const cpu = onMain.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
  const byName = new Map<string, number>();
  for (const e of onMain)
    if (e.name !== 'RunTask') byName.set(e.name, (byName.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  console.log(`load ${load}: wall ${wall.toFixed(0)} ms, main-thread CPU ${cpu.toFixed(1)} ms`);
  console.log(
    '  ',
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(' | '),
  );
  // Resources fetched during the window.
  const sends = trace.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= start && e.ts < end);
  console.log('   requests:', sends.map((e) => (e.args?.data?.url ?? '').replace(base, '')).join(' '));
  // The main thread's tasks in the window, in order: when (from the press), CPU, and what ran.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.tdur ?? 0) > 1500);
  for (const task of tasks) {
    const inner = onMain
      .filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask')
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '')})` : ''} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(1)}`,
      )
      .slice(0, 6);
    console.log(
      `   +${((task.ts - start) / 1000).toFixed(0)} ms cpu ${((task.tdur ?? 0) / 1000).toFixed(1)}: ${inner.join(', ')}`,
    );
  }
  // Self time by function.
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]! / 1000));
  const byFn = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const url = node.callFrame.url.replace(base, '').replace(/^.*\/assets\//, '');
    const key =
      original(node.callFrame) ??
      `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + ms);
    byUrl.set(url || node.callFrame.functionName, (byUrl.get(url || node.callFrame.functionName) ?? 0) + ms);
  }
  // Who called the costliest native functions (their callers' names, from the source maps).
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const native of (process.env.CALLERS ?? 'removeChild').split(',')) {
    const callers = new Map<string, number>();
    for (const node of profile.nodes) {
      if (node.callFrame.functionName !== native) continue;
      const chain: string[] = [];
      let up = parentOf.get(node.id);
      while (up !== undefined && chain.length < 6) {
        const frame = nodeById.get(up)!.callFrame;
        chain.push(original(frame) ?? (frame.functionName || '(anon)'));
        up = parentOf.get(up);
      }
      const key = chain.join(' < ');
      callers.set(key, (callers.get(key) ?? 0) + (self.get(node.id) ?? 0));
    }
    for (const [key, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`   ${native} ${ms.toFixed(1)} ms from ${key}`);
  }
  // OWNERS=1: each sample charged to the nearest frame of the app's own code (renderer/, core/)
  // above it, named by the source maps: which of our components the library time is spent for.
  if (process.env.OWNERS === '1') {
    const owners = new Map<string, number>();
    for (const node of profile.nodes) {
      const ms = self.get(node.id) ?? 0;
      if (!ms || ['(program)', '(idle)', '(root)'].includes(node.callFrame.functionName)) continue;
      // The component being rendered (the function React's renderWithHooks called), else the
      // nearest frame of our code (commit and effects run from React's loop under main.tsx).
      let at: number | undefined = node.id;
      let owner = '(library only)';
      let ours: string | undefined;
      while (at !== undefined) {
        const frame = nodeById.get(at)!.callFrame;
        const up = parentOf.get(at);
        const name = original(frame) ?? `${frame.functionName || '(anon)'}`;
        if (
          up !== undefined &&
          (original(nodeById.get(up)!.callFrame) ?? '').startsWith('renderWithHooks ')
        ) {
          owner = `render ${name}`;
          break;
        }
        if (!ours && /(^| )(renderer|core)\//.test(name)) ours = name;
        if (
          /^(commitRoot|commitRootImpl|flushPassiveEffects|commitMutationEffects|commitLayoutEffects) /.test(
            name,
          )
        ) {
          owner = `${name.split(' ')[0]} (${ours ?? 'React'})`;
          break;
        }
        at = up;
      }
      if (owner === '(library only)' && ours) owner = ours;
      owners.set(owner, (owners.get(owner) ?? 0) + ms);
    }
    console.log(
      '   by owner:',
      [...owners]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, v]) => `${n} ${v.toFixed(1)}`)
        .join('\n      '),
    );
  }
  console.log(
    '   by file:',
    [...byUrl]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join(' | '),
  );
  console.log(
    '   by fn:',
    [...byFn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.TOP ?? 30))
      .map(([n, v]) => `${n} ${v.toFixed(1)}`)
      .join('\n      '),
  );
  // The list alone: the next page, from the click to its rows painted.
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const firstId = await page.getByTestId('project-row').first().getAttribute('data-project-id');
  await page.evaluate(() => performance.mark('next:start'));
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForFunction(
    (id) =>
      document.querySelector('[data-testid=project-row]')?.getAttribute('data-project-id') !== id &&
      document.querySelector('[data-testid=projects-list]')?.getAttribute('aria-busy') === 'false',
    firstId,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  await page.evaluate(() => performance.mark('next:end'));
  const t2 = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents as typeof trace;
  const s2 = t2.find((e) => e.name === 'next:start')!.ts;
  const e2 = t2.find((e) => e.name === 'next:end')!.ts;
  const main2 = rendererMainThreads(t2);
  const cpu2 =
    t2
      .filter(
        (e) =>
          e.ph === 'X' && e.name === 'RunTask' && main2.has(`${e.pid}:${e.tid}`) && e.ts >= s2 && e.ts < e2,
      )
      .reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  console.log(`   next page: main-thread CPU ${cpu2.toFixed(1)} ms`);
}
await browser.close();
server?.kill();
