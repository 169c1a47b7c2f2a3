import { currencyForCountry } from '../../core/locale/currencies';
import { measuresForCountry } from '../../core/locale/measures';
import type { LoginResult } from '../api/client';
import { setSessionToken } from '../api/transport';
import { selectableLanguages, normalizeLanguage, uiLanguageFor } from '../i18n/language';
import { configAtom } from '../state/app';
import { savedProjectAtom, projectAtom, storedMetaAtom } from '../state/project';
import {
  accountAtom,
  guestProfileAtom,
  preferencesAtom,
  profileAtom,
  sessionIdAtom,
  shopAtom,
  userFlagsAtom,
} from '../state/session';
import type { store as appStore } from '../state/store';
import { clearHistory } from './history';

type Store = typeof appStore;

/** Spec 4 and 9: after any login, currency and measure units follow the shop's country. */
export function applyCountryDefaults(store: Store, country: string | undefined): void {
  if (!country) return;
  const measures = measuresForCountry(country);
  store.set(preferencesAtom, (previous) => ({
    ...previous,
    currency: currencyForCountry(country).code,
    measures: {
      ...previous.measures,
      length: measures.length,
      weight: measures.weight,
      volume: measures.volume,
    },
  }));
}

/**
 * Puts a login's profile in the store: profile, shop, kind and seller level, who signed in, then the
 * country's currency and units. `adoptLanguage`: an explicit sign-in takes the user's stored language
 * when the configuration offers it (a restored session keeps what this browser shows).
 */
export function applyLoginResult(store: Store, result: LoginResult, adoptLanguage = false): void {
  const { profile } = result;
  store.set(profileAtom, profile);
  store.set(sessionIdAtom, result.sessionId ?? null);
  setSessionToken(result.sessionId);
  store.set(shopAtom, profile.shop ? { cod: profile.shop.cod, country: profile.shop.country } : null);
  store.set(userFlagsAtom, (flags) => ({
    ...flags,
    kind: result.kind,
    sellerLevel: result.sellerLevel,
    loginFail: false,
  }));
  store.set(accountAtom, profile.guest ? null : result.account);
  applyCountryDefaults(store, profile.shop?.country);
  if (adoptLanguage && !profile.guest && result.language) {
    const offered = selectableLanguages(store.get(configAtom)?.config.languages ?? ['en']);
    if (offered.includes(uiLanguageFor(result.language))) {
      const language = normalizeLanguage(result.language);
      store.set(preferencesAtom, (previous) => ({ ...previous, language }));
    }
  }
}

/** Nobody is signed in any more: profile, shop, flags and the guest-customer profile are gone. */
export function clearSignedIn(store: Store): void {
  store.set(profileAtom, null);
  store.set(sessionIdAtom, null);
  setSessionToken(null);
  store.set(shopAtom, null);
  store.set(accountAtom, null);
  store.set(guestProfileAtom, null);
  store.set(userFlagsAtom, (flags) => ({ ...flags, kind: 'guest', sellerLevel: 0, loginFail: false }));
}

/** Spec 4: logout clears the project; its history goes with it. */
export function clearProject(store: Store): void {
  store.set(projectAtom, null);
  store.set(savedProjectAtom, null);
  store.set(storedMetaAtom, null);
  clearHistory();
}
