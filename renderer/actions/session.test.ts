import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfigFile } from '../../core/config/defaults';
import type { Project } from '../../core/project/schema';
import type { Api } from '../api';
import { ApiError } from '../api/client';
import { sessionReply } from '../api/test-replies';
import type { SessionReply } from '../api/types';
import { configAtom, loadingAtom, maintenanceAtom, notificationsAtom } from '../state/app';
import { logsAtom } from '../state/logs';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../state/project';
import { accountAtom, preferencesAtom, profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { historyAtom } from './history';
import { configureActions, dispatch } from './registry';
import {
  LOGIN_FAILED_MESSAGE,
  LoginFailedError,
  MissingLoginFieldsError,
  missingLoginFields,
  shouldRedirectToGdpr,
} from './session';

/** A session reply of the given kind (a seller of the Zurich shop by default). */
const reply = (profile: Partial<SessionReply['profile']> & { kind: 'guest' | 'pro' | 'customer' }) =>
  sessionReply(profile, { user: { guest: profile.kind === 'guest', sellerLevel: 0, shops: [] } });

const guestReply = reply({
  kind: 'guest',
  shop: { cod: 'WEB', country: 'IT', pricelist: 'RETAIL-EUR', shopPricelist: 'RETAIL-EUR', currency: 'EUR' },
});

function fakeApi() {
  return {
    auth: {
      login: vi.fn(async () => reply({ kind: 'pro', sellerLevel: 2, language: 'de' })),
      guest: vi.fn(async () => guestReply),
      logout: vi.fn(async () => {}),
      setGdprFlags: vi.fn(async (flags: string) => reply({ kind: 'customer', gdprFlags: flags })),
      changePassword: vi.fn(async () => {}),
    },
    identity: { rsaLogin: vi.fn(async () => reply({ kind: 'pro', sellerLevel: 5 })) },
    maintenance: {
      status: vi.fn(async () => ({ isMaintenance: true, startDateTimeUTC: null, endDateTimeUTC: null })),
      book: vi.fn(async (start: string | null, end: string | null) => ({
        isMaintenance: false,
        startDateTimeUTC: start,
        endDateTimeUTC: end,
        active: false,
        completed: false,
      })),
    },
    notifications: {
      list: vi.fn(async () => [{ rowId: 'r1', text: 'Hello', createdAt: '2030-01-01T00:00:00.000Z' }]),
      remove: vi.fn(async () => {}),
    },
  };
}

let api: ReturnType<typeof fakeApi>;
let navigate: ReturnType<typeof vi.fn<(path: string, options?: { replace?: boolean }) => void>>;

const project = {
  schemaVersion: 2,
  isopen: true,
  rows: [],
  history: [],
  orderaddress: [],
} as unknown as Project;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = fakeApi();
  navigate = vi.fn();
  configureActions({ api: api as unknown as Api, navigate });
  store.set(configAtom, structuredClone(defaultConfigFile));
  store.set(profileAtom, null);
  store.set(accountAtom, null);
  store.set(logsAtom, []);
  store.set(userFlagsAtom, { kind: 'guest', sellerLevel: 0, loginFail: false, guestAdmitted: false });
  store.set(preferencesAtom, {
    language: 'en',
    currency: 'EUR',
    measures: { length: 'MM', weight: 'KG', volume: 'CR', lengthDecimals: 0 },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('needs id, user and password together and names what is missing, without calling the server', async () => {
    expect(missingLoginFields({ id: ' ', user: 'a', password: '' })).toEqual(['id', 'password']);
    const failure = dispatch('login', { id: 'MILANO', user: '', password: 'x' });
    await expect(failure).rejects.toBeInstanceOf(MissingLoginFieldsError);
    await expect(failure).rejects.toMatchObject({ missing: ['user'] });
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('wrong credentials fail with the login-failed text and change nothing', async () => {
    api.auth.login.mockRejectedValueOnce(new ApiError(LOGIN_FAILED_MESSAGE, 401, { code: 'LOGIN_FAILED' }));
    const failure = dispatch('login', { id: 'MILANO', user: 'seller5', password: 'wrong' });
    await expect(failure).rejects.toBeInstanceOf(LoginFailedError);
    await expect(failure).rejects.toThrow('Incorrect data, please check your credentials.');
    expect(store.get(profileAtom)).toBeNull();
  });

  it('signs in: profile, kind, level, who, currency and units by country, the stored language', async () => {
    const result = await dispatch('login', { id: ' ZURICH ', user: 'seller2 ', password: 'pw' });
    expect(api.auth.login).toHaveBeenCalledWith({ id: 'ZURICH', user: 'seller2', password: 'pw' });
    expect(result.kind).toBe('pro');
    expect(store.get(userFlagsAtom)).toMatchObject({ kind: 'pro', sellerLevel: 2 });
    expect(store.get(accountAtom)).toMatchObject({ username: 'seller2', pricelist: 'RETAIL-CHF' });
    expect(store.get(preferencesAtom)).toMatchObject({ currency: 'CHF', language: 'de' });
  });
});

describe('logout', () => {
  it('ends the session, clears the project and its history, goes home, then starts a guest session', async () => {
    await dispatch('login', { id: 'ZURICH', user: 'seller2', password: 'pw' });
    store.set(projectAtom, project);
    store.set(savedProjectAtom, project);
    store.set(storedMetaAtom, { id: 4, revision: 2, readOnly: false });
    store.set(historyAtom, { undo: [{ action: 'x', before: null, after: project }], redo: [] });
    await dispatch('logout');
    expect(api.auth.logout).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/home', undefined);
    expect(store.get(projectAtom)).toBeNull();
    expect(store.get(savedProjectAtom)).toBeNull();
    expect(store.get(storedMetaAtom)).toBeNull();
    expect(store.get(historyAtom)).toEqual({ undo: [], redo: [] });
    expect(store.get(accountAtom)).toBeNull();
    expect(store.get(profileAtom)?.guest).toBe(true);
    expect(store.get(userFlagsAtom).kind).toBe('guest');
  });

  it('signs out locally when the server call fails, and logs it', async () => {
    api.auth.logout.mockRejectedValueOnce(new Error('offline'));
    const file = structuredClone(defaultConfigFile);
    file.config.isguest = false;
    store.set(configAtom, file);
    await dispatch('login', { id: 'ZURICH', user: 'seller2', password: 'pw' });
    await dispatch('logout');
    expect(store.get(profileAtom)).toBeNull();
    expect(api.auth.guest).not.toHaveBeenCalled();
    expect(store.get(logsAtom).map((e) => e.message)).toContain('Logout call failed; signed out locally');
  });
});

describe('RSA login', () => {
  it('signs in with the key, then goes to the route the link names', async () => {
    await dispatch('rsaLogin', { key: 'k', action: 'PROJECTS' });
    expect(api.identity.rsaLogin).toHaveBeenCalledWith('k');
    expect(store.get(userFlagsAtom)).toMatchObject({ kind: 'pro', sellerLevel: 5, loginFail: false });
    expect(navigate).toHaveBeenLastCalledWith('/projects', { replace: true });
    expect(store.get(loadingAtom)).toBe(false);
  });

  it('runs a registry action after signing in, and sends an unknown action home with a log entry', async () => {
    await dispatch('rsaLogin', { key: 'k', action: 'checkMaintenance' });
    expect(api.maintenance.status).toHaveBeenCalled();
    expect(store.get(maintenanceAtom).isMaintenance).toBe(true);
    await dispatch('rsaLogin', { key: 'k', action: 'noSuchThing' });
    expect(navigate).toHaveBeenLastCalledWith('/home', { replace: true });
    expect(store.get(logsAtom).map((e) => e.message)).toContain('Unknown action after RSA login');
  });

  it("a failure sets loginFail, stops loading and tells the parent frame at the referrer's origin", async () => {
    const postMessage = vi.fn();
    const parent = { postMessage };
    vi.stubGlobal('window', { parent });
    vi.stubGlobal('document', { referrer: 'https://shop.example/catalogue?x=1' });
    api.identity.rsaLogin.mockRejectedValueOnce(new ApiError('RSA login failed: expired', 401));
    await expect(dispatch('rsaLogin', { key: 'k' })).rejects.toThrow('RSA login failed: expired');
    expect(store.get(userFlagsAtom).loginFail).toBe(true);
    expect(store.get(loadingAtom)).toBe(false);
    expect(postMessage).toHaveBeenCalledWith(
      { status: 1, action: 'APP', msg: 'RSA login failed', detail: 'RSA login failed: expired' },
      'https://shop.example',
    );
  });

  it('a failure for the host protocol (reportToParent false) posts nothing: the reply is the one message', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('window', { parent: { postMessage } });
    vi.stubGlobal('document', { referrer: 'https://shop.example/' });
    api.identity.rsaLogin.mockRejectedValueOnce(new ApiError('RSA login failed: expired', 401));
    await expect(dispatch('rsaLogin', { key: 'k', reportToParent: false })).rejects.toThrow('expired');
    expect(store.get(userFlagsAtom).loginFail).toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('GDPR, notifications, maintenance', () => {
  it('redirects only in the customer deployment, unless consents are all given, the dialog is open or already there', () => {
    const base = { customer: 'verdelegno', gdprFlags: '0;0;0;0', pathname: '/home', dialogOpen: false };
    expect(shouldRedirectToGdpr(base)).toBe(true);
    expect(shouldRedirectToGdpr({ ...base, customer: null })).toBe(false);
    expect(shouldRedirectToGdpr({ ...base, gdprFlags: '1;1;1;1' })).toBe(false);
    expect(shouldRedirectToGdpr({ ...base, dialogOpen: true })).toBe(false);
    expect(shouldRedirectToGdpr({ ...base, pathname: '/app/gdprprivacy' })).toBe(false);
  });

  it('stores the consents on the server as flags', async () => {
    await dispatch('login', { id: 'ZURICH', user: 'seller2', password: 'pw' });
    expect(await dispatch('setGdprFlags', { consents: [true, false, true, true] })).toBe('1;0;1;1');
    expect(api.auth.setGdprFlags).toHaveBeenCalledWith('1;0;1;1');
    expect(store.get(profileAtom)?.gdprFlags).toBe('1;0;1;1');
  });

  it('lists and deletes notifications by row id; a guest has none', async () => {
    expect(await dispatch('loadNotifications')).toBe(0);
    expect(api.notifications.list).not.toHaveBeenCalled();
    await dispatch('login', { id: 'ZURICH', user: 'seller2', password: 'pw' });
    expect(await dispatch('loadNotifications')).toBe(1);
    await dispatch('deleteNotification', { rowId: 'r1' });
    expect(api.notifications.remove).toHaveBeenCalledWith('r1');
    expect(store.get(notificationsAtom)).toEqual([]);
  });

  it('maintenance actions are for administrators only; booking null cancels', async () => {
    await dispatch('login', { id: 'ZURICH', user: 'seller2', password: 'pw' });
    await expect(dispatch('bookMaintenance', { start: null, end: null })).rejects.toThrow('not available');
    api.auth.login.mockResolvedValueOnce(reply({ kind: 'pro', admin: true, sellerLevel: 9 }));
    await dispatch('login', { id: 'HQ', user: 'admin', password: 'pw' });
    await dispatch('bookMaintenance', { start: '2030-01-01T22:00:00.000Z', end: '2030-01-02T02:00:00.000Z' });
    expect(store.get(maintenanceAtom).startDateTimeUTC).toBe('2030-01-01T22:00:00.000Z');
    await dispatch('bookMaintenance', { start: null, end: null });
    expect(api.maintenance.book).toHaveBeenLastCalledWith(null, null);
    expect(store.get(maintenanceAtom).startDateTimeUTC).toBeNull();
  });
});

describe('GDPR flags', () => {
  it('spell the same all-given value as core', async () => {
    const { GDPR_ALL_GIVEN: core } = await import('../../core/project/entities');
    const { GDPR_ALL_GIVEN: here } = await import('./session');
    expect(here).toBe(core);
  });
});
