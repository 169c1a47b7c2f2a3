// Every command of the renderer is an action: see README.md.
export { dispatch, canRun, configureActions, allActions, getAction, isActionName } from './registry';
export { ActionUnavailableError, ReadOnlyProjectError, currentActionContext } from './registry';
export { defineAction } from './define';
export { canRedoAtom, canUndoAtom, clearHistory, historyAtom } from './history';
export { matchesShortcut, shortcutLabel } from './shortcuts';
export type { ActionContext, ActionDef, ActionName, Shortcut } from './types';
export { reportActionError, reportMaintenanceError } from './report';
export { useAction } from './useAction';
