// Render farm figures (issue 22): the time one worker slot takes for the 50-article kitchen at
// 1280 x 720 in each quality preset, in headless Chromium as the worker runs it (SwiftShader where
// there is no GPU). The pictures go to test-results/renderfarm-bench/ to be looked at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { RenderBrowser } from '../../server/renderfarm/browser';
import { RENDER_BUDGET_SECONDS } from '../../server/renderfarm/jobs';
import { benchScene } from './renderfarm/scene';
import type { Bench } from './types';

const OUT = 'test-results/renderfarm-bench';

const bench: Bench = async () => {
  mkdirSync(OUT, { recursive: true });
  const scene = benchScene(50);
  const browser = new RenderBrowser();
  const figures = [];
  try {
    for (const quality of ['draft', 'standard', 'high'] as const) {
      const page = await browser.page();
      const started = performance.now();
      const result = (await page.evaluate(
        (input) =>
          (globalThis as unknown as { arredoRender(job: unknown): Promise<{ png: string }> }).arredoRender(
            input,
          ),
        { scene, width: 1280, height: 720, quality, lighting: 'daylight' } as never,
      )) as { png: string };
      const seconds = (performance.now() - started) / 1000;
      await page.close();
      writeFileSync(`${OUT}/${quality}.png`, Buffer.from(result.png, 'base64'));
      figures.push({
        name: `render farm 1280x720, 50 articles, ${quality}`,
        value: `${seconds.toFixed(1)} s`,
        goal: `<= ${RENDER_BUDGET_SECONDS[quality]} s`,
        ok: seconds <= RENDER_BUDGET_SECONDS[quality],
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
};

export default bench;
