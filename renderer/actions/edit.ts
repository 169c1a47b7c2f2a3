import { canRedoAtom, canUndoAtom, redo, undo } from './history';
import { defineAction } from './define';

/** Undo and redo of every project change, on every screen (history lives in the dispatcher). */
export const undoAction = defineAction<void, boolean>({
  name: 'undo',
  label: 'actions.undo',
  shortcut: { key: 'z', mod: true },
  undoable: false,
  enabled: (ctx) => ctx.store.get(canUndoAtom),
  perform: () => undo() !== null,
});

export const redoAction = defineAction<void, boolean>({
  name: 'redo',
  label: 'actions.redo',
  shortcut: { key: 'z', mod: true, shift: true },
  // Ctrl+Y is redo too on Windows and Linux.
  keys: [{ key: 'y', mod: true }],
  undoable: false,
  enabled: (ctx) => ctx.store.get(canRedoAtom),
  perform: () => redo() !== null,
});
