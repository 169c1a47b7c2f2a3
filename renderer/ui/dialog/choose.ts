import type { ComponentType } from 'react';
import { openDialog } from './dialogs';
import type { DialogContentProps, DialogOptions } from './state';

/**
 * Opens a dialog and resolves what the person chose: the response it was closed with when
 * confirmed, null when it was closed without one (Esc, the close button, Cancel).
 */
export async function chooseIn<R>(options: DialogOptions<R>): Promise<R | null> {
  const { flag, response } = await openDialog<R>(options);
  return flag && response ? response : null;
}

/**
 * `chooseIn` for a dialog whose content is loaded first (a dialog is its own chunk, off the first
 * page's JavaScript). `options` are read once the content has loaded: its module may register the
 * translations the title needs.
 */
export async function chooseInDialog<R>(
  loadContent: () => Promise<ComponentType<DialogContentProps<R>>>,
  options: () => Omit<DialogOptions<R>, 'content'>,
): Promise<R | null> {
  const content = await loadContent();
  return chooseIn<R>({ ...options(), content });
}
