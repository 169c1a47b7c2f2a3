// Dev-only: where one closet edit's frames go (issue 21's figure, closet.bench.ts): a Chromium trace
// of a few edits, each edit's main-thread tasks in order from its dispatch (with the functions that
// took their time, from a CPU profile), and the CPU profile of many edits by bucket.
// Not part of `npm run bench` (no .bench.ts suffix).
// Usage: EDITS=60 SHOWN=4 npx tsx tests/bench/closet-profile.dev.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { buildIfNeeded, freePort, rendererMainThreads, startServer, type TraceEvent } from './browser';
import { startProfile, timedSamples } from './cdpProfile';
import { drawProbe, largestCloset, timedEdits } from './closet.bench';
import { sellerPage } from './scene3d/seller';
import { frameNames } from './sourceMaps';

const EDITS = Number(process.env.EDITS ?? 60);
const SHOWN = Number(process.env.SHOWN ?? 4);
buildIfNeeded();
const nameOf = frameNames('dist');
function bucket(fn: string, source: string): string {
  if (!source) return /garbage/.test(fn) ? 'gc' : /^\((program|idle|root)\)/.test(fn) ? fn : 'native';
  if (/three\/src/.test(source)) return 'three';
  if (/react-dom|scheduler|react-reconciler/.test(source)) return 'react';
  if (/@react-three\/fiber/.test(source)) return 'r3f';
  if (/@react-three\/drei/.test(source)) return 'drei';
  if (/zod/.test(source)) return 'zod';
  if (/jotai/.test(source)) return 'jotai';
  if (/^core\//.test(source)) return source.split('/').slice(0, 2).join('/');
  if (/renderer\//.test(source))
    return source
      .replace(/^.*renderer\//, 'renderer/')
      .split('/')
      .slice(0, 2)
      .join('/');
  return source.split('/').slice(0, 2).join('/');
}

const dataDir = mkdtempSync(join(tmpdir(), 'arredo-closetprof-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const { context, page } = await sellerPage(browser, `http://localhost:${port}`);
  await page.addInitScript(drawProbe);
  await page.goto(`http://localhost:${port}/home?e2e=1`);
  await page.waitForFunction(() => 'actions' in ((window as { __arredoE2E?: object }).__arredoE2E ?? {}));
  await largestCloset(page);
  await timedEdits(page, 10);
  const profiling = await startProfile<
    TraceEvent & { args?: { data?: { functionName?: string; url?: string } } }
  >(page, { interval: 100 });
  const load = loadavg()[0]!.toFixed(2);
  const { painted, drawn, marks } = await timedEdits(page, EDITS);
  const { trace, profile } = await profiling.stop();
  console.log(`load ${load}; painted ${JSON.stringify(painted.map(Math.round))}`);
  console.log(`drawn ${JSON.stringify(drawn.map(Math.round))}`);
  const main = rendererMainThreads(trace);
  const onMain = trace.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = timedSamples(profile);
  const firstMark = trace.find((e) => e.name === 'closet-edit-0')!;
  const toTrace = (ms: number) => firstMark.ts + (ms - marks[0]!) * 1000;
  for (let i = 0; i < Math.min(SHOWN, marks.length); i++) {
    const start = toTrace(marks[i]!);
    console.log(`\n== edit ${i}: painted ${painted[i]!.toFixed(1)} drawn ${drawn[i]!.toFixed(1)}`);
    for (const task of onMain.filter(
      (e) => e.name === 'RunTask' && e.ts >= start - 2000 && e.ts < start + 70_000 && (e.dur ?? 0) > 300,
    )) {
      const end = task.ts + (task.dur ?? 0);
      const kids = onMain
        .filter((e) => e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 300)
        .filter((e) =>
          /FireAnimationFrame|FunctionCall|TimerFire|RunMicrotasks|Paint|Layout|UpdateLayoutTree|EventDispatch|v8.callFunction|HandlePostMessage|Commit|PrePaint|Layerize/.test(
            e.name,
          ),
        )
        .map(
          (e) =>
            `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${((e.dur ?? 0) / 1000).toFixed(1)}`,
        )
        .slice(0, 8);
      const self = new Map<string, number>();
      for (const [ts, id, ms] of samples) {
        if (ts < task.ts || ts > end) continue;
        const n = nameOf(byId.get(id)!.callFrame).name;
        self.set(n, (self.get(n) ?? 0) + ms);
      }
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 4);
      console.log(
        `  +${((task.ts - start) / 1000).toFixed(1)} ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${kids.join(', ')}\n      ${top.map(([n, v]) => `${n} ${v.toFixed(1)}`).join(' | ')}`,
      );
    }
  }
  const buckets = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [, id, ms] of samples) {
    const n = nameOf(byId.get(id)!.callFrame);
    const b = bucket(byId.get(id)!.callFrame.functionName, n.source);
    buckets.set(b, (buckets.get(b) ?? 0) + ms);
    fns.set(n.name, (fns.get(n.name) ?? 0) + ms);
  }
  const per = (v: number) => `${(v / EDITS).toFixed(2)} ms/edit`;
  // Inclusive time of the app's own functions (React components among them), a call counted once
  // however deep it recurses.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [, id, ms] of samples) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = nameOf(byId.get(at)!.callFrame);
      if (!/renderer\/(features|scene|state|actions)\//.test(n.source) || seen.has(n.name)) continue;
      seen.add(n.name);
      inclusive.set(n.name, (inclusive.get(n.name) ?? 0) + ms);
    }
  }
  console.log(
    "\nthe app's functions, inclusive:\n  " +
      [...inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, v]) => `${n} ${per(v)}`)
        .join('\n  '),
  );
  console.log(
    '\nby bucket:\n  ' +
      [...buckets]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([n, v]) => `${n} ${per(v)}`)
        .join('\n  '),
  );
  console.log(
    'by function:\n  ' +
      [...fns]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 30)
        .map(([n, v]) => `${n} ${per(v)}`)
        .join('\n  '),
  );
  await context.close();
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
