// The closet tool's edit figure (issue 21): one closet edit until the new 3D model and the new price
// are painted, p99, for the largest closet the catalogue allows (SECTIONS below); the goal is one
// frame (16.7 ms). Measured in Chromium with SwiftShader (the only WebGL here) against the real built
// server, as scene3d.bench.ts is.
//
// The edit: the closet's width, 3,600 mm and 3,580 mm in turn, dispatched as the closetEdit action
// (the width field's path). It moves every panel (the sections keep their proportions) and changes
// the price (the plinth is priced by the metre), so both the model and the price are new. An edit's time
// runs from the dispatch until the start of the first animation frame after both the price on the
// screen has changed and the closet's WebGL canvas has drawn since the dispatch: that frame is the
// one the compositor shows with both. SwiftShader runs the draw on the CPU inside the frame, so its
// work is counted. Frames come at 60 Hz, so this figure moves in 16.7 ms steps; the time to the new
// model's last draw is printed beside it. (Until 2026-11-29 06:40 the figure was one frame late: it
// took the frame after the one that first saw both, so it could never be under two frames.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { buildIfNeeded, freePort, median, percentile, startServer } from './browser';
import { sellerPage } from './scene3d/seller';
import type { BenchFigure } from './types';

const EDITS = Number(process.env.BENCH_CLOSET_EDITS ?? 200);
const GOAL_MS = 16.7;
/**
 * The goal's closet: 6 sections over 3,600 mm (600 mm each), the most the sample CLOSET catalogue
 * allows (its SECTIONS and every per-section formula stop at 6; a seventh is refused, "Sections
 * must be from 1 to 6").
 */
const SECTIONS = 6;

/** Counts the WebGL draws of the page's canvases (window.__closetDraws holds the last one's time). */
export const drawProbe = `(() => {
  const wrap = (proto) => {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = proto[name];
      if (!original) continue;
      proto[name] = function (...args) {
        globalThis.__closetDraw = performance.now();
        return original.apply(this, args);
      };
    }
  };
  if (globalThis.WebGL2RenderingContext) wrap(WebGL2RenderingContext.prototype);
  if (globalThis.WebGLRenderingContext) wrap(WebGLRenderingContext.prototype);
})()`;

type E2E = { actions: { dispatch: (name: string, args?: unknown) => Promise<unknown> } };

export async function largestCloset(page: Page): Promise<void> {
  await page.evaluate(async (SECTIONS) => {
    const { dispatch } = (window as unknown as { __arredoE2E: E2E }).__arredoE2E.actions;
    await dispatch('navigate', { path: '/closetool' });
    await dispatch('newCloset', {});
    // Sections first: the default's drawers fit a section up to 1,000 mm wide.
    await dispatch('closetEdit', { edit: { op: 'setSections', count: SECTIONS } });
    await dispatch('closetEdit', { edit: { op: 'setStructure', width: 3600 } });
  }, SECTIONS);
  // The tool opens on the front view; the seller turns to the 3D one (three.js loads then).
  await page.getByRole('button', { name: '3D', exact: true }).click();
  await page.getByTestId('closet-3d').locator('canvas').waitFor();
}

/**
 * Runs `count` edits in the page, the closet's width in turn; the times in ms from each dispatch
 * (`marks`: the dispatches' performance.now(), each also a `closet-edit-{i}` user timing mark).
 */
export function timedEdits(
  page: Page,
  count: number,
): Promise<{ painted: number[]; drawn: number[]; marks: number[] }> {
  return page.evaluate(async (count) => {
    const { dispatch } = (window as unknown as { __arredoE2E: E2E }).__arredoE2E.actions;
    const g = globalThis as unknown as { __closetDraw?: number };
    const price = document.querySelector('[data-testid="closet-price"]')!;
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    // When the price's text last changed (a mutation observer's callback runs at the end of the task
    // that changed it).
    let priced = 0;
    new MutationObserver(() => (priced = performance.now())).observe(price, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    const painted: number[] = [];
    const drawn: number[] = [];
    const marks: number[] = [];
    for (let i = 0; i < count; i++) {
      const before = price.textContent;
      // A settled frame between edits, as between a seller's clicks.
      await frame();
      await frame();
      const started = performance.now();
      marks.push(started);
      performance.mark(`closet-edit-${i}`);
      const edit = { op: 'setStructure', width: i % 2 === 0 ? 3580 : 3600 };
      let failed: unknown;
      void dispatch('closetEdit', { edit }).catch((error: unknown) => (failed = error));
      let shown = await frame();
      const deadline = started + 10_000;
      while (!(price.textContent !== before && (g.__closetDraw ?? 0) > started)) {
        if (failed) throw new Error(`edit ${i} refused: ${String(failed)}`);
        if (shown > deadline) throw new Error(`edit ${i}: price or 3D model not painted after 10 s`);
        shown = await frame();
      }
      // This frame saw both; it shows them if they came before it started (a draw in one of its own
      // animation frame callbacks, after this one, is shown by the next frame).
      if (Math.max(priced, g.__closetDraw!) > shown) shown = await frame();
      painted.push(shown - started);
      drawn.push(g.__closetDraw! - started);
    }
    return { painted, drawn, marks };
  }, count);
}

export default async function closetBench(): Promise<BenchFigure[]> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-bench-closet-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const { context, page } = await sellerPage(browser, `http://localhost:${port}`);
    try {
      await page.addInitScript(drawProbe);
      await page.goto(`http://localhost:${port}/home?e2e=1`);
      await page.waitForFunction(
        () => 'actions' in ((window as unknown as { __arredoE2E?: object }).__arredoE2E ?? {}),
      );
      await largestCloset(page);
      await timedEdits(page, 10); // warm-up: the lazily loaded 3D chunk, the shelf's catalogue lines
      const { painted: times, drawn } = await timedEdits(page, EDITS);
      const p99 = percentile(times, 99);
      console.error('closet edit ms:', JSON.stringify(times.map((t) => Math.round(t))));
      console.error('closet edit to last draw ms:', JSON.stringify(drawn.map((t) => Math.round(t))));
      return [
        {
          // The work in it: from the dispatch to the last WebGL draw of the new model (the price is
          // on the page before that); the rest is waiting for the display's frames (60 Hz).
          name: `closet edit to the new model's last draw, ${SECTIONS} sections, median / p99`,
          value: `${median(drawn).toFixed(1)} / ${percentile(drawn, 99).toFixed(1)} ms`,
        },
        {
          name: `closet edit to painted 3D + price, ${SECTIONS} sections, median (${EDITS})`,
          value: `${median(times).toFixed(1)} ms`,
        },
        {
          name: `closet edit to painted 3D + price, ${SECTIONS} sections, p99`,
          value: `${p99.toFixed(1)} ms`,
          goal: `<= ${GOAL_MS} ms`,
          ok: p99 <= GOAL_MS,
        },
      ];
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
