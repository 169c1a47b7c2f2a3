// Every command of the renderer is an action: see README.md.
export {
  dispatch,
  dispatchFrom,
  canRun,
  configureActions,
  allActions,
  getAction,
  isActionName,
} from './registry';
export { ActionUnavailableError, ReadOnlyProjectError, currentActionContext } from './registry';
export { defineAction } from './define';
export { canRedoAtom, canUndoAtom, clearHistory, historyAtom } from './history';
export { matchesShortcut, shortcutLabel } from './shortcuts';
export type { ActionContext, ActionDef, ActionName, DispatchSource, KeyBinding, Shortcut } from './types';
export { reportActionError, reportingDispatch, reportMaintenanceError } from './report';
export { handleActionKey } from './keyboard';
export { useAction } from './useAction';
