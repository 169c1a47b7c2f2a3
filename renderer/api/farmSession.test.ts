import { afterEach, describe, expect, it, vi } from 'vitest';
import { FARM_SESSION_ACTION, farmSessionToken, forgetFarmSession, receiveFarmSession } from './farmSession';

const FARM = 'https://farm.other.net/render';

/** A window that opens `child` and receives messages. */
function host(child: { closed: boolean } | null = { closed: false }) {
  const target = new EventTarget();
  const opened: string[] = [];
  const window = Object.assign(target, {
    location: { origin: 'https://shop.example.com' },
    open: (url: string) => {
      opened.push(url);
      return child;
    },
  });
  const post = (origin: string, data: unknown) =>
    target.dispatchEvent(new MessageEvent('message', { origin, data }));
  return { window: window as unknown as Window, opened, post };
}

/** A tab's sessionStorage: what survives a reload of the page. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      get length() {
        return items.size;
      },
      key: (i: number) => [...items.keys()][i] ?? null,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
    } as Storage,
  };
}

describe('farm session hand-off', () => {
  afterEach(() => {
    forgetFarmSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the farm’s hand-off page for this origin and keeps the token it posts', async () => {
    // The action server/renderfarm/handoff.ts posts.
    expect(FARM_SESSION_ACTION).toBe('renderFarmSession');
    const { window, opened, post } = host();
    const received = receiveFarmSession(FARM, window);
    expect(opened).toEqual([
      'https://farm.other.net/render/api/v1/renderfarm/handoff?origin=https%3A%2F%2Fshop.example.com',
    ]);
    // Another origin's message, or another action, is not the farm's hand-off.
    post('https://evil.example', { action: FARM_SESSION_ACTION, token: 'stolen' });
    post('https://farm.other.net', { action: 'somethingElse', token: 'x' });
    post('https://farm.other.net', { action: FARM_SESSION_ACTION, token: 'rf.farm-token' });
    await expect(received).resolves.toBe(true);
    expect(farmSessionToken(FARM)).toBe('rf.farm-token');
    expect(farmSessionToken('https://other-farm.net')).toBeUndefined();
  });

  it('resolves false when the farm hands none over, the window closes or nothing answers', async () => {
    const none = host();
    const nothing = receiveFarmSession(FARM, none.window);
    none.post('https://farm.other.net', { action: FARM_SESSION_ACTION, token: null });
    await expect(nothing).resolves.toBe(false);
    expect(farmSessionToken(FARM)).toBeUndefined();

    vi.useFakeTimers();
    const child = { closed: false };
    const closed = receiveFarmSession(FARM, host(child).window);
    child.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    await expect(closed).resolves.toBe(false);

    const silent = receiveFarmSession(FARM, host().window);
    await vi.advanceTimersByTimeAsync(8000);
    await expect(silent).resolves.toBe(false);
  });

  it('keeps the token in this tab’s sessionStorage, by farm origin: a reload still has it', async () => {
    const tab = tabStorage();
    vi.stubGlobal('sessionStorage', tab.storage);
    const { window, post } = host();
    const received = receiveFarmSession(FARM, window);
    post('https://farm.other.net', { action: FARM_SESSION_ACTION, token: 'rf.kept' });
    await expect(received).resolves.toBe(true);
    expect([...tab.items]).toEqual([['arredo.renderFarmToken:https://farm.other.net', 'rf.kept']]);

    // The page again: a fresh module (its memory empty) over the same tab.
    vi.resetModules();
    const reloaded = await import('./farmSession');
    expect(reloaded.farmSessionToken(FARM)).toBe('rf.kept');
    expect(reloaded.farmSessionToken('https://farm.other.net/other/path')).toBe('rf.kept');
    expect(reloaded.farmSessionToken('https://another-farm.net')).toBeUndefined();
    reloaded.forgetFarmSession(FARM);
    expect(tab.items.size).toBe(0);
    expect(reloaded.farmSessionToken(FARM)).toBeUndefined();
  });

  it('still works for the page where sessionStorage is refused', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { window, post } = host();
    const received = receiveFarmSession(FARM, window);
    post('https://farm.other.net', { action: FARM_SESSION_ACTION, token: 'rf.memory' });
    await expect(received).resolves.toBe(true);
    expect(farmSessionToken(FARM)).toBe('rf.memory');
  });
});
