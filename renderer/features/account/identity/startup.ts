// Spec 4 at start-up with openIdIntegration: a loaded, unexpired user with an access token signs in;
// a missing or expired user triggers automatic authentication only when a sessionid is in the URL;
// otherwise guest login, and 'Can not autenticate' when that fails too (spec 8). A sessionid in the
// URL differing from the stored one logs 'DIFFERENT SESSION ID'.
import { logger } from '../../../state/logs';
import { sessionIdFrom } from './settings';
import { SESSION_ID_KEY } from './signIn';

export type IdentityStart = 'signedIn' | 'redirecting' | 'guest' | 'failed';

export interface IdentityStartDeps {
  manager: {
    getUser(): Promise<{ access_token: string; expired?: boolean | undefined } | null>;
    signinRedirect(): Promise<void>;
  };
  /** The address's query (location.search). */
  search: string;
  storage: Pick<Storage, 'getItem'>;
  signIn(accessToken: string): Promise<unknown>;
  /** True when the guest login worked. */
  guestLogin(): Promise<boolean>;
}

export async function startIdentity(deps: IdentityStartDeps): Promise<IdentityStart> {
  const fromUrl = sessionIdFrom(deps.search);
  const stored = deps.storage.getItem(SESSION_ID_KEY);
  if (fromUrl && stored && fromUrl !== stored) logger.warn('DIFFERENT SESSION ID', `${fromUrl} / ${stored}`);

  const user = await deps.manager.getUser().catch((error: Error) => {
    logger.warn('Identity user not readable', error.message);
    return null;
  });
  if (user && !user.expired && user.access_token) {
    try {
      await deps.signIn(user.access_token);
      return 'signedIn';
    } catch (error) {
      logger.error('Identity sign-in failed', (error as Error).message);
    }
  } else if (fromUrl) {
    logger.info('Identity user missing or expired: automatic authentication');
    try {
      await deps.manager.signinRedirect();
      return 'redirecting';
    } catch (error) {
      logger.error('Identity provider not reachable', (error as Error).message);
    }
  }
  if (await deps.guestLogin()) return 'guest';
  logger.error('Can not autenticate');
  return 'failed';
}
