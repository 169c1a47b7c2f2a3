import { describe, expect, it, vi } from 'vitest';
import { sessionReply } from '../../../api/test-replies';
import { preferencesAtom, profileAtom, shopAtom, userFlagsAtom } from '../../../state/session';
import { store } from '../../../state/store';
import { configAtom } from '../../../state/app';
import { defaultConfigFile } from '../../../../core/config/defaults';
import { SESSION_ID_KEY, signInWithAccessToken } from './signIn';

const reply = sessionReply(
  {
    kind: 'customer',
    gdprFlags: '0;0;0;0',
    username: 'oidc.user@example.com',
    language: 'de_CH',
    customerEmail: 'oidc.user@example.com',
  },
  {
    sessionId: 'session-9',
    expiresAt: '2026-12-01T00:00:00.000Z',
    user: { guest: false, sellerLevel: 0, shops: [{ cod: 'ZURICH', pricelist: 'RETAIL-CHF' }] },
  },
);

describe('identity sign-in at the server', () => {
  it('sends the token and authority, then sets profile, shop, language, currency and the session id', async () => {
    // The user's language is taken when the configuration offers it (German here).
    store.set(configAtom, {
      ...defaultConfigFile,
      config: { ...defaultConfigFile.config, languages: ['en', 'it', 'de'] },
    });
    const api = { signIn: vi.fn(async () => reply) };
    const saved = new Map<string, string>();
    await signInWithAccessToken(
      'a.b.c',
      { authority: 'https://idp', provider: 'Entra' },
      { api, storage: { setItem: (key, value) => void saved.set(key, value) } },
    );
    expect(api.signIn).toHaveBeenCalledWith({
      accessToken: 'a.b.c',
      authority: 'https://idp',
      provider: 'Entra',
    });
    expect(store.get(profileAtom)).toMatchObject({ guest: false, shop: { cod: 'ZURICH', country: 'CH' } });
    expect(store.get(shopAtom)).toEqual({ cod: 'ZURICH', country: 'CH' });
    expect(store.get(userFlagsAtom).kind).toBe('customer');
    expect(store.get(preferencesAtom)).toMatchObject({ language: 'de-CH', currency: 'CHF' });
    expect(saved.get(SESSION_ID_KEY)).toBe('session-9');
  });
});
