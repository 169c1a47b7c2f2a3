import { useEffect } from 'react';
import { handleActionKey } from '../../actions';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keyboard: every key binding of every action runs through the same dispatch as its button. */
export function useActionShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A held arrow keeps nudging; a held shortcut (Ctrl+Z) runs once.
      if (event.defaultPrevented || (event.repeat && (event.ctrlKey || event.metaKey || event.altKey)))
        return;
      // The browser's own meaning of the keys (Ctrl+S saves the page) never applies in the app.
      if (handleActionKey(event, isMac)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
