// One running Arredo per user: a second launch hands over to the first (its database files are opened by
// one process only) and brings the existing window to the front.

export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Restores, shows and focuses the window; false when there is no live window to focus. */
export function focusExistingWindow(window: FocusableWindow | undefined): boolean {
  if (!window || window.isDestroyed()) return false;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
  return true;
}
