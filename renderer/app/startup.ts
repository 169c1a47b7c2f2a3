import {
  autologinCredentials,
  parseConfigFile,
  type ConfigFile,
  type ConfigResult,
} from '../../core/config/schema';
import type { ApiClient, LoginResult } from '../api/client';
import { applyLoginResult } from '../actions/sessionState';
import { configAtom, maintenanceAtom } from '../state/app';
import { logger } from '../state/logs';
import { store } from '../state/store';
import { preferencesAtom, profileAtom } from '../state/session';
import { configUrl } from './configPrefetch';
import { firstVisitLanguage, selectableLanguages, uiLanguageFor } from '../i18n/language';

export const CONFIG_ERROR = 'Missing or wrong configuration file';

/**
 * Fetches `config/config.json` relative to the document base with a cache-busting timestamp (spec 7)
 * and validates it. Any failure (network, status, JSON, schema) comes back as an error text.
 */
export async function loadConfigFile(
  fetchImpl: typeof fetch = fetch,
  base: string = document.baseURI,
  now: number = Date.now(),
  prefetched: Promise<Response> | null = null,
): Promise<ConfigResult> {
  const url = configUrl(base, now);
  try {
    const response = await (prefetched ?? fetchImpl(url, { cache: 'no-store' }));
    const path = new URL(response.url || url.toString()).pathname;
    if (!response.ok) return { ok: false, error: `${path}: HTTP ${response.status}` };
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      return { ok: false, error: `${path}: not JSON (${(error as Error).message})` };
    }
    return parseConfigFile(json);
  } catch (error) {
    return { ok: false, error: `${url.pathname}: ${(error as Error).message}` };
  }
}

/** The lengthDecimals rule of spec 9: measures.lengthDecimals, else nround.ext.num, else 0. */
export function lengthDecimals(file: ConfigFile): number {
  return file.config.measures.lengthDecimals ?? file.config.nround.ext.num ?? 0;
}

/**
 * Preferences the configuration implies. A language the user chose earlier is kept while the
 * configuration still offers it; otherwise the first configured language applies (normalised).
 */
export function applyConfigPreferences(
  file: ConfigFile,
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): void {
  const { config } = file;
  const offered = selectableLanguages(config.languages);
  store.set(preferencesAtom, (previous) => ({
    language:
      previous.language && offered.includes(uiLanguageFor(previous.language))
        ? previous.language
        : firstVisitLanguage(config.languages, browserLanguages),
    currency: config.currency,
    measures: {
      length: config.measures.length,
      weight: config.measures.weight,
      volume: config.measures.volume,
      lengthDecimals: lengthDecimals(file),
    },
  }));
}

/** Puts a login's profile, shop and user kind into the store (identity sign-in, registration). */
export function setSignedIn(result: LoginResult): void {
  applyLoginResult(store, result, true);
}

/** True when the guest login worked. */
async function guestLogin(api: ApiClient): Promise<boolean> {
  try {
    // Spec 4: on success the app loads with currency and units by the shop's country.
    applyLoginResult(store, await api.guestLogin());
    logger.info('Guest login done');
    return true;
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    if (message.includes('11-Wrong User ID:')) logger.warn('Guest user NOT accepted by back-end', message);
    else logger.error('Guest login failed', message);
    // Spec 4: on failure set isguest false and load anyway.
    store.set(configAtom, (file) => (file ? { ...file, config: { ...file.config, isguest: false } } : file));
    return false;
  }
}

/**
 * The session this browser already has (its cookie), if any. A reload must not log anyone out: the
 * server's guest login ends the caller's session, so it only runs when there is no live session.
 */
async function restoreSession(api: ApiClient): Promise<boolean> {
  try {
    const live = await api.currentSession();
    if (!live) return false;
    applyLoginResult(store, live);
    logger.info('Session restored', live.profile.guest ? 'guest' : (live.account.username ?? live.kind));
    return true;
  } catch (error) {
    logger.warn('Session check failed', (error as Error).message);
    return false;
  }
}

async function automaticLogin(api: ApiClient, file: ConfigFile): Promise<void> {
  const credentials = autologinCredentials(file.config);
  const profile = store.get(profileAtom);
  // Spec 4: only when there is no user, or only a guest.
  if (!credentials || (profile && !profile.guest)) return;
  try {
    // Spec 1: a successful login sets pro (the server says when the account is a customer's).
    const result = await api.login(credentials);
    applyLoginResult(store, { ...result, kind: result.kind === 'customer' ? 'customer' : 'pro' }, true);
    logger.info('Automatic login done', credentials.user);
  } catch (error) {
    logger.error('Automatic login failed', (error as Error).message);
  }
}

async function checkMaintenance(api: ApiClient): Promise<void> {
  try {
    const status = await api.maintenanceStatus();
    store.set(maintenanceAtom, {
      isMaintenance: status.isMaintenance === true,
      startDateTimeUTC: status.startDateTimeUTC ?? null,
      endDateTimeUTC: status.endDateTimeUTC ?? null,
    });
  } catch (error) {
    // Spec 8: maintenance errors are only logged.
    logger.warn('Maintenance check failed', (error as Error).message);
  }
}

/**
 * Who the app starts as: the live session when there is one, else guest login when isguest is set
 * (or identity sign-in, which decides itself when to fall back to it), then automatic login. Never
 * throws: every failure is logged and the app loads anyway.
 */
async function signIn(api: ApiClient, file: ConfigFile): Promise<void> {
  // A live session (a reload, another tab) is kept: guest login would end it (spec 4, issue 9).
  const restored = await restoreSession(api);
  if (!restored && file.config.openIdIntegration) {
    // Identity sign-in (spec 4) decides itself when to fall back to guest login.
    const { startIdentityForApp } = await import('../features/account/identity/appStart');
    if ((await startIdentityForApp(file, () => guestLogin(api))) === 'redirecting') return;
  } else if (!restored && file.config.isguest) await guestLogin(api);
  else if (restored && file.config.openIdIntegration) {
    const { keepIdentitySessionRenewed } = await import('../features/account/identity/appStart');
    await keepIdentitySessionRenewed(file, () => guestLogin(api)).catch((error: Error) =>
      logger.warn('Identity renewal not started', error.message),
    );
  }
  await automaticLogin(api, file);
}

/**
 * The start-up session flow of spec 4 after the configuration is loaded: the sign-in and the
 * maintenance check. `holdCalls` is told of the sign-in as it starts, so that the screens' calls wait
 * for the session it makes (renderer/api/startupGate.ts). Never throws.
 */
export async function startSession(
  api: ApiClient,
  file: ConfigFile,
  holdCalls: (signedIn: Promise<void>) => void = () => undefined,
): Promise<void> {
  // The maintenance check does not depend on who signs in: asked before the hold, it runs alongside.
  const maintenance = checkMaintenance(api);
  const signedIn = signIn(api, file);
  holdCalls(signedIn);
  await signedIn;
  await maintenance;
}
