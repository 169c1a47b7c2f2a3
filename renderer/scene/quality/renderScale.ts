// Adaptive resolution for a view drawn on demand: while the user turns, zooms or drags, the frames
// are drawn at a render scale (a fraction of the still pixel ratio) that keeps them within a frame
// budget; once the view rests the full resolution comes back for one sharp frame. drei's
// PerformanceMonitor and AdaptiveDpr average frames per second over a running loop, which a view
// that draws nothing while still does not have, so this measures the moving frames themselves.

export interface ScaleLimits {
  /** The frame time to aim at, ms. */
  budgetMs: number;
  /** The scale a move starts at before anything is measured, and the least it may drop to. */
  startScale: number;
  minScale: number;
}

export interface ScaleState {
  /** The render scale moving frames are drawn at (1 = the still pixel ratio). */
  scale: number;
}

/** Frames further apart than this were not drawn back to back: their gap says nothing of cost. */
const MAX_MEASURED_GAP_MS = 1000;
/** Scale steps: a new scale resizes the drawing buffer, so small wobbles are not worth one. */
const STEP = 0.05;
/** Frames well under budget may grow the scale, by at most this factor per frame. */
const MAX_GROWTH = 1.25;

export const initialScale = (limits: ScaleLimits): ScaleState => ({
  scale: clamp(limits.startScale, limits.minScale, 1),
});

/**
 * The scale after one moving frame that took `frameMs` (the gap since the previous moving frame).
 * A frame's cost grows with its pixels, the square of the scale, so the scale that would have met the
 * budget is scale * sqrt(budget / frame). It drops at once when over budget and grows slowly (only
 * when clearly under, 70 %) so it does not flip between two sizes.
 */
export function nextScale(state: ScaleState, frameMs: number, limits: ScaleLimits): ScaleState {
  if (!(frameMs > 0) || frameMs > MAX_MEASURED_GAP_MS) return state;
  const ideal = state.scale * Math.sqrt(limits.budgetMs / frameMs);
  let scale = state.scale;
  if (frameMs > limits.budgetMs) scale = ideal;
  else if (frameMs < limits.budgetMs * 0.7) scale = Math.min(ideal, state.scale * MAX_GROWTH);
  scale = clamp(Math.round(scale / STEP) * STEP, limits.minScale, 1);
  return Math.abs(scale - state.scale) < STEP / 2 ? state : { scale };
}

/**
 * What a moving frame costs, from the gaps between the last moving frames' starts (oldest first).
 * While the user keeps moving, the browser dispatches the moves with the frames and the next frame
 * waits for the GPU to finish the previous one, so a gap is a frame's cost; a hand that pauses makes
 * one long gap, a slow GPU makes them all long: the shorter of the last two is the cost, NaN before
 * two are known.
 */
export function frameCost(gaps: readonly number[]): number {
  if (gaps.length < 2) return Number.NaN;
  return Math.min(gaps[gaps.length - 1]!, gaps[gaps.length - 2]!);
}

/** The pixel ratio to draw at: the still one while resting, scaled while moving (never under 0.25). */
export function pixelRatioFor(stillRatio: number, moving: boolean, state: ScaleState): number {
  if (!moving) return stillRatio;
  return Math.max(0.25, Math.round(stillRatio * state.scale * 100) / 100);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
