// The commands screens once called the API for directly (issue 18): as actions they reach the API
// through the context, sign in like any login, and are logged with their source.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../api';
import { sessionReply } from '../api/test-replies';
import { logsAtom } from '../state/logs';
import { accountAtom, profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { configureActions, dispatchFrom } from './registry';

const customer = sessionReply({
  kind: 'customer',
  username: 'ada@example.com',
  customerEmail: 'ada@example.com',
});

function fakeApi() {
  return {
    account: {
      resetPassword: vi.fn(async () => sessionReply({ kind: 'pro', sellerLevel: 3, username: 'seller3' })),
      completeGuestRegistration: vi.fn(async () => customer),
    },
    shares: {
      issue: vi.fn(async () => ({ url: '/scene/t0k', token: 't0k', expiresAt: '2030-01-01T00:00:00.000Z' })),
      revokeAll: vi.fn(async () => 2),
    },
    customers: { create: vi.fn(async () => ({ id: 7, email: 'ada@example.com' })) },
  };
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  api = fakeApi();
  configureActions({ api: api as unknown as Api, navigate: vi.fn() });
  store.set(logsAtom, []);
  store.set(profileAtom, null);
  store.set(accountAtom, null);
  store.set(userFlagsAtom, { kind: 'guest', sellerLevel: 0, loginFail: false, guestAdmitted: false });
});

const logged = () => store.get(logsAtom).map((entry) => `${entry.message} ${entry.detail ?? ''}`.trim());

describe('commands as actions', () => {
  it('completes a reset password through the API and signs in with the reply', async () => {
    await dispatchFrom('button')('completePassword', { kind: 'reset', code: 'c1', password: 'new secret' });
    expect(api.account.resetPassword).toHaveBeenCalledWith('c1', 'new secret');
    expect(store.get(userFlagsAtom)).toMatchObject({ kind: 'pro', sellerLevel: 3 });
    expect(store.get(accountAtom)).toMatchObject({ username: 'seller3' });
    expect(logged()).toContain('Action completePassword from button');
  });

  it("completes a guest's registration in the person's language and signs in as the customer", async () => {
    await dispatchFrom('host')('completePassword', {
      kind: 'guestRegistration',
      code: 'c2',
      password: 'new secret',
      language: 'it',
    });
    expect(api.account.completeGuestRegistration).toHaveBeenCalledWith('c2', 'new secret', 'it');
    expect(store.get(userFlagsAtom)).toMatchObject({ kind: 'customer' });
    expect(store.get(accountAtom)).toMatchObject({ customerEmail: 'ada@example.com' });
    expect(logged()).toContain('Action completePassword from host');
  });

  it('issues and revokes share links and creates customers through the API, each logged', async () => {
    const link = await dispatchFrom('button')('issueShareLink', { projectId: 4 });
    expect(link).toMatchObject({ token: 't0k' });
    expect(api.shares.issue).toHaveBeenCalledWith(4);
    expect(await dispatchFrom('button')('revokeShareLinks', { projectId: 4 })).toBe(2);
    expect(api.shares.revokeAll).toHaveBeenCalledWith(4);
    const fields = { email: 'ada@example.com', firstName: 'Ada' };
    expect(await dispatchFrom('menu')('createCustomer', { fields })).toMatchObject({ id: 7 });
    expect(api.customers.create).toHaveBeenCalledWith(fields);
    expect(logged()).toEqual(
      expect.arrayContaining([
        'Action issueShareLink from button',
        'Action revokeShareLinks from button',
        'Action createCustomer from menu',
      ]),
    );
  });
});
