// Start-up glue (app/startup.ts calls it when openIdIntegration is on): the real UserManager, the
// browser's address and storage, and the identity events.
import type { ConfigFile } from '../../../../core/config/schema';
import { logger } from '../../../state/logs';
import { createUserManager, watchIdentityEvents } from './manager';
import { identitySettings } from './settings';
import { signInWithAccessToken } from './signIn';
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
  watchIdentityEvents(manager.events, { signIn, guestLogin });
  return startIdentity({
    manager,
    search: window.location.search,
    storage: sessionStorage,
    signIn,
    guestLogin,
  });
}
