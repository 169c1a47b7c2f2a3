import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/accounts';
import { SessionCache, type CachedSession } from './session-cache';

const T0 = 1_000_000;

function cached(userId: number | null, expiresAt = T0 + 3_600_000): CachedSession {
  return {
    session: {
      id: `s${userId}`,
      userId,
      guest: userId === null,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(T0),
    },
    account: { userId, guest: userId === null } as Account,
  };
}

describe('SessionCache', () => {
  it('keeps a lookup for ttlMs, then looks again', () => {
    const cache = new SessionCache(1000);
    const value = cached(1);
    cache.set('a', value, T0);
    expect(cache.get('a', T0 + 999)).toBe(value);
    expect(cache.get('a', T0 + 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps a session past its expiry, nor an expired one', () => {
    const cache = new SessionCache(1000);
    cache.set('soon', cached(1, T0 + 200), T0);
    expect(cache.get('soon', T0 + 199)).toBeDefined();
    expect(cache.get('soon', T0 + 200)).toBeUndefined();
    cache.set('gone', cached(2, T0), T0);
    expect(cache.get('gone', T0)).toBeUndefined();
  });

  it('forgets one token, or every session of a user', () => {
    const cache = new SessionCache(1000);
    cache.set('a', cached(1), T0);
    cache.set('b', cached(1), T0);
    cache.set('c', cached(2), T0);
    cache.set('g', cached(null), T0);
    cache.forget('c');
    expect(cache.get('c', T0)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a', T0)).toBeUndefined();
    expect(cache.get('b', T0)).toBeUndefined();
    expect(cache.get('g', T0)).toBeDefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(1000, 3);
    for (const token of ['a', 'b', 'c', 'd']) cache.set(token, cached(1), T0);
    expect(cache.size).toBe(3);
    expect(cache.get('a', T0)).toBeUndefined();
    expect(cache.get('d', T0)).toBeDefined();
  });

  it('keeps nothing with ttlMs 0', () => {
    const cache = new SessionCache(0);
    cache.set('a', cached(1), T0);
    expect(cache.get('a', T0)).toBeUndefined();
  });
});
