// Dev tool: renders the bench's 50-article kitchen at the named presets and lightings into a folder,
// to be looked at (before/after a change to the picture). Needs `node scripts/build.mjs` first.
// Usage: npx tsx tests/bench/renderfarm/shots.dev.ts <out dir> [draft,standard,high] [daylight,...]
import { mkdirSync, writeFileSync } from 'node:fs';
import { RenderBrowser } from '../../../server/renderfarm/browser';
import { benchScene } from './scene';

const [out = 'test-results/renderfarm-shots', qualities = 'draft', lightings = 'daylight'] =
  process.argv.slice(2);
mkdirSync(out, { recursive: true });
const scene = benchScene(50);
const browser = new RenderBrowser();
try {
  for (const lighting of lightings.split(',')) {
    for (const quality of qualities.split(',')) {
      const page = await browser.page();
      const started = performance.now();
      const result = (await page.evaluate(
        (input) =>
          (globalThis as unknown as { arredoRender(job: unknown): Promise<{ png: string }> }).arredoRender(
            input,
          ),
        { scene, width: 1280, height: 720, quality, lighting } as never,
      )) as { png: string };
      await page.close();
      writeFileSync(`${out}/${quality}-${lighting}.png`, Buffer.from(result.png, 'base64'));
      console.log(`${quality} ${lighting}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
} finally {
  await browser.close();
}
