import type { ApiClient } from '../api/client';
import { logger } from '../state/logs';

/** A fresh start at home: every piece of in-memory state (session, open project, caches) is gone. */
export function reloadAtHome(): void {
  window.location.assign(new URL('home', document.baseURI).toString());
}

/**
 * Logout (spec 4): the project is cleared and the user goes to home. Ending the server session and then
 * reloading at /home clears everything at once; clearing atoms in place instead would let the current
 * screen's guard see the signed-out session first and redirect with redirectFrom. If the server call
 * fails (offline, session already expired) the user is still signed out here, and it is logged.
 */
export async function signOut(api: ApiClient, leave: () => void = reloadAtHome): Promise<void> {
  try {
    await api.logout();
    logger.info('Signed out');
  } catch (error) {
    logger.warn('Logout call failed; signed out locally', (error as Error).message);
  }
  leave();
}
