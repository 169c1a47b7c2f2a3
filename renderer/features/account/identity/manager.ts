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

export function watchIdentityEvents(
  events: IdentityEvents,
  refresh: { signIn: (accessToken: string) => Promise<unknown>; guestLogin: () => Promise<boolean> },
): void {
  events.addAccessTokenExpiring(() => logger.info('Identity access token expiring'));
  events.addAccessTokenExpired(() => logger.warn('Identity access token expired'));
  events.addUserSignedOut(() => logger.info('Identity user signed out'));
  events.addSilentRenewError((error) => logger.warn('Identity silent renew error', error.message));
  events.addUserLoaded((user) => {
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
