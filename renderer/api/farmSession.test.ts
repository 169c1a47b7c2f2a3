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

describe('farm session hand-off', () => {
  afterEach(() => {
    forgetFarmSession();
    vi.useRealTimers();
  });

  it('opens the farm’s hand-off page for this origin and keeps the session it posts', async () => {
    // The action server/renderfarm/handoff.ts posts.
    expect(FARM_SESSION_ACTION).toBe('renderFarmSession');
    const { window, opened, post } = host();
    const received = receiveFarmSession(FARM, window);
    expect(opened).toEqual([
      'https://farm.other.net/render/api/v1/renderfarm/handoff?origin=https%3A%2F%2Fshop.example.com',
    ]);
    // Another origin's message, or another action, is not the farm's hand-off.
    post('https://evil.example', { action: FARM_SESSION_ACTION, sessionId: 'stolen' });
    post('https://farm.other.net', { action: 'somethingElse', sessionId: 'x' });
    post('https://farm.other.net', { action: FARM_SESSION_ACTION, sessionId: 'farm-token' });
    await expect(received).resolves.toBe(true);
    expect(farmSessionToken(FARM)).toBe('farm-token');
    expect(farmSessionToken('https://other-farm.net')).toBeUndefined();
  });

  it('resolves false when the farm hands none over, the window closes or nothing answers', async () => {
    const none = host();
    const nothing = receiveFarmSession(FARM, none.window);
    none.post('https://farm.other.net', { action: FARM_SESSION_ACTION, sessionId: null });
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
});
