// The oidc-client-ts UserManager, loaded on demand (only deployments with openIdIntegration pay for
// it), and the identity events: expiring, expired, signed out and silent renew errors are only
// logged (spec 8); a renewed user refreshes the session, falling back to guest login (spec 4).
import type { User, UserManager } from 'oidc-client-ts';
import { logger } from '../../../state/logs';
import type { IdentitySettings } from './settings';

export type { User, UserManager };

export async function createUserManager(settings: IdentitySettings): Promise<UserManager> {
  const { UserManager: Manager } = await import('oidc-client-ts');
  const { provider: _label, ...clientSettings } = settings;
  return new Manager(clientSettings);
}

/** The event surface watchIdentityEvents needs (tests pass a fake). */
export interface IdentityEvents {
  addAccessTokenExpiring(callback: () => void): unknown;
  addAccessTokenExpired(callback: () => void): unknown;
  addUserSignedOut(callback: () => void): unknown;
  addSilentRenewError(callback: (error: Error) => void): unknown;
  addUserLoaded(callback: (user: Pick<User, 'access_token'>) => void): unknown;
}

export interface IdentityRefresh {
  signIn: (accessToken: string) => Promise<unknown>;
  guestLogin: () => Promise<boolean>;
  /**
   * True while the server session is still the one this identity signed in: after a logout or
   * another user's sign-in in this tab, a renewed token must not sign the identity back in.
   */
  isIdentitySession?: () => boolean;
}

export function watchIdentityEvents(events: IdentityEvents, refresh: IdentityRefresh): void {
  events.addAccessTokenExpiring(() => logger.info('Identity access token expiring'));
  events.addAccessTokenExpired(() => logger.warn('Identity access token expired'));
  events.addUserSignedOut(() => logger.info('Identity user signed out'));
  events.addSilentRenewError((error) => logger.warn('Identity silent renew error', error.message));
  events.addUserLoaded((user) => {
    if (refresh.isIdentitySession && !refresh.isIdentitySession()) {
      logger.info('Identity token renewed; another session is signed in here, so it is not used');
      return;
    }
    // Session refresh: sign in again with the renewed token, or fall back to guest login.
    refresh.signIn(user.access_token).then(
      () => logger.info('Identity session refreshed'),
      async (error: Error) => {
        logger.warn('Identity session refresh failed', error.message);
        if (!(await refresh.guestLogin())) logger.error('Can not autenticate');
      },
    );
  });
}
