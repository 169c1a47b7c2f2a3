import { atom } from './store';

/**
 * The signed-in session was ended elsewhere (password changed, signed out on another device, expired):
 * the server answered a call with 401 NO_SESSION. The app keeps the profile and the open project (and
 * its draft) and asks the person to sign in again; a new sign-in clears it (app/sessionEnded.ts).
 */
export const sessionEndedAtom = atom(false);
