import { createElement, lazy, type ComponentType } from 'react';

/** Screens whose code failed to load: Retry (shell/ScreenError.tsx) asks for them again. */
const failed = new Set<() => void>();

/**
 * React.lazy keeps a failed import for good, so Retry would show the same error without asking again.
 * A screen made here is remade on retryFailedScreens(): its next render imports afresh. Not on its own
 * right after the failure, which would ask again and again while the connection is down.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(remake);
        throw error;
      }),
    );
  const remake = () => {
    current = make();
  };
  let current = make();
  return function LazyScreen(props: P) {
    return createElement(current, props);
  };
}

/** Forgets every failed import, so the screens ask for their code again at their next render. */
export function retryFailedScreens(): void {
  for (const remake of failed) remake();
  failed.clear();
}
