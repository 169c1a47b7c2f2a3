import { expect, type Page } from '@playwright/test';

// The 3D room read as a user sees it: the canvas's pixels (room3d and room3d-touch specs).

export interface Blob {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: number;
}

/**
 * The furniture seen from above, as screen boxes: the white tops of the units grouped into connected
 * blobs, in page coordinates. SwiftShader renders slowly: callers poll.
 */
export async function blobs(page: Page): Promise<Blob[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const rect = canvas.getBoundingClientRect();
    const copy = document.createElement('canvas');
    const step = 4;
    copy.width = Math.floor(rect.width / step);
    copy.height = Math.floor(rect.height / step);
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0, copy.width, copy.height);
    const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
    const at = (x: number, y: number) => (y * width + x) * 4;
    // The units' tops are white (the default carcass): bright and neutral. The floor is a warm beige
    // (its red and blue differ); their shadows and the selection outline are darker.
    const differs = (i: number) => {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      return Math.min(r, g, b) > 215 && Math.max(r, g, b) - Math.min(r, g, b) < 14;
    };
    const seen = new Uint8Array(width * height);
    const found: { x0: number; y0: number; x1: number; y1: number; pixels: number }[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (seen[y * width + x] || !differs(at(x, y))) continue;
        const box = { x0: x, y0: y, x1: x, y1: y, pixels: 0 };
        const stack = [[x, y]];
        seen[y * width + x] = 1;
        while (stack.length) {
          const [cx, cy] = stack.pop()!;
          box.pixels++;
          box.x0 = Math.min(box.x0, cx!);
          box.x1 = Math.max(box.x1, cx!);
          box.y0 = Math.min(box.y0, cy!);
          box.y1 = Math.max(box.y1, cy!);
          for (const [nx, ny] of [
            [cx! + 1, cy!],
            [cx! - 1, cy!],
            [cx!, cy! + 1],
            [cx!, cy! - 1],
          ]) {
            if (nx! < 0 || ny! < 0 || nx! >= width || ny! >= height || seen[ny! * width + nx!]) continue;
            seen[ny! * width + nx!] = 1;
            if (differs(at(nx!, ny!))) stack.push([nx!, ny!]);
          }
        }
        found.push(box);
      }
    }
    // An open unit (a sink base) seen from above shows its rim and, lit from the front, the white
    // bottom inside it, which the selection outline's edges may cut in two: white shapes whose
    // boxes overlap are one unit (two units' tops stand apart).
    const units = found.filter((b) => b.pixels > 30);
    const overlap = (a: (typeof units)[number], b: (typeof units)[number]) =>
      a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
    for (let i = 0; i < units.length; i++) {
      for (let j = i + 1; j < units.length; j++) {
        if (!overlap(units[i]!, units[j]!)) continue;
        const [a, b] = [units[i]!, units[j]!];
        units[i] = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
          pixels: a.pixels + b.pixels,
        };
        units.splice(j, 1);
        j = i;
      }
    }
    return units
      .map((b) => ({
        x: rect.left + ((b.x0 + b.x1 + 1) / 2) * step,
        y: rect.top + ((b.y0 + b.y1 + 1) / 2) * step,
        width: (b.x1 - b.x0 + 1) * step,
        height: (b.y1 - b.y0 + 1) * step,
        pixels: b.pixels,
      }))
      .sort((a, b) => a.x - b.x);
  });
}

/**
 * Waits for the room's canvas: the screen shows a loader in its place until the catalogues are in and
 * the rasteriser is known (detected in a worker the first time).
 */
async function roomCanvas(page: Page): Promise<void> {
  await page.getByTestId('scene').locator('canvas').waitFor({ timeout: 45_000 });
}

/**
 * Waits until the view shows `count` pieces of furniture and holds still (two reads alike: a camera
 * change renders over several frames), and returns them.
 */
export async function furniture(page: Page, count: number): Promise<Blob[]> {
  await roomCanvas(page);
  let found: Blob[] = [];
  let previous = '';
  await expect
    .poll(
      async () => {
        found = await blobs(page);
        const key = JSON.stringify(
          found.map((b) => [Math.round(b.x / 3), Math.round(b.y / 3), Math.round(b.width / 3)]),
        );
        const still = key === previous;
        previous = key;
        return still ? found.length : -1;
      },
      { timeout: 45_000, intervals: [700, 1000] },
    )
    .toBe(count);
  return found;
}

/**
 * The selected item's outline on screen (SelectionBox: its edges in the brand's orange-red), or null
 * when none shows. From above it is the item's footprint, whatever its top looks like (an open sink
 * base shows its inside and the shadows of its sides, not one white top).
 */
export async function selectionOutline(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number } | null> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
    let [x0, y0, x1, y1] = [width, height, -1, -1];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r < 170 || r - g < 80 || r - b < 100) continue;
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
    }
    return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  });
}

/** The view as a coarse grey picture (64 x 48), to tell whether the camera has moved. */
export async function pictureOf(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const copy = document.createElement('canvas');
    copy.width = 64;
    copy.height = 48;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0, copy.width, copy.height);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
    return grey;
  });
}

/** How much two pictures differ: the mean absolute difference of their grey levels (0-255). */
export const pictureDifference = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / Math.max(1, a.length);

/**
 * Waits until the view holds still and returns its picture: three reads 300 ms apart alike (the room
 * renders on demand, so a view at rest gives the same pixels; a camera change renders over several
 * frames, slowly on SwiftShader). In place of a fixed wait before a screenshot or a before/after read.
 */
export async function stillView(page: Page): Promise<number[]> {
  await roomCanvas(page);
  let picture: number[] | null = null;
  let alike = 0;
  await expect
    .poll(
      async () => {
        const next = await pictureOf(page);
        alike = picture && pictureDifference(picture, next) === 0 ? alike + 1 : 0;
        picture = next;
        return alike;
      },
      { timeout: 45_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(2);
  return picture!;
}

/** Rec. 709 luma of an sRGB colour (0-255): how bright the eye reads it. */
export const luma = ([r, g, b]: readonly number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/**
 * The colour of the darkest large surface within the selected item's outline (a dark front among
 * the white carcass, the grey plinth and the outline's own orange): the median of the pixels there
 * darker than mid-grey, in the canvas's sRGB 0-255. Null when no outline shows or nothing is dark.
 */
export async function darkSurfaceInSelection(page: Page): Promise<[number, number, number] | null> {
  const box = await selectionOutline(page);
  if (!box) return null;
  return page.evaluate((box) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(box.x, box.y, box.width, box.height);
    const dark: [number, number, number][] = [];
    for (let i = 0; i < data.length; i += 4) {
      const colour: [number, number, number] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2] < 128) dark.push(colour);
    }
    if (dark.length < 50) return null;
    const median = (channel: number) => dark.map((c) => c[channel]!).sort((a, b) => a - b)[dark.length >> 1]!;
    return [median(0), median(1), median(2)] as [number, number, number];
  }, box);
}
