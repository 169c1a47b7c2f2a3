import { useCallback } from 'react';
import { useAtomValue } from '../state/store';
import { canRunAtom, dispatchFrom, getAction } from './registry';
import { reportActionError } from './report';
import type { ActionName, ArgsParam } from './types';

/**
 * A button's view of an action: whether it can run now and a handler that dispatches it and reports
 * a failure. Re-renders only when `enabled` changes (not on every project edit: a click in the
 * configurator must not re-render every button of the header).
 */
export function useAction<Name extends ActionName>(name: Name) {
  const enabled = useAtomValue(canRunAtom(name));
  const action = getAction(name);
  const run = useCallback(
    (...args: ArgsParam<Name>) =>
      dispatchFrom('button')(name, ...args).catch((error: unknown) => {
        reportActionError(name, error);
        return undefined;
      }),
    [name],
  );
  return { enabled, run, label: action.label, shortcut: action.shortcut };
}
