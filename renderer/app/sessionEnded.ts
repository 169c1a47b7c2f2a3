// Noticing a session that ended elsewhere at the next call (issue 19): the header and a banner say so
// and offer to sign in again. Nothing else changes: the open project and its draft stay, so the work
// goes on once the person has signed in.
import { ApiError, onApiError } from '../api/transport';
import { logger } from '../state/logs';
import { profileAtom, sessionIdAtom } from '../state/session';
import { sessionEndedAtom } from '../state/sessionEnded';
import { store } from '../state/store';

/** The server's code for a call without a valid session (server/api/auth.ts). */
export const NO_SESSION = 'NO_SESSION';

export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === NO_SESSION;
}

/** Call once at start-up. */
export function watchSessionEnd(): void {
  onApiError((error) => {
    const profile = store.get(profileAtom);
    // A guest's session is the app's own (a new one is made at the next start); only a person's counts.
    if (!endsSession(error) || !profile || profile.guest || store.get(sessionEndedAtom)) return;
    logger.warn('The session ended elsewhere: sign in again', error.message);
    store.set(sessionEndedAtom, true);
  });
  // A new sign-in (or a sign-out here) starts over.
  store.sub(sessionIdAtom, () => store.set(sessionEndedAtom, false));
}
