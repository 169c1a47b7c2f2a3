// Spec 4, identity sign-in: a loaded user with an access token signs in at the server, sets the
// profile, saves shop and language, and runs after-login (currency and units follow the shop's
// country, as after a guest login).
import { toLoginResult } from '../../../api/client';
import { createIdentityApi, type IdentityApi } from '../../../api/identity';
import type { SessionReply } from '../../../api/types';
import { currencyForCountry, measuresForCountry } from '../../../app/countryDefaults';
import { setSignedIn } from '../../../app/startup';
import { normalizeLanguage } from '../../../i18n/language';
import { logger } from '../../../state/logs';
import { preferencesAtom } from '../../../state/session';
import { store } from '../../../state/store';
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
  const result = toLoginResult(reply);
  setSignedIn(result);
  const country = result.profile.shop?.country;
  store.set(preferencesAtom, (previous) => ({
    ...previous,
    language: result.language ? normalizeLanguage(result.language) : previous.language,
    ...(country
      ? {
          currency: currencyForCountry(country, previous.currency),
          measures: { ...previous.measures, ...measuresForCountry(country) },
        }
      : {}),
  }));
  deps.storage.setItem(SESSION_ID_KEY, reply.sessionId);
  logger.info('Identity sign-in done', reply.profile.username ?? '');
  return reply;
}
