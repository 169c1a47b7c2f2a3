// Opening /projects the first time loads the screen's code, then asks for the list: two waits in a
// row. The first page is asked for as soon as the user shows the intent to open the list (preload.ts)
// and, failing that, by the route's lazy loader as the code starts loading; the screen takes that
// answer if it asks the same question, at once when it has already arrived (no loading frame).
import { api, type ProjectList } from '../../api';
import { profileAtom } from '../../state/session';
import { store } from '../../state/store';
import { filtersFromParams, listQuery } from './listQuery';
import type { ProjectListQuery } from '../../api/types';

interface Pending {
  key: string;
  reply: Promise<ProjectList>;
  at: number;
  /** The answer, once it has arrived. */
  data?: ProjectList;
}

let pending: Pending | null = null;
/** An answer older than this is not taken: the screen asks again (the user went elsewhere first). */
const FRESH_MS = 5_000;

const keyOf = (query: ProjectListQuery) => JSON.stringify(query);

const fresh = (entry: Pending | null, key: string): entry is Pending =>
  entry !== null && entry.key === key && Date.now() - entry.at < FRESH_MS;

/**
 * Asks for the page the address names, when someone is signed in (else the guard sends them home).
 * The same question already on its way (a hover, then the click) is not asked twice.
 */
export function prefetchProjectList(search: string): void {
  if (!store.get(profileAtom)) return;
  const query = listQuery(filtersFromParams(new URLSearchParams(search)));
  const key = keyOf(query);
  if (fresh(pending, key)) return;
  const entry: Pending = { key, reply: api.projects.list(query), at: Date.now() };
  entry.reply.then(
    (data) => {
      entry.data = data;
    },
    // A failure is the screen's to show when it takes the answer; unclaimed, it is dropped.
    () => undefined,
  );
  pending = entry;
}

/** The prefetched answer to exactly this query, once; null otherwise. */
export function takePrefetchedList(query: ProjectListQuery): Promise<ProjectList> | null {
  const hit = fresh(pending, keyOf(query)) ? pending.reply : null;
  pending = null;
  return hit;
}

/**
 * The prefetched answer to exactly this query when it has already arrived, taken (once); null
 * otherwise, and then the answer stays for takePrefetchedList.
 */
export function takeArrivedList(query: ProjectListQuery): ProjectList | null {
  if (!fresh(pending, keyOf(query)) || !pending.data) return null;
  const { data } = pending;
  pending = null;
  return data;
}

/**
 * Resolves once the page asked for has arrived or failed (at once when none is on its way), or after
 * `capMs` whatever the server does: a navigation waits this long at most for the rows to paint with
 * the screen's first frame, instead of a frame of skeletons and a second render.
 */
export function prefetchedListSettled(capMs: number): Promise<void> {
  const entry = pending;
  if (!entry || entry.data) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    entry.reply.then(done, done);
  });
}
