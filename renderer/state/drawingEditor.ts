import { atom } from './store';

/** The drawing-editor switches (spec 3): snapping and collision, on by default. */
export interface DrawingEditorState {
  snap: boolean;
  collision: boolean;
}

// Light on purpose (no core import): the action table, which the home page loads, reads it.
export const drawingEditorAtom = atom<DrawingEditorState>({ snap: true, collision: true });
