import type { Drawing } from '../../../core/layout/drawing';

/** The smallest height (CSS px) a measure's text may have on screen (issue 24). */
export const MIN_TEXT_PX = 11;
export const ZOOM_STEP = 1.25;
export const MAX_ZOOM = 8;

/**
 * CSS pixels per drawing millimetre for a drawing shown in a box `boxWidth` px wide: the width of
 * the box, unless that would draw its smallest text below MIN_TEXT_PX (a phone): then that size, and
 * the user pans. Drawings without texts simply fit.
 */
export function legibleScale(drawing: Pick<Drawing, 'width' | 'shapes'>, boxWidth: number): number {
  const fit = boxWidth > 0 ? boxWidth / drawing.width : 0;
  const sizes = drawing.shapes.flatMap((s) => (s.kind === 'text' ? [s.size] : []));
  const legible = sizes.length ? MIN_TEXT_PX / Math.min(...sizes) : 0;
  return Math.max(fit, legible);
}
