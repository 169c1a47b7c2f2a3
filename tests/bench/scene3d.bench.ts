// The 3D room's figures (issue 11) for a room furnished with N = 0, 50, 200, 500 articles: draw calls
// per frame, triangles, frame time still and while orbiting, and the time from opening /configurator3d
// to the complete frame. Measured in Chromium with SwiftShader (the only WebGL on this GPU-less
// machine), against the real built server, as the anchor (react-planner 2.0.6: 10,533 draw calls and
// 508 ms per frame at N = 500, 5.5 s to a complete frame) was measured.
//
// Draw calls are counted by wrapping the WebGL context's draw functions (drawArrays, drawElements, the
// instanced ones and WEBGL_multi_draw's), as the anchor harness does. What the frames draw is checked
// too (scene3d/checks.ts: merged plain draws and no per-pixel Lambert at rest on a software
// rasteriser, the simplified detail while the view turns or an article is dragged, the full detail
// back at rest): a broken check fails the run. A frame is one animation-frame
// callback that drew; its time runs from the callback's start until gl.finish() returns after its
// last draw, so the GPU (SwiftShader) work is in it, not only the JavaScript.
//
// The phases are in scene3d/: the rooms (project.ts), the page's instrument (frames.ts), the CPU of
// Chromium's processes (cpu.ts), opening, still and orbit (measure.ts) and the paced orbit (paced.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { buildIfNeeded, freePort, startServer } from './browser';
import { drawnChecks } from './scene3d/checks';
import { measure, type Figures } from './scene3d/measure';
import { saveRooms, sellerPage } from './scene3d/seller';
import type { BenchFigure } from './types';

/** BENCH_3D_SIZES=50,500 measures only those; BENCH_3D_SHOTS=<dir>: see scene3d/measure.ts. */
const SIZES = (process.env.BENCH_3D_SIZES ?? '0,50,200,500').split(',').map(Number);
const GOAL = { calls: 100, frameMs: 50.8, completeMs: 1000 };

export default async function scene3dBench(): Promise<BenchFigure[]> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-bench-3d-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  // playwright-core launches Chromium as a child of this process: the Chromium processes under it.
  const browserPid = process.pid;
  const loadBefore = loadavg().map((l) => l.toFixed(1));
  try {
    const ids = await saveRooms(`http://localhost:${port}`, SIZES);
    const results: Figures[] = [];
    for (const n of SIZES) {
      const { context, page } = await sellerPage(browser, `http://localhost:${port}`, { frames: true });
      try {
        const figures = await measure(page, port, ids.get(n)!, n, browserPid);
        // The frames behind the checks are left out: BENCH_3D_DEBUG prints frames.
        const { drawn: _drawn, ...summary } = figures;
        console.error(`3D N=${n}:`, JSON.stringify(summary), 'load', loadavg()[0]!.toFixed(1));
        results.push(figures);
      } finally {
        await context.close();
      }
    }
    const loadAfter = loadavg().map((l) => l.toFixed(1));
    const figures: BenchFigure[] = [
      {
        name: `3D: load average before / after (1, 5, 15 min)`,
        value: `${loadBefore.join(' ')} / ${loadAfter.join(' ')}`,
      },
    ];
    for (const r of results) {
      const at500 = r.n === 500;
      figures.push(
        {
          name: `3D N=${r.n}: draw calls per frame`,
          value: String(r.calls),
          ...(at500 ? { goal: `<= ${GOAL.calls}`, ok: r.calls <= GOAL.calls } : {}),
        },
        { name: `3D N=${r.n}: triangles per frame`, value: r.triangles.toLocaleString('en') },
        {
          name: `3D N=${r.n}: triangles per moving frame (median)`,
          value: r.orbitMovingTriangles.toLocaleString('en'),
        },
        {
          name: `3D N=${r.n}: frame time still (median)`,
          value: `${r.stillMs.toFixed(1)} ms`,
          ...(at500 ? { goal: `<= ${GOAL.frameMs} ms`, ok: r.stillMs <= GOAL.frameMs } : {}),
        },
        {
          name: `3D N=${r.n}: frame time orbiting (median)`,
          value: `${r.orbitMs.toFixed(1)} ms`,
          ...(at500 ? { goal: `<= ${GOAL.frameMs} ms`, ok: r.orbitMs <= GOAL.frameMs } : {}),
        },
        {
          name: `3D N=${r.n}: open /configurator3d to complete frame`,
          value: `${Math.round(r.completeMs)} ms`,
          ...(at500 ? { goal: `<= ${GOAL.completeMs} ms`, ok: r.completeMs <= GOAL.completeMs } : {}),
        },
        {
          name: `3D N=${r.n}: frame start to pixels read back still / orbiting (median)`,
          value: `${r.stillPixelsMs.toFixed(0)} / ${r.orbitPixelsMs.toFixed(0)} ms`,
        },
        {
          name: `3D N=${r.n}: orbit frames at a lower resolution: pixels read back (scale, frames)`,
          value: `${r.orbitMovingPixelsMs.toFixed(0)} ms (${r.orbitMovingScale.toFixed(2)}, ${r.orbitMovingFrames} of ${r.orbitFrames})`,
          ...(at500 && r.orbitMovingFrames > 0
            ? { goal: `<= ${GOAL.frameMs} ms`, ok: r.orbitMovingPixelsMs <= GOAL.frameMs }
            : {}),
        },
        { name: `3D N=${r.n}: still frame size, device pixels`, value: r.stillSize },
        {
          name: `3D N=${r.n}: open to complete frame's pixels`,
          value: `${Math.round(r.completePixelsMs)} ms`,
        },
        {
          name: `3D N=${r.n}: paced orbit, CPU per frame GPU / renderer / other (${r.pacedFrames} frames)`,
          value: `${r.pacedCpu.gpu.toFixed(0)} / ${r.pacedCpu.renderer.toFixed(0)} / ${r.pacedCpu.other.toFixed(0)} ms`,
        },
        {
          name: `3D N=${r.n}: paced orbit, frame start to pixels (scale)`,
          value: `${r.pacedPixelsMs.toFixed(0)} ms (${r.pacedScale.toFixed(2)})`,
        },
        {
          name: `3D N=${r.n}: browser CPU, open to complete frame`,
          value: `${Math.round(r.completeCpuMs)} ms`,
        },
        {
          name: `3D N=${r.n}: browser CPU per frame still / orbiting (frames)`,
          value: `${r.stillCpuMs.toFixed(0)} / ${r.orbitCpuMs.toFixed(0)} ms (${r.stillFrames} / ${r.orbitFrames})`,
        },
      );
      if (r.drawn) figures.push(...drawnChecks(r.n, r.drawn));
    }
    return figures;
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
