// Opening /projects the first time loads the screen's code, then asks for the list: two waits in a
// row. The route's lazy loader calls prefetchProjectList as the code starts loading, so the first
// page is on its way at the same time; the screen takes that answer if it asks the same question.
import { api, type ProjectList } from '../../api';
import { profileAtom } from '../../state/session';
import { store } from '../../state/store';
import { filtersFromParams, listQuery } from './listQuery';
import type { ProjectListQuery } from '../../api/types';

let pending: { key: string; reply: Promise<ProjectList>; at: number } | null = null;
/** An answer older than this is not taken: the screen asks again (the user went elsewhere first). */
const FRESH_MS = 5_000;

const keyOf = (query: ProjectListQuery) => JSON.stringify(query);

/** Asks for the page the address names, when someone is signed in (else the guard sends them home). */
export function prefetchProjectList(search: string): void {
  if (!store.get(profileAtom)) return;
  const query = listQuery(filtersFromParams(new URLSearchParams(search)));
  const reply = api.projects.list(query);
  // A failure is the screen's to show when it takes the answer; unclaimed, it is dropped.
  reply.catch(() => undefined);
  pending = { key: keyOf(query), reply, at: Date.now() };
}

/** The prefetched answer to exactly this query, once; null otherwise. */
export function takePrefetchedList(query: ProjectListQuery): Promise<ProjectList> | null {
  const hit =
    pending && pending.key === keyOf(query) && Date.now() - pending.at < FRESH_MS ? pending.reply : null;
  pending = null;
  return hit;
}
