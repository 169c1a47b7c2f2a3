// Dev-only: where the time from opening /configurator3d to the complete frame goes at N articles
// (default 500): a Chromium trace and a CPU profile of the open, as measure.ts opens it, split into
// chunk download and parse/compile, data fetch, JS building (React, parts, three), shader programs,
// and draws. Not part of `npm run bench` (no .bench.ts suffix).
// Usage: N=500 LOADS=2 npx tsx tests/bench/scene3d-profile.dev.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { sourceMaps, type CallFrame } from './sourceMaps';
import { buildIfNeeded, freePort, rendererMainThreads, startServer, type TraceEvent } from './browser';
import { startProfile, timedSamples, TRACE_CATEGORIES } from './cdpProfile';
import { framesWhen } from './scene3d/frames';
import { drawsAll, openFromHome } from './scene3d/measure';
import { open3d, saveRooms, sellerPage } from './scene3d/seller';

const N = Number(process.env.N ?? 500);
const dist = process.env.DIST ?? 'dist';
if (!process.env.DIST) buildIfNeeded();

const lookUp = sourceMaps(dist);
function original(frame: CallFrame) {
  const at = lookUp(frame);
  return at && { name: `${at.name} ${at.source}:${at.line}`, source: at.source };
}

/** A coarse bucket for a function's self time. */
function bucket(fn: string, source: string | undefined): string {
  if (!source) {
    if (
      /^(compileShader|linkProgram|getProgramParameter|getShaderParameter|getProgramInfoLog|getShaderInfoLog|shaderSource|attachShader|createProgram|createShader|useProgram|getActiveUniform|getActiveAttrib|getUniformLocation|getAttribLocation)$/.test(
        fn,
      )
    )
      return 'gl program (native)';
    if (/^(draw\w*|finish|readPixels|clear)$/.test(fn)) return 'gl draw/finish (native)';
    if (
      /^(bufferData|bufferSubData|texImage2D|texSubImage2D|texStorage2D|createBuffer|bindBuffer|vertexAttrib\w*|enableVertexAttribArray|uniform\w*|bindTexture|bindFramebuffer|framebufferTexture2D|texParameteri)$/.test(
        fn,
      )
    )
      return 'gl upload/state (native)';
    if (fn === '(garbage collector)') return 'gc';
    if (fn === '(program)' || fn === '(idle)' || fn === '(root)') return fn;
    return `native/other`;
  }
  if (/three\/src\/renderers\/webgl\/WebGLProgram|WebGLPrograms|WebGLShader/.test(source))
    return 'three program JS';
  if (/three\/src\/renderers/.test(source)) return 'three renderer JS';
  if (/^three\//.test(source)) return 'three other JS';
  if (/react-dom|scheduler|react-reconciler|@react-three\/fiber/.test(source)) return 'react/r3f';
  if (/renderer\/scene\//.test(source)) return `scene: ${source.replace(/^.*renderer\/scene\//, '')}`;
  if (/^core\//.test(source)) return `core: ${source.split('/').slice(0, 2).join('/')}`;
  if (/renderer\/state/.test(source)) return `state: ${source.replace(/^.*renderer\/state\//, '')}`;
  return source.split('/').slice(0, 2).join('/');
}

const dataDir = mkdtempSync(join(tmpdir(), 'arredo-prof3d-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const base = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const id = (await saveRooms(base, [N])).get(N)!;
  for (let load = 0; load < Number(process.env.LOADS ?? 1); load++) {
    const { context, page } = await sellerPage(browser, base, { frames: true });
    await openFromHome(page, base, id);
    await page.waitForTimeout(500);
    const profiling = await startProfile<
      Omit<TraceEvent, 'args'> & { args?: { name?: string; data?: { url?: string } } }
    >(page, { categories: [...TRACE_CATEGORIES, 'gpu'] });
    const loadAt = loadavg()[0]!.toFixed(1);
    await page.evaluate(() => performance.mark('bench:open3d'));
    const opened = await open3d(page);
    const frames = await framesWhen(page, (f) => f.some((x) => drawsAll(x, N)), 60_000, 1500);
    const complete = frames.find((f) => drawsAll(f, N) && f.start >= opened)!;
    await page.evaluate((at) => performance.mark('bench:complete3d', { startTime: at }), complete.end);
    const { trace, profile } = await profiling.stop();
    const mainIds = rendererMainThreads(trace);
    const start = trace.find((e) => e.name === 'bench:open3d')!.ts;
    const end = start + (complete.end - opened) * 1000;
    console.log(
      `\n== load ${load} N=${N}: complete ${(complete.end - opened).toFixed(0)} ms, pixels ${(complete.pixels - opened).toFixed(0)} ms, load avg ${loadAt}`,
    );
    console.log(
      '   frames:',
      frames
        .filter((f) => f.start >= opened)
        .map(
          (f) =>
            `${(f.start - opened).toFixed(0)}-${(f.end - opened).toFixed(0)} ${f.calls} calls ${f.instances} inst ${f.width}x${f.height}`,
        )
        .join(' | '),
    );
    const onMain = trace.filter(
      (e) => e.ph === 'X' && mainIds.has(`${e.pid}:${e.tid}`) && e.ts >= start - 1000 && e.ts < end,
    );
    const cpu = onMain.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    console.log(
      `   main-thread CPU in window ${cpu.toFixed(0)} ms of ${((end - start) / 1000).toFixed(0)} ms`,
    );
    const sends = trace.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= start && e.ts < end);
    const finishes = trace.filter((e) => e.name === 'ResourceFinish' && e.ts >= start && e.ts < end);
    console.log(
      `   requests ${sends.length}, last finished at +${finishes.length ? ((Math.max(...finishes.map((e) => e.ts)) - start) / 1000).toFixed(0) : '-'} ms`,
    );
    // The GPU process's main thread (SwiftShader runs there): its busy time in the window, by phase.
    const gpuIds = new Set(
      trace
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrGpuMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const gpuTasks = trace.filter(
      (e) =>
        e.ph === 'X' && gpuIds.has(`${e.pid}:${e.tid}`) && e.ts >= start && e.ts < end && (e.dur ?? 0) > 2000,
    );
    const top = gpuTasks.filter(
      (e) =>
        !gpuTasks.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    console.log(
      '   GPU main thread (tasks > 2 ms):\n      ' +
        top
          .map(
            (e) =>
              `+${((e.ts - start) / 1000).toFixed(0)} ${e.name} wall ${((e.dur ?? 0) / 1000).toFixed(0)} cpu ${((e.tdur ?? 0) / 1000).toFixed(0)}`,
          )
          .join('\n      '),
    );
    const gpuNames = new Map<string, number>();
    for (const e of gpuTasks)
      gpuNames.set(e.name, (gpuNames.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    console.log(
      '   GPU events by name (cpu, nested counted each):',
      [...gpuNames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([n, v]) => `${n} ${v.toFixed(0)}`)
        .join(' | '),
    );
    // Main thread tasks in order (> 3 ms CPU).
    for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 3000)) {
      const inner = onMain
        .filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e.name !== 'RunTask')
        .filter((e) => (e.dur ?? 0) > 1000)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '')})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .slice(0, 5);
      console.log(
        `   +${((task.ts - start) / 1000).toFixed(0)} wall ${((task.dur ?? 0) / 1000).toFixed(0)} cpu ${((task.tdur ?? 0) / 1000).toFixed(0)}: ${inner.join(', ')}`,
      );
    }
    // Profile self time within the window, by bucket and by function.
    const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
    const byBucket = new Map<string, number>();
    const byFn = new Map<string, number>();
    for (const [t, sid, ms] of timedSamples(profile)) {
      if (t < start || t > end) continue;
      const node = nodeById.get(sid)!;
      const o = original(node.callFrame);
      const fn =
        o?.name ?? `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/^.*\//, '')}`;
      const b = bucket(node.callFrame.functionName, o?.source);
      byBucket.set(b, (byBucket.get(b) ?? 0) + ms);
      byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    }
    console.log(
      '   by bucket:\n      ' +
        [...byBucket]
          .sort((a, b) => b[1] - a[1])
          .filter(([, v]) => v > 2)
          .map(([n, v]) => `${n} ${v.toFixed(0)}`)
          .join('\n      '),
    );
    console.log(
      '   by fn:\n      ' +
        [...byFn]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.TOP ?? 30))
          .map(([n, v]) => `${n} ${v.toFixed(1)}`)
          .join('\n      '),
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
