import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { logsAtom } from '../state/logs';
import { store } from '../state/store';
import { signOut } from './signOut';

function api(logout: ApiClient['logout']): ApiClient {
  return { guestLogin: vi.fn(), login: vi.fn(), maintenanceStatus: vi.fn(), logout };
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('sign out', () => {
  it('ends the server session, then leaves for a fresh home', async () => {
    const order: string[] = [];
    const logout = vi.fn(async () => void order.push('logout'));
    await signOut(api(logout), () => order.push('leave'));
    expect(order).toEqual(['logout', 'leave']);
  });

  it('leaves even when the server call fails, and logs it', async () => {
    const leave = vi.fn();
    await signOut(api(vi.fn(async () => Promise.reject(new Error('offline')))), leave);
    expect(leave).toHaveBeenCalledOnce();
    expect(store.get(logsAtom).map((e) => e.message)).toContain('Logout call failed; signed out locally');
  });
});
