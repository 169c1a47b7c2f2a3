import { store } from '../../state/store';
import { logDialog } from './log';
import { loaderAtom, type LoaderState } from './state';

/** A loader still shown after this long is force-reset (spec 4 / 9). */
export const LOADER_TIMEOUT_MS = 60_000;
export const LOADER_TIMEOUT_MESSAGE = 'Kill loader by timeout';

let killTimer: ReturnType<typeof setTimeout> | undefined;

// The loader's UI is part of the dialog chunk, mounted with the first dialog or loader of the page:
// until it is, a flow that shows steps would run its first step unseen.
let loaderMountedYet = false;
const mountWaiters: (() => void)[] = [];

/** Called by the loader's UI when it mounts (it stays mounted from then on). */
export function markLoaderMounted(): void {
  loaderMountedYet = true;
  for (const wake of mountWaiters.splice(0)) wake();
}

/**
 * Resolves once the loader's UI is mounted: at once after the first time, and where there is no
 * document to show it in; after `timeoutMs` at most, so a flow never waits on a screen that is not there.
 */
export function loaderMounted(timeoutMs = 2000): Promise<void> {
  if (loaderMountedYet || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    mountWaiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function checked(state: LoaderState): LoaderState {
  const { percentage } = state;
  if (percentage !== undefined && !(Number.isFinite(percentage) && percentage >= 0 && percentage <= 1)) {
    throw new RangeError(`Loader percentage must be a fraction from 0 to 1, got ${percentage}`);
  }
  return state;
}

function stopTimer(): void {
  if (killTimer !== undefined) clearTimeout(killTimer);
  killTimer = undefined;
}

/** Shows the loader dialog (or replaces what it shows) and (re)starts its 60 s force-reset timer. */
export function showLoader(state: LoaderState = {}): void {
  store.set(loaderAtom, { ...checked(state) });
  stopTimer();
  killTimer = setTimeout(() => {
    killTimer = undefined;
    store.set(loaderAtom, null);
    logDialog(LOADER_TIMEOUT_MESSAGE);
  }, LOADER_TIMEOUT_MS);
}

/**
 * Changes the message or percentage of the shown loader. Returns false, changing nothing, when no
 * loader is shown (e.g. after the timeout killed it), so a slow flow carries on without it.
 */
export function updateLoader(patch: LoaderState): boolean {
  const current = store.get(loaderAtom);
  if (current === null) return false;
  store.set(loaderAtom, checked({ ...current, ...patch }));
  return true;
}

export function hideLoader(): void {
  stopTimer();
  store.set(loaderAtom, null);
}
