// The 3D bench's paced phase: zoom steps by the wheel (no pointer press, so no item is picked and
// dragged), one at a time, each waiting until its frames' pixels exist and the page has been quiet
// for a moment, so the CPU over the phase is that many frames' (shading, compositing) and nothing
// else: the honest per-frame cost on this GPU-less machine, by Chromium process.
import type { Page } from 'playwright-core';
import { cpuSince, treeCpu, type Cpu } from './cpu';
import { framesOf, framesWhen } from './frames';

/** Zoom steps: each waits for its frame's pixels and a quiet moment. */
const PACED_STEPS = 8;

export async function pacedZoom(
  page: Page,
  pid: number,
  at: { x: number; y: number },
): Promise<{ cpuPerFrame: Cpu; frames: number }> {
  const beforePaced = (await framesOf(page)).length;
  const cpuBefore = treeCpu(pid);
  await page.mouse.move(at.x, at.y);
  for (let step = 1; step <= PACED_STEPS; step++) {
    const before = (await framesOf(page)).length;
    await page.mouse.wheel(0, step % 2 ? -100 : 100);
    await framesWhen(page, (frames) => frames.length > before && frames.at(-1)!.pixels > 0, 120_000, 400);
  }
  await framesWhen(page, () => true, 120_000, 400);
  const frames = (await framesOf(page)).slice(beforePaced).filter((f) => f.calls > 0).length;
  const cpu = cpuSince(treeCpu(pid), cpuBefore);
  const perFrame = (ms: number) => ms / Math.max(1, frames);
  return {
    cpuPerFrame: { gpu: perFrame(cpu.gpu), renderer: perFrame(cpu.renderer), other: perFrame(cpu.other) },
    frames,
  };
}
