// The 3D bench's paced phase: the user holds the mouse down on the room and turns it in small steps,
// each waiting until its frame's pixels exist and the page has been quiet for a moment, so the CPU
// over the steps is that many moving frames' (shading, compositing) and nothing else: the honest
// per-frame cost on this GPU-less machine, by Chromium process. The press and the release (after
// which the view is drawn once more at rest) are outside the measured steps.
import type { Page } from 'playwright-core';
import { cpuSince, treeCpu, type Cpu } from './cpu';
import { framesOf, framesWhen, type Frame } from './frames';

/** Turn steps: each waits for its frame's pixels and a quiet moment. */
const PACED_STEPS = 8;

export async function pacedOrbit(
  page: Page,
  pid: number,
  at: { x: number; y: number },
): Promise<{ cpuPerFrame: Cpu; frames: Frame[] }> {
  // Below the middle of the room, on the floor more often than on furniture (a press on an item drags it).
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 8, at.y);
  await framesWhen(page, (frames) => frames.at(-1)!.pixels > 0, 120_000, 400);
  const before = (await framesOf(page)).length;
  const cpuBefore = treeCpu(pid);
  for (let step = 1; step <= PACED_STEPS; step++) {
    const count = (await framesOf(page)).length;
    await page.mouse.move(at.x + 8 + step * 12, at.y + (step % 2) * 4);
    await framesWhen(page, (frames) => frames.length > count && frames.at(-1)!.pixels > 0, 120_000, 400);
  }
  const frames = (await framesOf(page)).slice(before).filter((f) => f.calls > 0);
  const cpu = cpuSince(treeCpu(pid), cpuBefore);
  await page.mouse.up();
  await framesWhen(page, () => true, 120_000, 600);
  const perFrame = (ms: number) => ms / Math.max(1, frames.length);
  return {
    cpuPerFrame: { gpu: perFrame(cpu.gpu), renderer: perFrame(cpu.renderer), other: perFrame(cpu.other) },
    frames,
  };
}
