// Opening /projects waited for the screen's code (some 35 small chunks, its texts among them) after
// the click, and the first page of the list was asked for only once the route began to render. The
// code is now fetched ahead: when the home or the header shows to someone who may open the list (at
// idle, so the page's own start is not slowed), and at the latest when a pointer enters, or the focus
// reaches, a link to it; the first page is asked for on that intent too (listPrefetch.ts keeps the
// answer a few seconds for the screen).
import { useEffect } from 'react';
import { moduleOnce } from '../../app/moduleOnce';
import { guardAllows } from '../../app/navigation';
import { i18n } from '../../i18n';
import { preferencesAtom, sessionAtom } from '../../state/session';
import { store, useAtomValue } from '../../state/store';
import { prefetchedListSettled, prefetchProjectList } from './listPrefetch';
import type * as ProjectsScreenModule from './ProjectsScreen';

type ScreenModule = typeof ProjectsScreenModule;

const screen = moduleOnce<ScreenModule>(() => import('./ProjectsScreen'));

/** The screen's module, imported once: the route's lazy loader and every prefetch share it. */
export const loadProjectsScreen = screen.load;

/**
 * The screen's module once it has been evaluated, else null: the route then renders the screen in
 * the navigation's own render (React.lazy would suspend once more, even on a loaded module).
 */
export const loadedProjectsScreen = screen.loaded;

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
};

/**
 * Builds the rows' date and money formatters ahead (format.ts), as the code arrives (the screen's
 * chunks import format.ts, so this import is already resolved).
 */
function prepareFormats(): void {
  void import('./format')
    .then(({ prepareListFormats }) => prepareListFormats(i18n.language, store.get(preferencesAtom).currency))
    .catch(() => undefined);
}

/** The route's guard: only users who may open the list fetch anything for it. */
const mayOpenProjects = () => guardAllows('loggedIn', store.get(sessionAtom));

let warmScheduled = false;

/**
 * Fetches the screen's code when the browser is idle, once, for a user who may open the list: the
 * home and the header call it as they show.
 */
export function warmProjectsScreen(): void {
  if (warmScheduled || screen.requested() || !mayOpenProjects()) return;
  warmScheduled = true;
  whenIdle(() => {
    warmScheduled = false;
    if (mayOpenProjects()) void loadProjectsScreen().then(prepareFormats, () => undefined);
  });
}

/** warmProjectsScreen when the component shows, and again once someone signs in. */
export function useWarmProjectsScreen(): void {
  const session = useAtomValue(sessionAtom);
  useEffect(() => warmProjectsScreen(), [session]);
}

/**
 * The user is about to open the list (pointer over the link, focus on it, or the press): its code
 * and the page `search` names (the link's own query, '' for the first page).
 */
export function preloadProjects(search = ''): void {
  if (!mayOpenProjects()) return;
  void loadProjectsScreen().then(prepareFormats, () => undefined);
  prefetchProjectList(search);
}

/**
 * The props a link to /projects spreads to preload on intent. Pointer over, not enter: React makes
 * enter from the previous element's out event, and when that element was removed (the screen the
 * user just left, still under the pointer) the out never comes, so a pointer that jumps onto the
 * link got no enter. Over comes on every element change and is cheap to repeat (one request).
 */
export const projectsLinkIntent = {
  onPointerOver: () => preloadProjects(),
  onFocus: () => preloadProjects(),
  onPointerDown: () => preloadProjects(),
};

/** How long a navigation to the list waits at most for its code and first page (then: skeletons). */
const READY_CAP_MS = 150;

/**
 * Resolves when the screen's code and its first page are in, or after READY_CAP_MS: the navigation
 * that awaits it (openProjects, rendered in one pass) then paints the rows in the screen's first
 * frame, without a frame of skeletons and a second render of the screen.
 */
export function projectsReady(): Promise<void> {
  if (!mayOpenProjects()) return Promise.resolve();
  prefetchProjectList('');
  const code = loadProjectsScreen().then(
    () => undefined,
    () => undefined,
  );
  const cap = new Promise<void>((resolve) => setTimeout(resolve, READY_CAP_MS));
  return Promise.race([Promise.all([code, prefetchedListSettled(READY_CAP_MS)]).then(() => undefined), cap]);
}
