import { useEffect } from 'react';
import { allActions, canRun, dispatch, isActionName, matchesShortcut } from '../../actions';
import { isTextField } from '../../actions/shortcuts';
import { reportActionError } from '../../actions/report';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keyboard: every action with a shortcut runs through the same dispatch as its button. */
export function useActionShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = allActions().find((a) => a.shortcut && matchesShortcut(event, a.shortcut, isMac));
      if (!action?.shortcut || !isActionName(action.name)) return;
      if (isTextField(event.target) && !action.shortcut.inTextFields) return;
      // The browser's own meaning of the keys (Ctrl+S saves the page) never applies in the app.
      event.preventDefault();
      if (!canRun(action.name)) return;
      // Only actions without arguments have shortcuts.
      void (dispatch as (name: string) => Promise<unknown>)(action.name).catch((error: unknown) =>
        reportActionError(action.name, action.label, error),
      );
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
