import { navigateAction, setLanguageAction } from './app';
import { redoAction, redoAltAction, undoAction } from './edit';

/**
 * Every action of the renderer, by name: the one table that buttons, shortcuts, the desktop menu and
 * the host protocol dispatch from. A family of actions lives in its own file beside this one.
 */
export const actionTable = {
  undo: undoAction,
  redo: redoAction,
  redoAlt: redoAltAction,
  navigate: navigateAction,
  setLanguage: setLanguageAction,
} as const;
