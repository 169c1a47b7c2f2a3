// A navigation that resolves once the route has changed, not when it was asked for: a blocker (the
// configurator's unsaved-article question) may hold it, and the person may answer it by staying.
import { HostErrors } from '../../core/embed/messages';

/** The part of react-router's data router this needs (a fake in the tests). */
export interface SettlingRouter {
  readonly state: RouterStateLike;
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  subscribe(listener: (state: RouterStateLike) => void): () => void;
}

export interface RouterStateLike {
  readonly location: { readonly key: string; readonly pathname: string };
  readonly blockers: ReadonlyMap<string, { readonly state: 'unblocked' | 'blocked' | 'proceeding' }>;
}

/** The person kept the page when a question held the navigation (reply status 1 to a host). */
export class NavigationKeptError extends Error {
  constructor(readonly path: string) {
    super(HostErrors.pageKept(path));
    this.name = 'NavigationKeptError';
  }
}

const holding = (state: RouterStateLike) =>
  [...state.blockers.values()].some((b) => b.state === 'blocked' || b.state === 'proceeding');

/**
 * Navigates and resolves when the location has changed; rejects with NavigationKeptError when a
 * blocker held the navigation and was reset (the person stayed where they were).
 */
export async function navigateSettled(
  router: SettlingRouter,
  to: string,
  options?: { replace?: boolean },
): Promise<void> {
  const from = router.state.location;
  await router.navigate(to, options);
  if (router.state.location.key !== from.key || !holding(router.state)) return;
  await new Promise<void>((resolve, reject) => {
    const off = router.subscribe((state) => {
      if (state.location.key !== from.key) {
        off();
        resolve();
      } else if (!holding(state)) {
        off();
        reject(new NavigationKeptError(from.pathname));
      }
    });
  });
}
