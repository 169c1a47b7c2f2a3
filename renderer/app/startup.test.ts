import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfigFile } from '../../core/config/defaults';
import { ApiError, createApiClient, type ApiClient } from '../api/client';
import { createCallGate } from '../api/startupGate';
import { createTransport } from '../api/transport';
import { configAtom, maintenanceAtom } from '../state/app';
import { logsAtom } from '../state/logs';
import { store } from '../state/store';
import { accountAtom, preferencesAtom, profileAtom, userFlagsAtom, type Profile } from '../state/session';
import { applyConfigPreferences, lengthDecimals, loadConfigFile, startSession } from './startup';

const shipped = defaultConfigFile;

const guestProfile: Profile = {
  shop: { cod: 'S1', country: 'US' },
  guest: true,
  admin: false,
  gdprFlags: '',
};
const proProfile: Profile = {
  shop: { cod: 'S2', country: 'IT' },
  guest: false,
  admin: true,
  gdprFlags: '1;1;1;1',
};

const account = { username: 'anna', customerEmail: null, pricelist: 'RETAIL-EUR', currency: 'EUR' };
const guestAccount = { username: null, customerEmail: null, pricelist: null, currency: null };

function fakeApi(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    guestLogin: vi.fn(async () => ({
      profile: guestProfile,
      kind: 'guest' as const,
      sellerLevel: 0,
      account: guestAccount,
    })),
    login: vi.fn(async () => ({ profile: proProfile, kind: 'pro' as const, sellerLevel: 5, account })),
    currentSession: vi.fn(async () => null),
    maintenanceStatus: vi.fn(async () => ({
      isMaintenance: false,
      startDateTimeUTC: null,
      endDateTimeUTC: null,
    })),
    logout: vi.fn(async () => {}),
    ...overrides,
  };
}

const messages = () => store.get(logsAtom).map((entry) => entry.message);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  store.set(profileAtom, null);
  store.set(logsAtom, []);
  store.set(userFlagsAtom, { kind: 'guest', sellerLevel: 0, loginFail: false, guestAdmitted: false });
  store.set(configAtom, structuredClone(shipped));
  store.set(preferencesAtom, {
    language: '',
    currency: 'EUR',
    measures: { length: 'MM', weight: 'KG', volume: 'CR', lengthDecimals: 0 },
  });
});

describe('loading the configuration file', () => {
  const base = 'http://shop.example/app/index.html';

  it('fetches config/config.json relative to the base with a timestamp and validates it', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(shipped)));
    const result = await loadConfigFile(fetchImpl as unknown as typeof fetch, base, 1234);
    expect(result.ok).toBe(true);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe(
      'http://shop.example/app/config/config.json?v=1234',
    );
  });

  it('uses a prefetched response when there is one', async () => {
    const fetchImpl = vi.fn();
    const prefetched = Promise.resolve(new Response(JSON.stringify(shipped)));
    const result = await loadConfigFile(fetchImpl as unknown as typeof fetch, base, 1, prefetched);
    expect(result.ok).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports a missing file, bad JSON, a wrong schema and a network error', async () => {
    const respond = (body: string, status = 200) =>
      vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;
    expect(await loadConfigFile(respond('', 404), base)).toMatchObject({
      ok: false,
      error: expect.stringContaining('404'),
    });
    expect(await loadConfigFile(respond('{not json'), base)).toMatchObject({
      ok: false,
      error: expect.stringContaining('not JSON'),
    });
    expect(await loadConfigFile(respond('{"config":{}}'), base)).toMatchObject({
      ok: false,
      error: expect.stringContaining('config.'),
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadConfigFile(offline, base)).toMatchObject({
      ok: false,
      error: expect.stringContaining('Failed to fetch'),
    });
  });
});

describe('configuration preferences', () => {
  it('takes the first configured language, normalised, and the length decimals rule', () => {
    const file = structuredClone(shipped);
    file.config.languages = ['d', 'en'];
    delete file.config.measures.lengthDecimals;
    file.config.nround.ext.num = 2;
    applyConfigPreferences(file, []);
    expect(store.get(preferencesAtom)).toMatchObject({ language: 'de', measures: { lengthDecimals: 2 } });
    expect(lengthDecimals(shipped)).toBe(0);
  });

  it('keeps a chosen language while the configuration offers it', () => {
    const file = structuredClone(shipped);
    file.config.languages = ['it', 'en'];
    store.set(preferencesAtom, (p) => ({ ...p, language: 'en' }));
    applyConfigPreferences(file, []);
    expect(store.get(preferencesAtom).language).toBe('en');
    store.set(preferencesAtom, (p) => ({ ...p, language: 'de' }));
    applyConfigPreferences(file, []);
    expect(store.get(preferencesAtom).language).toBe('it');
  });

  it("starts a first visit in the browser's language when the configuration offers it", () => {
    const file = structuredClone(shipped);
    file.config.languages = ['en', 'it', 'de'];
    store.set(preferencesAtom, (p) => ({ ...p, language: '' }));
    applyConfigPreferences(file, ['de-CH', 'en']);
    expect(store.get(preferencesAtom).language).toBe('de');
    // A language chosen later stays, whatever the browser prefers.
    store.set(preferencesAtom, (p) => ({ ...p, language: 'it' }));
    applyConfigPreferences(file, ['de-CH']);
    expect(store.get(preferencesAtom).language).toBe('it');
  });
});

describe('start-up session flow', () => {
  it('logs in as guest when isguest is set, then applies country currency and units', async () => {
    const api = fakeApi();
    await startSession(api, shipped);
    expect(api.guestLogin).toHaveBeenCalledOnce();
    expect(store.get(profileAtom)).toEqual(guestProfile);
    expect(store.get(userFlagsAtom).kind).toBe('guest');
    expect(store.get(preferencesAtom)).toMatchObject({
      currency: 'USD',
      measures: { length: 'EX', weight: 'LB', volume: 'CI' },
    });
  });

  it('keeps a live session on reload: no guest login, which would end it (F5 keeps a seller signed in)', async () => {
    const api = fakeApi({
      currentSession: vi.fn(async () => ({
        profile: proProfile,
        kind: 'pro' as const,
        sellerLevel: 5,
        account,
      })),
    });
    await startSession(api, shipped);
    expect(api.guestLogin).not.toHaveBeenCalled();
    expect(store.get(profileAtom)).toEqual(proProfile);
    expect(store.get(userFlagsAtom)).toMatchObject({ kind: 'pro', sellerLevel: 5 });
    expect(store.get(accountAtom)).toEqual(account);
    expect(store.get(preferencesAtom).currency).toBe('EUR');
    expect(messages()).toContain('Session restored');
  });

  it('logs in as guest when the session check fails, and logs why', async () => {
    const api = fakeApi({ currentSession: vi.fn(async () => Promise.reject(new ApiError('down', 0))) });
    await startSession(api, shipped);
    expect(api.guestLogin).toHaveBeenCalledOnce();
    expect(messages()).toContain('Session check failed');
  });

  it('on guest login failure sets isguest false, logs, and loads anyway', async () => {
    const api = fakeApi({
      guestLogin: vi.fn(async () => Promise.reject(new ApiError('404 Not Found', 404))),
    });
    await expect(startSession(api, shipped)).resolves.toBeUndefined();
    expect(store.get(configAtom)?.config.isguest).toBe(false);
    expect(store.get(profileAtom)).toBeNull();
    expect(messages()).toContain('Guest login failed');
    expect(api.maintenanceStatus).toHaveBeenCalledOnce();
  });

  it("logs 'Guest user NOT accepted by back-end' for the wrong-user-id error", async () => {
    const api = fakeApi({ guestLogin: vi.fn(async () => Promise.reject(new Error('11-Wrong User ID: 0'))) });
    await startSession(api, shipped);
    expect(messages()).toContain('Guest user NOT accepted by back-end');
  });

  it('does not log in as guest when isguest is off', async () => {
    const api = fakeApi();
    const file = structuredClone(shipped);
    file.config.isguest = false;
    await startSession(api, file);
    expect(api.guestLogin).not.toHaveBeenCalled();
    expect(store.get(profileAtom)).toBeNull();
  });

  it('logs in automatically over a guest and sets pro', async () => {
    const api = fakeApi();
    const file = structuredClone(shipped);
    file.config.autologin = { id: 'S2', user: 'anna', password: 'secret' };
    await startSession(api, file);
    expect(api.login).toHaveBeenCalledWith({ id: 'S2', user: 'anna', password: 'secret' });
    expect(store.get(profileAtom)).toEqual(proProfile);
    expect(store.get(userFlagsAtom).kind).toBe('pro');
  });

  it('skips automatic login when a non-guest user is already there, and logs its failures', async () => {
    const file = structuredClone(shipped);
    file.config.isguest = false;
    file.config.autologin = { id: 'S2', user: 'anna', password: 'secret' };
    store.set(profileAtom, proProfile);
    const api = fakeApi();
    await startSession(api, file);
    expect(api.login).not.toHaveBeenCalled();

    store.set(profileAtom, null);
    const failing = fakeApi({ login: vi.fn(async () => Promise.reject(new Error('401 Unauthorized'))) });
    await startSession(failing, file);
    expect(messages()).toContain('Automatic login failed');
    expect(store.get(profileAtom)).toBeNull();
  });

  it('stores the maintenance status, and only logs its errors', async () => {
    const booked = {
      isMaintenance: false,
      startDateTimeUTC: '2030-01-01T22:00:00Z',
      endDateTimeUTC: '2030-01-02T02:00:00Z',
    };
    await startSession(fakeApi({ maintenanceStatus: vi.fn(async () => booked) }), shipped);
    expect(store.get(maintenanceAtom)).toEqual(booked);
    await startSession(
      fakeApi({ maintenanceStatus: vi.fn(async () => Promise.reject(new Error('down'))) }),
      shipped,
    );
    expect(messages()).toContain('Maintenance check failed');
  });

  it("holds a screen's call made during start-up until the guest and automatic logins are done", async () => {
    const sent: string[] = [];
    const reply = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.replace('/api/v1/', '');
      sent.push(path);
      if (path === 'auth/session') return reply({ message: 'Login required' }, 401);
      if (path === 'auth/guest') return reply({ profile: { guest: true, kind: 'guest' } });
      if (path === 'auth/login') return reply({ profile: { guest: false, kind: 'pro' } });
      return reply({ isMaintenance: false });
    }) as unknown as typeof globalThis.fetch;
    const gate = createCallGate();
    const transport = createTransport({ baseUrl: 'http://shop.test/', fetch, gate });
    const file = structuredClone(shipped);
    file.config.autologin = { id: 'S2', user: 'anna', password: 'secret' };

    const started = startSession(createApiClient(transport), file, (signedIn) => gate.holdUntil(signedIn));
    const screen = transport.json('GET', 'catalogs');
    await Promise.all([started, screen]);
    // The maintenance check goes alongside the logins; the screen's call only after them.
    expect(sent).toEqual(['maintenance', 'auth/session', 'auth/guest', 'auth/login', 'catalogs']);
  });
});
