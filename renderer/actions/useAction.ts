import { useCallback } from 'react';
import { projectAtom, projectReadOnlyAtom } from '../state/project';
import { useAtomValue } from '../state/store';
import { canRedoAtom, canUndoAtom } from './history';
import { canRun, dispatch, getAction } from './registry';
import { reportActionError } from './report';
import type { ActionName, ArgsParam } from './types';

/**
 * A button's view of an action: whether it can run now and a handler that dispatches it and reports
 * a failure. Re-renders when the state that `enabled` usually reads changes (project, history).
 */
export function useAction<Name extends ActionName>(name: Name) {
  // Subscriptions only: they make `canRun` below re-evaluate when these change.
  useAtomValue(projectAtom);
  useAtomValue(projectReadOnlyAtom);
  useAtomValue(canUndoAtom);
  useAtomValue(canRedoAtom);
  const action = getAction(name);
  const run = useCallback(
    (...args: ArgsParam<Name>) =>
      dispatch(name, ...args).catch((error: unknown) => {
        reportActionError(name, action.label, error);
        return undefined;
      }),
    [name, action.label],
  );
  return { enabled: canRun(name), run, label: action.label, shortcut: action.shortcut };
}
