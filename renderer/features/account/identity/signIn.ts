// Spec 4, identity sign-in: a loaded user with an access token signs in at the server, sets the
// profile, saves shop and language, and runs after-login (currency and units follow the shop's
// country, as after a guest login).
import { toLoginResult } from '../../../api/client';
import { createIdentityApi, type IdentityApi } from '../../../api/identity';
import type { SessionReply } from '../../../api/types';
import { setSignedIn } from '../../../app/startup';
import { logger } from '../../../state/logs';
import type { IdentitySettings } from './settings';

/** Where the session id of the last identity sign-in is kept (compared with a sessionid in the URL). */
export const SESSION_ID_KEY = 'arredo.sessionid';

export interface SignInDeps {
  api: Pick<IdentityApi, 'signIn'>;
  storage: Pick<Storage, 'setItem'>;
}

export async function signInWithAccessToken(
  accessToken: string,
  settings: Pick<IdentitySettings, 'authority' | 'provider'>,
  deps: SignInDeps = { api: createIdentityApi(), storage: sessionStorage },
): Promise<SessionReply> {
  const reply = await deps.api.signIn({
    accessToken,
    authority: settings.authority,
    provider: settings.provider,
  });
  // Profile, shop, kind, the user's language, currency and units by the shop's country: as every login.
  setSignedIn(toLoginResult(reply));
  deps.storage.setItem(SESSION_ID_KEY, reply.sessionId);
  logger.info('Identity sign-in done', reply.profile.username ?? '');
  return reply;
}
