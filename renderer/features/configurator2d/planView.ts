import type { Vec2 } from '../../../core/layout/vector';

/**
 * The plan's viewport: which millimetre sits at the middle of the view and how many pixels a
 * millimetre takes. Plan y points north, screen y down. Pure, so zoom and pan are unit-tested.
 */
export interface PlanView {
  /** Plan point at the centre of the view, mm. */
  cx: number;
  cy: number;
  /** Pixels per millimetre. */
  k: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

export const MIN_ZOOM = 0.005;
export const MAX_ZOOM = 2;

export const toScreen = (view: PlanView, size: ViewSize, p: Vec2): Vec2 => ({
  x: (p.x - view.cx) * view.k + size.width / 2,
  y: (view.cy - p.y) * view.k + size.height / 2,
});

export const toPlan = (view: PlanView, size: ViewSize, s: Vec2): Vec2 => ({
  x: view.cx + (s.x - size.width / 2) / view.k,
  y: view.cy - (s.y - size.height / 2) / view.k,
});

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** Zooms by `factor` keeping the plan point under the screen point `at` where it is (wheel, pinch). */
export function zoomAt(view: PlanView, size: ViewSize, at: Vec2, factor: number): PlanView {
  const k = clampZoom(view.k * factor);
  const anchor = toPlan(view, size, at);
  return {
    k,
    cx: anchor.x - (at.x - size.width / 2) / k,
    cy: anchor.y + (at.y - size.height / 2) / k,
  };
}

/** Moves the plan with the pointer: `dx`, `dy` are screen pixels. */
export const panBy = (view: PlanView, dx: number, dy: number): PlanView => ({
  ...view,
  cx: view.cx - dx / view.k,
  cy: view.cy + dy / view.k,
});

/** Margins (px) the fitted plan keeps from each edge of the view. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The view that shows every point inside the margins (a number: the same on every side); a 6 m
 * square when there are none. Wider margins on one side (the scale bar's strip) shift the plan away.
 */
export function fitView(points: readonly Vec2[], size: ViewSize, padding: number | Insets = 48): PlanView {
  const m =
    typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const all = points.length
    ? points
    : [
        { x: 0, y: 0 },
        { x: 6000, y: 6000 },
      ];
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = Math.max(x1 - x0, 1000);
  const h = Math.max(y1 - y0, 1000);
  const k = Math.max(
    MIN_ZOOM,
    clampZoom(
      Math.min((size.width - m.left - m.right) / w, (size.height - m.top - m.bottom) / h) || MIN_ZOOM,
    ),
  );
  // The points' middle goes to the middle of the space inside the margins.
  const sx = (m.left + size.width - m.right) / 2;
  const sy = (m.top + size.height - m.bottom) / 2;
  return {
    cx: (x0 + x1) / 2 - (sx - size.width / 2) / k,
    cy: (y0 + y1) / 2 + (sy - size.height / 2) / k,
    k,
  };
}

/** A "nice" grid step (1, 2 or 5 times a power of ten, in mm) near `target` mm. */
export function niceStep(target: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(target, 1e-6)));
  for (const m of [1, 2, 5, 10]) if (m * power >= target) return m * power;
  return 10 * power;
}
