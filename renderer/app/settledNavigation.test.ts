import { describe, expect, it } from 'vitest';
import {
  navigateSettled,
  NavigationKeptError,
  type RouterStateLike,
  type SettlingRouter,
} from './settledNavigation';

type Blocker = 'unblocked' | 'blocked' | 'proceeding';

/** A router with one blocker: `block` makes the next navigation wait for proceed() or reset(). */
function fakeRouter(block: boolean) {
  let state: RouterStateLike = { location: { key: 'a', pathname: '/configurator' }, blockers: new Map() };
  const listeners = new Set<(s: RouterStateLike) => void>();
  const set = (next: RouterStateLike) => {
    state = next;
    for (const l of [...listeners]) l(state);
  };
  const setBlocker = (b: Blocker) => set({ ...state, blockers: new Map([['k', { state: b }]]) });
  let pending = '';
  const router: SettlingRouter = {
    get state() {
      return state;
    },
    navigate(to) {
      if (block) {
        pending = to;
        setBlocker('blocked');
      } else set({ location: { key: `${state.location.key}'`, pathname: to }, blockers: new Map() });
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    router,
    proceed() {
      setBlocker('proceeding');
      set({ location: { key: 'b', pathname: pending }, blockers: new Map([['k', { state: 'unblocked' }]]) });
    },
    reset: () => setBlocker('unblocked'),
  };
}

describe('navigateSettled', () => {
  it('resolves at once when nothing holds the navigation', async () => {
    const { router } = fakeRouter(false);
    await navigateSettled(router, '/offerview');
    expect(router.state.location.pathname).toBe('/offerview');
  });

  it('waits for the question: resolves only once the route changed', async () => {
    const fake = fakeRouter(true);
    let settled = false;
    const done = navigateSettled(fake.router, '/offerview').then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    fake.proceed();
    await done;
    expect(fake.router.state.location.pathname).toBe('/offerview');
  });

  it('rejects naming the kept page when the person stays', async () => {
    const fake = fakeRouter(true);
    const done = navigateSettled(fake.router, '/offerview');
    await Promise.resolve();
    fake.reset();
    await expect(done).rejects.toBeInstanceOf(NavigationKeptError);
    await expect(done).rejects.toThrow('Page not changed: the user stayed on [/configurator]');
  });
});
