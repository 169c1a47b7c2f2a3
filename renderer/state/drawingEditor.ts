import { atom } from './store';

/** The plan's layers (spec 3): each can be hidden. */
export type PlanLayer = 'walls' | 'openings' | 'furniture' | 'dimensions';
/** Dimension quotes (spec 3): labels, linear measures, corner angles, the selection's measures highlighted. */
export type QuoteFlag = 'text' | 'linear' | 'angle' | 'highlight';

/**
 * The drawing-editor state (spec 3): layers, snap and collision flags, 2D scale and quote flags (the
 * selected boxes are the one selection record, state/selection.ts). Snapping and collision are on by default; the 2D scale defaults to 1000 (spec 9): the
 * plan's reference measure in mm (its grid and its scale bar).
 */
export interface DrawingEditorState {
  snap: boolean;
  collision: boolean;
  layers: Record<PlanLayer, boolean>;
  quotes: Record<QuoteFlag, boolean>;
  scale: number;
}

export const DEFAULT_PLAN_SCALE = 1000;

// Light on purpose (no core import): the action table, which the home page loads, reads it.
export const drawingEditorAtom = atom<DrawingEditorState>({
  snap: true,
  collision: true,
  layers: { walls: true, openings: true, furniture: true, dimensions: true },
  quotes: { text: true, linear: true, angle: true, highlight: true },
  scale: DEFAULT_PLAN_SCALE,
});
