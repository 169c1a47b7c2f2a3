/** Pure geometry of a dialog that the user drags and resizes (spec 2 / 9). All values in CSS px. */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Point, Size {}

/** Smallest size a user may resize a dialog to (spec 9: minimum resize 400 x 150). */
export const MIN_DIALOG_SIZE: Size = { width: 400, height: 150 };

/** How often an open, moved dialog is checked to still be inside the viewport (spec 9). */
export const POSITION_CHECK_MS = 100;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Moves the rectangle the least needed to lie inside the viewport. When it is larger than the
 * viewport its top-left corner stays visible, so the title (the drag handle) remains reachable.
 */
export function clampToViewport(rect: Rect, viewport: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x, 0, viewport.width - rect.width),
    y: clamp(rect.y, 0, viewport.height - rect.height),
  };
}

/** Where a dialog dragged from `start` ends up when the pointer moved from `from` to `to`. */
export function dragRect(start: Rect, from: Point, to: Point, viewport: Size): Rect {
  return clampToViewport({ ...start, x: start.x + to.x - from.x, y: start.y + to.y - from.y }, viewport);
}

/**
 * The size of a dialog resized by its bottom-right corner: it follows the pointer, never below
 * `min` and never past the viewport's right or bottom edge (the minimum wins on a tiny viewport).
 */
export function resizeRect(
  start: Rect,
  from: Point,
  to: Point,
  viewport: Size,
  min: Size = MIN_DIALOG_SIZE,
): Rect {
  const width = Math.max(min.width, Math.min(start.width + to.x - from.x, viewport.width - start.x));
  const height = Math.max(min.height, Math.min(start.height + to.y - from.y, viewport.height - start.y));
  return { ...start, width, height };
}

/** True when the two rectangles agree to within half a pixel (sub-pixel layout noise is not a move). */
export function sameRect(a: Rect, b: Rect): boolean {
  return (
    Math.abs(a.x - b.x) < 0.5 &&
    Math.abs(a.y - b.y) < 0.5 &&
    Math.abs(a.width - b.width) < 0.5 &&
    Math.abs(a.height - b.height) < 0.5
  );
}

/**
 * Shrinks a rectangle to the viewport (never below `min`) and then moves it inside: used when the
 * window gets smaller than a moved or resized dialog.
 */
export function fitToViewport(rect: Rect, viewport: Size, min: Size = MIN_DIALOG_SIZE): Rect {
  const width = Math.max(Math.min(rect.width, viewport.width), Math.min(min.width, rect.width));
  const height = Math.max(Math.min(rect.height, viewport.height), Math.min(min.height, rect.height));
  return clampToViewport({ ...rect, width, height }, viewport);
}
