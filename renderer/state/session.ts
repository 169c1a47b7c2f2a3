import { atom, atomWithStorage } from './store';
import type { UserKind } from '../../core/project/sessionReplies';
import type { Session } from '../app/navigation';

/** Profile (spec 3): returned by every login kind. */
export interface Profile {
  /** A guest may have no shop yet. */
  shop?: { cod: string; country: string };
  guest: boolean;
  admin: boolean;
  /** e.g. '1;1;1;1' once every GDPR consent is given. */
  gdprFlags: string;
}

export interface Shop {
  cod: string;
  country: string;
  pricelist?: string;
}

/** A guest who registered as a customer (guard b). */
export interface GuestProfile {
  email: string;
  firstName?: string;
  lastName?: string;
}

export type { UserKind };

/** User flags (spec 1, 3): exactly one kind at a time; sellers have a level. */
export interface UserFlags {
  kind: UserKind;
  sellerLevel: number;
  /** Set by a failed RSA login (spec 8), which stops loading. */
  loginFail: boolean;
  /** Embedded: guests are admitted only with a session or user id at load (spec 4). */
  guestAdmitted: boolean;
}

export const profileAtom = atom<Profile | null>(null);
/** The server's id of this browser's session, as the last login told it (null before one). */
export const sessionIdAtom = atom<string | null>(null);

/** Who signed in, as the header and the user settings show it (null for a guest or nobody). */
export interface AccountInfo {
  username: string | null;
  customerEmail: string | null;
  /** A professional user's own e-mail address (profile). */
  email?: string | null;
  /** The user's price list: their own choice, else the shop's. */
  pricelist: string | null;
  /** The shop's price list (the default). */
  shopPricelist?: string | null;
  currency: string | null;
}
export const accountAtom = atom<AccountInfo | null>(null);
export const shopAtom = atom<Shop | null>(null);
export const guestProfileAtom = atom<GuestProfile | null>(null);
export const userFlagsAtom = atom<UserFlags>({
  kind: 'guest',
  sellerLevel: 0,
  loginFail: false,
  guestAdmitted: false,
});

/** The session as the guards see it. */
export const sessionAtom = atom<Session>((get) => {
  const profile = get(profileAtom);
  const flags = get(userFlagsAtom);
  return {
    hasProfile: profile !== null,
    isGuest: profile === null || profile.guest,
    isPro: flags.kind === 'pro',
    hasGuestCustomer: get(guestProfileAtom) !== null,
  };
});

export interface Preferences {
  /** Normalised language code (en, it, de, en-GB ...); empty until chosen or configured. */
  language: string;
  currency: string;
  measures: { length: string; weight: string; volume: string; lengthDecimals: number };
}

/** Persisted so a returning user keeps their language. */
export const preferencesAtom = atomWithStorage<Preferences>(
  'arredo.preferences',
  {
    language: '',
    currency: 'EUR',
    measures: { length: 'MM', weight: 'KG', volume: 'CR', lengthDecimals: 0 },
  },
  undefined,
  { getOnInit: true },
);
