// Start-up glue (app/startup.ts calls it when openIdIntegration is on): the real UserManager, the
// browser's address and storage, and the identity events.
import type { ConfigFile } from '../../../../core/config/schema';
import { logger } from '../../../state/logs';
import { sessionIdAtom } from '../../../state/session';
import { store } from '../../../state/store';
import { createUserManager, watchIdentityEvents } from './manager';
import { identitySettings, type IdentitySettings } from './settings';
import { SESSION_ID_KEY, signInWithAccessToken } from './signIn';
import { startIdentity, type IdentityStart } from './startup';

export async function startIdentityForApp(
  file: ConfigFile,
  guestLogin: () => Promise<boolean>,
): Promise<IdentityStart> {
  const settings = identitySettings(file, document.baseURI);
  if (!settings) {
    logger.warn('openIdIntegration is on but oidcSettings.authority is empty: guest login');
    if (await guestLogin()) return 'guest';
    logger.error('Can not autenticate');
    return 'failed';
  }
  const manager = await createUserManager(settings);
  const signIn = (accessToken: string) => signInWithAccessToken(accessToken, settings);
  watchIdentityEvents(manager.events, { signIn, guestLogin, isIdentitySession });
  return startIdentity({
    manager,
    search: window.location.search,
    storage: sessionStorage,
    signIn,
    guestLogin,
  });
}

/** The server session is the one the last identity sign-in in this tab opened. */
function isIdentitySession(): boolean {
  const current = store.get(sessionIdAtom);
  return current !== null && current === sessionStorage.getItem(SESSION_ID_KEY);
}

/**
 * A reload of an identity session restores the server session without signing in again (start-up
 * keeps a live session). The provider's token must still be renewed silently before it expires, and
 * each renewed token refreshes the server session (spec 4), so the manager and its events start here too.
 */
export async function keepIdentitySessionRenewed(
  file: ConfigFile,
  guestLogin: () => Promise<boolean>,
): Promise<void> {
  const settings = identitySettings(file, document.baseURI);
  if (!settings || !isIdentitySession()) return;
  const manager = await createUserManager(settings);
  watchIdentityEvents(manager.events, { signIn: refreshWith(settings), guestLogin, isIdentitySession });
}

const refreshWith = (settings: IdentitySettings) => (accessToken: string) =>
  signInWithAccessToken(accessToken, settings);
