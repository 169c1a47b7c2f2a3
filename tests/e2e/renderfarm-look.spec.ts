import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PerspectiveCamera, Vector3 } from 'three';
import { RenderBrowser } from '../../server/renderfarm/browser';
import { benchScene } from '../bench/renderfarm/scene';

// The render farm's picture looks like a photograph of furniture (issue 22), measured on one base
// cabinet (600 x 870 x 580 mm, centred at x 1.5 m, z -1.5 m) rendered by the worker's own page: the
// floor right at its front is darker than the open floor (contact shading), its cast shadow falls
// on the floor away from the key light, and the floor has the planks' grain, not one flat colour.
const SHOTS = 'test-results/renderfarm';
const WIDTH = 480;
const HEIGHT = 270;
const camera = { position: [3.3, 1.6, 0.9], target: [1.5, 0.4, -1.5], fov: 45 } as const;

/** Where a floor point (metres) lands in the picture, as the worker's camera sees it. */
function pixelOf(x: number, z: number): [number, number] {
  const view = new PerspectiveCamera(camera.fov, WIDTH / HEIGHT, 0.05, 200);
  view.position.set(...camera.position);
  view.lookAt(...camera.target);
  view.updateMatrixWorld();
  const ndc = new Vector3(x, 0, z).project(view);
  return [Math.round(((ndc.x + 1) / 2) * WIDTH), Math.round(((1 - ndc.y) / 2) * HEIGHT)];
}

test('the render shows contact shading, a cast shadow and a grained floor under a cabinet', async () => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const scene = { ...benchScene(1), camera };
  const points = {
    // 3 cm in front of the cabinet's front, and 0.8 m further out on the open floor.
    contact: pixelOf(1.5, -1.5 + 0.29 + 0.03),
    open: pixelOf(1.5, -1.5 + 1.1),
    // The key light stands on the cabinet's +x side: its shadow lies on the -x side.
    shadow: pixelOf(1.5 - 0.3 - 0.35, -1.45),
    lit: pixelOf(1.5 - 0.3 - 0.35, -0.55),
  };
  const browser = new RenderBrowser();
  try {
    const page = await browser.page();
    const { png, lumas, spread } = await page.evaluate(
      async ({ job, points }) => {
        const render = (globalThis as unknown as { arredoRender(job: unknown): Promise<{ png: string }> })
          .arredoRender;
        const { png } = await render(job);
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const luma = (x: number, y: number, r: number) => {
          const data = context.getImageData(x - r, y - r, 2 * r + 1, 2 * r + 1).data;
          const values: number[] = [];
          for (let i = 0; i < data.length; i += 4)
            values.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
          return values;
        };
        const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
        const lumas = Object.fromEntries(
          Object.entries(points).map(([name, [x, y]]) => [name, mean(luma(x, y, 2))]),
        );
        // The open floor's variation over a 15 x 15 patch: grain and joints, not one colour.
        const patch = luma(points.open[0], points.open[1], 7);
        const m = mean(patch);
        const spread = Math.sqrt(mean(patch.map((v) => (v - m) ** 2)));
        return { png, lumas, spread };
      },
      { job: { scene, width: WIDTH, height: HEIGHT, quality: 'draft', lighting: 'daylight' }, points },
    );
    await page.close();
    writeFileSync(`${SHOTS}/look-cabinet.png`, Buffer.from(png, 'base64'));
    expect(lumas.contact!).toBeLessThan(lumas.open! * 0.85);
    expect(lumas.shadow!).toBeLessThan(lumas.lit! * 0.8);
    expect(spread).toBeGreaterThan(2);
  } finally {
    await browser.close();
  }
});
