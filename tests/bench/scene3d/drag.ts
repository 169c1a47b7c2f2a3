// The 3D bench's drag phase: in the Top view the user presses the article nearest the room's middle
// and drags it across the floor, as in the 3D screen's e2e spec. The frames while it moves must draw
// the simplified detail (model/gestureDetail.ts), and the drop the full detail again, with the
// shadow map drawn anew from it.
import type { Page } from 'playwright-core';
import { framesOf, framesWhen, type Frame } from './frames';

export interface DragFrames {
  /** The last frame before the press: the full detail in the Top view. */
  before: Frame;
  /** The frames from the press until the release. */
  moving: Frame[];
  /** The last frame after the drop, once the view is quiet. */
  after: Frame;
  /** Whether the press took an article (the panel shows the selected one's position). */
  picked: boolean;
}

/** Where plan point `at` (mm) shows, at `heightMm`, in the Top view of the room `walls` (plan mm). */
function topViewPoint(
  box: { x: number; y: number; width: number; height: number },
  room: { width: number; depth: number },
  at: { x: number; y: number },
  heightMm: number,
) {
  // cameraPresets.ts: 'top' stands 2.6 radii above the room's centre, field of view 45°, north up.
  const centre = { x: room.width / 2, y: room.depth / 2 };
  const radius = Math.max(2.5, Math.hypot(room.width, room.depth) / 2 / 1000);
  const half = (radius * 2.6 - heightMm / 1000) * Math.tan((22.5 * Math.PI) / 180);
  const ndcX = (at.x - centre.x) / 1000 / (half * (box.width / box.height));
  const ndcY = (at.y - centre.y) / 1000 / half;
  return { x: box.x + ((ndcX + 1) / 2) * box.width, y: box.y + ((1 - ndcY) / 2) * box.height };
}

export async function dragPhase(
  page: Page,
  room: { width: number; depth: number },
  places: readonly { x: number; y: number }[],
): Promise<DragFrames> {
  await page.getByRole('button', { name: 'Top', exact: true }).click({ force: true });
  await framesWhen(page, () => true, 120_000, 1500);
  const box = (await page.getByTestId('scene').locator('canvas').boundingBox())!;
  const centre = { x: room.width / 2, y: room.depth / 2 };
  const nearest = [...places].sort(
    (a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y),
  )[0]!;
  // Half way up a base unit: near the middle of the view the ray is all but vertical.
  const from = topViewPoint(box, room, nearest, 700);
  const before = (await framesOf(page)).at(-1)!;
  const count = (await framesOf(page)).length;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(from.x + step * 8, from.y + step * 3);
    await page.waitForTimeout(40);
  }
  await framesWhen(page, (frames) => frames.length > count, 120_000, 400);
  const moving = (await framesOf(page)).slice(count).filter((f) => f.calls > 0);
  await page.mouse.up();
  const settled = await framesWhen(page, () => true, 120_000, 2000);
  const picked = await page
    .getByTestId('position-readout')
    .isVisible()
    .catch(() => false);
  return { before, moving, after: settled.at(-1)!, picked };
}
