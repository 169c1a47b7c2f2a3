import { ask } from './ask';
import { closeAllDialogs, openDialog } from './dialogs';
import { hideLoader, LOADER_TIMEOUT_MS, showLoader, updateLoader } from './loader';

/** The dialog API as browser tests drive it (`window.__arredoE2E.dialogs`). */
export const dialogTestHandle = {
  openDialog,
  ask,
  closeAllDialogs,
  showLoader,
  updateLoader,
  hideLoader,
  LOADER_TIMEOUT_MS,
};

export type DialogTestHandle = typeof dialogTestHandle;

/** Name of the browser-test namespace on `window`; kept apart from the desktop preload's host object. */
export const E2E_GLOBAL = '__arredoE2E';

/**
 * Exposes the imperative dialog API to Playwright, only when the page was loaded with `?e2e=1`, so
 * tests can open dialogs that no screen offers yet. Call once at start-up, before routing rewrites
 * the address. Returns whether it installed the handle.
 */
export function installDialogTestHandle(win: Window = window): boolean {
  if (new URLSearchParams(win.location.search).get('e2e') !== '1') return false;
  const holder = win as unknown as Record<string, Record<string, unknown> | undefined>;
  holder[E2E_GLOBAL] = { ...holder[E2E_GLOBAL], dialogs: dialogTestHandle };
  return true;
}
