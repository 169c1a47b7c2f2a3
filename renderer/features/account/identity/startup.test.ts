import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logsAtom } from '../../../state/logs';
import { store } from '../../../state/store';
import { watchIdentityEvents, type IdentityEvents } from './manager';
import { SESSION_ID_KEY } from './signIn';
import { startIdentity, type IdentityStartDeps } from './startup';

const messages = () => store.get(logsAtom).map((entry) => entry.message);

function deps(
  overrides: Partial<IdentityStartDeps> & { user?: { access_token: string; expired?: boolean } | null },
) {
  const { user = null, ...rest } = overrides;
  return {
    manager: { getUser: vi.fn(async () => user), signinRedirect: vi.fn(async () => {}) },
    search: '',
    storage: { getItem: () => null },
    signIn: vi.fn(async () => ({})),
    guestLogin: vi.fn(async () => true),
    ...rest,
  };
}

beforeEach(() => store.set(logsAtom, []));

describe('identity sign-in at start-up', () => {
  it('signs a loaded, unexpired user in with its access token; no guest login', async () => {
    const d = deps({ user: { access_token: 'a.b.c', expired: false } });
    expect(await startIdentity(d)).toBe('signedIn');
    expect(d.signIn).toHaveBeenCalledWith('a.b.c');
    expect(d.guestLogin).not.toHaveBeenCalled();
  });

  it('authenticates at once when the user is missing or expired and a sessionid is in the URL', async () => {
    for (const user of [null, { access_token: 'old', expired: true }]) {
      const d = deps({ user, search: '?sessionid=s1' });
      expect(await startIdentity(d)).toBe('redirecting');
      expect(d.manager.signinRedirect).toHaveBeenCalledOnce();
      expect(d.signIn).not.toHaveBeenCalled();
    }
  });

  it('falls back to guest login without a sessionid; logs "Can not autenticate" when that fails too', async () => {
    const guest = deps({});
    expect(await startIdentity(guest)).toBe('guest');
    expect(guest.manager.signinRedirect).not.toHaveBeenCalled();
    const refused = deps({ guestLogin: vi.fn(async () => false) });
    expect(await startIdentity(refused)).toBe('failed');
    expect(messages()).toContain('Can not autenticate');
  });

  it('falls back to guest login when the server refuses the token', async () => {
    const d = deps({
      user: { access_token: 'x' },
      signIn: vi.fn(async () => Promise.reject(new Error('401'))),
    });
    expect(await startIdentity(d)).toBe('guest');
    expect(messages()).toContain('Identity sign-in failed');
  });

  it("logs 'DIFFERENT SESSION ID' when the URL's sessionid differs from the stored one", async () => {
    const stored = (key: string) => (key === SESSION_ID_KEY ? 'stored-1' : null);
    await startIdentity(
      deps({ search: '?sessionid=stored-1', storage: { getItem: stored }, user: { access_token: 't' } }),
    );
    expect(messages()).not.toContain('DIFFERENT SESSION ID');
    await startIdentity(
      deps({ search: '?sessionid=other-2', storage: { getItem: stored }, user: { access_token: 't' } }),
    );
    expect(messages()).toContain('DIFFERENT SESSION ID');
  });
});

describe('identity events', () => {
  function fakeEvents() {
    const handlers: Record<string, (value?: unknown) => void> = {};
    const on = (name: string) => (callback: (value?: unknown) => void) => (handlers[name] = callback);
    const events = {
      addAccessTokenExpiring: on('expiring'),
      addAccessTokenExpired: on('expired'),
      addUserSignedOut: on('signedOut'),
      addSilentRenewError: on('renewError'),
      addUserLoaded: on('loaded'),
    } as unknown as IdentityEvents;
    return { handlers, events };
  }

  it('only logs expiring, expired, signed out and silent renew errors', async () => {
    const { handlers, events } = fakeEvents();
    const refresh = { signIn: vi.fn(async () => ({})), guestLogin: vi.fn(async () => true) };
    watchIdentityEvents(events, refresh);
    handlers.expiring!();
    handlers.expired!();
    handlers.signedOut!();
    handlers.renewError!(new Error('timeout'));
    expect(messages()).toEqual([
      'Identity access token expiring',
      'Identity access token expired',
      'Identity user signed out',
      'Identity silent renew error',
    ]);
    expect(refresh.signIn).not.toHaveBeenCalled();
    expect(refresh.guestLogin).not.toHaveBeenCalled();
  });

  it('refreshes the session with a renewed token, falling back to guest login', async () => {
    const { handlers, events } = fakeEvents();
    const refresh = {
      signIn: vi.fn(async () => Promise.reject(new Error('expired'))),
      guestLogin: vi.fn(async () => false),
    };
    watchIdentityEvents(events, refresh);
    handlers.loaded!({ access_token: 'renewed' });
    await vi.waitFor(() => expect(messages()).toContain('Can not autenticate'));
    expect(refresh.signIn).toHaveBeenCalledWith('renewed');
    expect(refresh.guestLogin).toHaveBeenCalledOnce();
  });
  it('ignores a renewed token once another session is signed in here (after a logout or a sign-in)', async () => {
    const { handlers, events } = fakeEvents();
    const refresh = {
      signIn: vi.fn(async () => ({})),
      guestLogin: vi.fn(async () => true),
      isIdentitySession: () => false,
    };
    watchIdentityEvents(events, refresh);
    handlers.loaded!({ access_token: 'renewed' });
    await vi.waitFor(() =>
      expect(messages()).toContain(
        'Identity token renewed; another session is signed in here, so it is not used',
      ),
    );
    expect(refresh.signIn).not.toHaveBeenCalled();
    expect(refresh.guestLogin).not.toHaveBeenCalled();
  });
});
