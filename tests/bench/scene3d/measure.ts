// The 3D bench's phases on one room: open /configurator3d until the complete frame, still frames
// (view presets), an orbit drag, then the paced orbit (paced.ts).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { treeCpuMs, type Cpu } from './cpu';
import { dragPhase } from './drag';
import { framesOf, framesWhen, median, type Frame } from './frames';
import { pacedOrbit } from './paced';
import { roomOf } from './project';
import { open3d } from './seller';

/**
 * BENCH_3D_SHOTS=<dir> saves a screenshot of each room, one after the orbit (full resolution back)
 * and one during the paced orbit with the mouse still down (a moving frame: lower resolution, less detail).
 */
const SHOTS = process.env.BENCH_3D_SHOTS;

export interface Figures {
  n: number;
  calls: number;
  triangles: number;
  stillMs: number;
  orbitMs: number;
  completeMs: number;
  /** CPU time of every browser process (renderer, GPU, browser), ms: what the wall clock hides. */
  completeCpuMs: number;
  stillCpuMs: number;
  orbitCpuMs: number;
  /** Frame start until its pixels exist (one pixel read back), median: still / orbiting. */
  stillPixelsMs: number;
  orbitPixelsMs: number;
  /** Open until the complete frame's pixels exist. */
  completePixelsMs: number;
  /** Paced orbit steps: CPU per moving frame by process, each drawn alone and left to settle. */
  pacedCpu: Cpu;
  pacedFrames: number;
  pacedPixelsMs: number;
  pacedScale: number;
  /** Frames drawn in the still phase (five view presets) and the orbit drag. */
  stillFrames: number;
  orbitFrames: number;
  /** The still frames' drawing buffer, device pixels. */
  stillSize: string;
  /** Orbit frames drawn below the still resolution (adaptive resolution): how many, their median
   * start-to-pixels time and their median scale of the still width. */
  orbitMovingFrames: number;
  orbitMovingPixelsMs: number;
  orbitMovingScale: number;
  /** Their median triangles (the moving frames' level of detail). */
  orbitMovingTriangles: number;
  /** What the live view draws with and how (the goals on them: scene3d/checks.ts); null at N = 0. */
  drawn: Drawn | null;
}

/** The draws behind what the user sees, held to the live profile's promises (scene3d/checks.ts). */
export interface Drawn {
  /** The room canvas's WebGL: its renderer string and whether it is multisampled. */
  renderer: string;
  antialias: boolean;
  /** The last still frame (the 3D preset), before the orbit. */
  still: Frame;
  /** The most pixel-lit draws in any still frame. */
  stillPixelLit: number;
  /** The frames while the orbit's button is down. */
  orbitDown: Frame[];
  /** The last frame after the orbit's release, the view quiet again. */
  orbitRest: Frame;
  /** A drag of the article nearest the room's middle (scene3d/drag.ts). */
  drag: Awaited<ReturnType<typeof dragPhase>>;
}

/**
 * Whether a frame draws every article: each has at least one part and the walls four more, drawn as
 * that many instances, or merged into plain draws (a software rasteriser's still frame) of at least a
 * box's 12 triangles each.
 */
export const drawsAll = (frame: Frame, n: number) =>
  frame.instances >= n + 4 || frame.triangles >= 12 * (n + 4);

/** As a seller does: home (with the test handle, ?e2e=1) until interactive, then the project opened. */
export async function openFromHome(page: Page, base: string, id: number): Promise<void> {
  await page.goto(`${base}/home?e2e=1`);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
    timeout: 60_000,
  });
  await page.evaluate(async (projectId) => {
    const { dispatch } = (
      window as unknown as {
        __arredoE2E: { actions: { dispatch: (n: string, a?: unknown) => Promise<unknown> } };
      }
    ).__arredoE2E.actions;
    await dispatch('openProject', { id: projectId });
  }, id);
}

/** Opens the project's room in /configurator3d and measures it: complete frame, still, orbit, paced. */
export async function measure(
  page: Page,
  port: number,
  id: number,
  n: number,
  pid: number,
): Promise<Figures> {
  const { room, places } = roomOf(n);
  await openFromHome(page, `http://localhost:${port}`, id);
  await page.waitForTimeout(500);
  const cpuAtOpen = treeCpuMs(pid);
  const opened = await open3d(page);
  if (n === 0) {
    await page.getByTestId('empty-state').waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(() => performance.now());
    return {
      n,
      calls: 0,
      triangles: 0,
      stillMs: 0,
      orbitMs: 0,
      completeMs: shown - opened,
      completeCpuMs: treeCpuMs(pid) - cpuAtOpen,
      stillCpuMs: 0,
      orbitCpuMs: 0,
      stillPixelsMs: 0,
      orbitPixelsMs: 0,
      completePixelsMs: shown - opened,
      pacedCpu: { gpu: 0, renderer: 0, other: 0 },
      pacedFrames: 0,
      pacedPixelsMs: 0,
      pacedScale: 0,
      stillFrames: 0,
      orbitFrames: 0,
      stillSize: '',
      orbitMovingFrames: 0,
      orbitMovingPixelsMs: 0,
      orbitMovingScale: 0,
      orbitMovingTriangles: 0,
      drawn: null,
    };
  }
  await page.getByTestId('scene').locator('canvas').waitFor({ timeout: 60_000 });
  // Complete: a frame that draws every article (each has at least one part, the walls four more),
  // then quiet: nothing left to draw.
  const settled = await framesWhen(page, (frames) => frames.some((f) => drawsAll(f, n)), 300_000);
  const cpuAtComplete = treeCpuMs(pid);
  if (process.env.BENCH_3D_DEBUG) console.error(JSON.stringify(settled));
  if (process.env.BENCH_3D_TIMELINE) {
    // Where the time to the complete frame goes: the chunks and catalogues fetched, then the frames.
    const fetched = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from - 5)
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return `${r.name.replace(/^.*\/(?=[^/]+\/?$)/, '')} ${Math.round(r.startTime - from)}-${Math.round(r.responseEnd - from)}`;
          }),
      opened,
    );
    const drawn = settled
      .filter((f) => f.start >= opened)
      .map(
        (f) =>
          `frame ${Math.round(f.start - opened)}-${Math.round(f.end - opened)}/${Math.round(f.pixels - opened)} (${f.calls} calls)`,
      );
    console.error(`3D N=${n} timeline (ms from opening):\n  ${[...fetched, ...drawn].join('\n  ')}`);
  }
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `scene3d-${n}.png`), timeout: 120_000 });
  const full = Math.max(...settled.map((f) => f.triangles));
  const complete = settled.find((f) => drawsAll(f, n) && f.start >= opened)!;
  const final = settled.filter((f) => f.triangles >= full * 0.999).at(-1)!;

  // Still frames: the camera jumps to a preset and stays; each render there is a full frame.
  const beforeStill = settled.length;
  const cpuBeforeStill = treeCpuMs(pid);
  for (const view of ['Top', 'Front', '3D', 'Top', '3D']) {
    const before = (await framesOf(page)).length;
    // force: the page is busy drawing; Playwright's stability wait would count its slow frames.
    await page.getByRole('button', { name: view, exact: true }).click({ force: true });
    await framesWhen(page, (frames) => frames.length > before, 120_000, 300);
  }
  const still = (await framesOf(page)).slice(beforeStill).filter((f) => f.calls > 0);
  const stillCpu = treeCpuMs(pid) - cpuBeforeStill;
  if (process.env.BENCH_3D_DEBUG)
    console.error(
      'still frames',
      JSON.stringify(
        still.map((f) => [f.calls, Math.round(f.triangles), f.instances, Math.round(f.pixels - f.start)]),
      ),
    );

  // Orbit: a slow drag over the canvas, as a user turns the room.
  const box = (await page.getByTestId('scene').locator('canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const beforeOrbit = (await framesOf(page)).length;
  const cpuBeforeOrbit = treeCpuMs(pid);
  // Pressed on the background above the room: a press on furniture would pick and drag an item.
  const top = box.y + 30;
  await page.mouse.move(cx - 150, top);
  await page.mouse.down();
  for (let step = 0; step <= 30; step++) {
    await page.mouse.move(cx - 150 + step * 10, top + Math.sin(step / 5) * 20);
    await page.waitForTimeout(30);
  }
  const orbitDown = (await framesOf(page)).slice(beforeOrbit).filter((f) => f.calls > 0);
  await page.mouse.up();
  const afterOrbit = await framesWhen(page, (frames) => frames.length > beforeOrbit, 120_000);
  const orbit = afterOrbit.slice(beforeOrbit).filter((f) => f.calls > 0);
  const orbitCpu = treeCpuMs(pid) - cpuBeforeOrbit;
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `scene3d-${n}-after-orbit.png`), timeout: 120_000 });
  const stillWidth = Math.max(...still.map((f) => f.width));
  const moving = orbit.filter((f) => f.width < stillWidth);

  const context = await page
    .getByTestId('scene')
    .locator('canvas')
    .evaluate((element: HTMLCanvasElement) => {
      const gl = element.getContext('webgl2')!;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return {
        renderer: String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
        antialias: gl.getContextAttributes()?.antialias ?? false,
      };
    });

  const paced = await pacedOrbit(
    page,
    pid,
    { x: cx - 100, y: top },
    SHOTS ? join(SHOTS, `scene3d-${n}-moving.png`) : undefined,
  );
  const drag = await dragPhase(page, room, places);
  return {
    n,
    calls: final.calls,
    triangles: Math.round(final.triangles),
    stillMs: median(still.map((f) => f.end - f.start)),
    orbitMs: median(orbit.map((f) => f.end - f.start)),
    completeMs: complete.end - opened,
    // Includes the quiet wait that shows nothing is left to draw (an idle page costs next to nothing).
    completeCpuMs: cpuAtComplete - cpuAtOpen,
    // Per frame: the whole phase's CPU (input, React, three.js, SwiftShader, compositing) over its frames.
    stillCpuMs: stillCpu / Math.max(1, still.length),
    orbitCpuMs: orbitCpu / Math.max(1, orbit.length),
    stillPixelsMs: median(still.map((f) => f.pixels - f.start)),
    orbitPixelsMs: median(orbit.map((f) => f.pixels - f.start)),
    completePixelsMs: complete.pixels - opened,
    pacedCpu: paced.cpuPerFrame,
    pacedFrames: paced.frames.length,
    pacedPixelsMs: median(paced.frames.map((f) => f.pixels - f.start)),
    pacedScale: median(paced.frames.map((f) => f.width / stillWidth)),
    stillFrames: still.length,
    orbitFrames: orbit.length,
    stillSize: `${stillWidth} x ${Math.max(...still.map((f) => f.height))}`,
    orbitMovingFrames: moving.length,
    orbitMovingPixelsMs: median(moving.map((f) => f.pixels - f.start)),
    orbitMovingScale: median(moving.map((f) => f.width / stillWidth)),
    orbitMovingTriangles: Math.round(median(moving.map((f) => f.triangles))),
    drawn: {
      ...context,
      still: still.at(-1)!,
      stillPixelLit: Math.max(...still.map((f) => f.pixelLit)),
      orbitDown,
      orbitRest: afterOrbit.at(-1)!,
      drag,
    },
  };
}
