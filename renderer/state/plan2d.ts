import type { Point } from '../../core/room/presets';
import { atom } from './store';

/**
 * A room being drawn corner by corner in the 2D plan (rt11), not yet in the project: the corners
 * clicked so far. Leaving /configurator2d copies it into the project (spec 4); null when not drawing.
 */
export interface PlanDraft {
  points: readonly Point[];
  /** Thickness and height of the walls being drawn (the chosen wall type). */
  thickness: number;
  height: number;
}

export const planDraftAtom = atom<PlanDraft | null>(null);
