// Dev-only (not part of `npm run bench`): what the click on home's "Open projects" spends its
// main-thread time on, split by kind, summed over LOADS clicks (default 5): the trace's style and
// layout (forced ones, inside a script task, named by the script that forced them), GC, and the CPU
// profile's samples by package (Chakra and Emotion, React DOM, lucide, i18next, the router, the app's
// code, and the browser's DOM functions by name). Samples count wall time, so under load they are
// proportions, not milliseconds of CPU; the trace's figures are CPU. ROOT=<built checkout> (default:
// this one); 30 projects are enough (the list shows 25).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sampleProject } from '../api-projects/fixtures';
import { freePort, launchChromium, type TraceEvent, rendererMainThreads } from './browser';
import { startProfile } from './cdpProfile';
import { sellerSession } from './projects.bench';
import { sourceMaps, type CallFrame } from './sourceMaps';

const root = resolve(process.env.ROOT ?? '.');
const dataDir = mkdtempSync(join(tmpdir(), 'arredo-split-'));
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
while (
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 250));
const sessionId = await sellerSession(base);
for (let i = 0; i < 30; i++) {
  const project = sampleProject(8, { des: `Bench project ${i}`, customercod: `c${i}@example.com` });
  await fetch(`${base}/api/v1/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
    body: JSON.stringify({ project }),
  });
}

// Minified frames named by the build's source maps: the package (node_modules) or the app's folder.
const lookUp = sourceMaps(join(root, 'dist'));
function sourceOf(frame: CallFrame): string {
  const at = lookUp(frame);
  if (!at) return frame.url.replace(/^.*\/assets\//, '');
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at.rawSource);
  if (modules) return modules[1]!;
  return at.rawSource.replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '/');
}
const kindOf = (frame: CallFrame): string => {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `dom:${functionName}`;
  return 'js';
};

const totals = new Map<string, number>();
const add = (key: string, v: number) => totals.set(key, (totals.get(key) ?? 0) + v);
const browser = await launchChromium();
const loads = Number(process.env.LOADS ?? 5);
for (let load = 0; load < loads; load++) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'arredo_session', value: sessionId, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/home`);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true');
  await page.waitForTimeout(300);
  const profiling = await startProfile(page, {
    interval: 100,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
      'blink.user_timing',
      'v8',
    ],
  });
  await page.evaluate(() =>
    document.addEventListener('pointerdown', () => performance.mark('bench:open-projects'), {
      capture: true,
      once: true,
    }),
  );
  await page.getByTestId('home-open-projects').click();
  await page.waitForFunction(() => performance.getEntriesByName('projects-painted').length > 0);
  const { trace: events, profile } = await profiling.stop();
  const main = rendererMainThreads(events);
  const from = events.find((e) => e.name === 'bench:open-projects')!.ts;
  const to = events.find((e) => e.name === 'projects-painted')!.ts;
  const onMain = events.filter(
    (e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.ts + (e.dur ?? 0) > from - 20_000 && e.ts < to,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) > from);
  const cpu = tasks.reduce((s, t) => s + (t.tdur ?? 0), 0) / 1000;
  add('trace: task CPU', cpu);
  const scripts = onMain.filter((e) =>
    ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks'].includes(e.name),
  );
  const inScript = (e: TraceEvent) =>
    scripts.some((s) => s !== e && e.ts >= s.ts && e.ts < s.ts + (s.dur ?? 0));
  for (const e of onMain) {
    if (!tasks.some((t) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') {
      const forced = inScript(e);
      add(`trace: ${e.name}${forced ? ' (forced in script)' : ''}`, ms);
      if (forced) {
        const stack = (
          (
            e.args as {
              beginData?: { stackTrace?: { functionName: string; url: string; lineNumber: number }[] };
            }
          )?.beginData?.stackTrace ?? []
        )
          .slice(0, 3)
          .map((f) => `${f.functionName}@${f.url.replace(/^.*\//, '')}:${f.lineNumber}`)
          .join(' < ');
        add(`  forced ${e.name} by ${stack || '?'}`, ms);
      }
    }
    if (['PrePaint', 'Paint', 'Layerize', 'Commit'].includes(e.name))
      add('trace: paint (PrePaint, Paint, Layerize, Commit)', ms);
    if (e.name === 'MinorGC' || e.name === 'MajorGC') add(`trace: ${e.name}`, ms);
    if (e.name === 'ParseAuthorStyleSheet') add('trace: ParseAuthorStyleSheet', ms);
  }
  // Samples inside the window, by package / native function.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) return;
    const node = byId.get(id)!;
    let kind = kindOf(node.callFrame);
    if (kind === 'js') {
      // The package of the sampled frame, from its source (chunk names say little once minified).
      kind = `js:${sourceOf(node.callFrame)}`;
    }
    if (kind === '(idle)' || kind === '(program)') return;
    add(`profile: ${kind}`, profile.timeDeltas[i]! / 1000);
  });
  console.log(
    `load ${load}: CPU ${cpu.toFixed(0)} ms, wall ${((to - from) / 1000).toFixed(0)} ms, loadavg ${loadavg()[0]!.toFixed(1)}`,
  );
  await context.close();
}
await browser.close();
server.kill();
rmSync(dataDir, { recursive: true, force: true });
for (const [key, v] of [...totals].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
  if (v / loads >= 0.5) console.log(`${key.padEnd(90)} ${(v / loads).toFixed(1)} ms per click`);
