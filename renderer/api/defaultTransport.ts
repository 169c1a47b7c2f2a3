// The browser's one transport, with the session token of the last login and the start-up gate.
import { createCallGate } from './startupGate';
import { createTransport, type Transport } from './createTransport';

/**
 * The browser's session id as the last login told it. Inside an iframe on another site the session
 * cookie (SameSite=Lax) does not travel, so every call also carries it as a Bearer token.
 */
let sessionToken: string | undefined;

/** Set by each login (and cleared by logout): the default transport sends it as `Authorization: Bearer`. */
export function setSessionToken(token: string | null | undefined): void {
  sessionToken = token || undefined;
}

/** The browser's start-up gate: main.tsx holds the calls with it while the start-up login runs. */
const startupGate = createCallGate();

/**
 * Spec 4's start-up: every call of the browser's transport but the authentication calls waits until
 * `login` has settled (renderer/app/startup.ts). Nothing is held unless this is called, so a host
 * that logs in by message (an embed, the desktop host) is never stuck behind it.
 */
export function holdCallsUntil(login: Promise<unknown>): void {
  startupGate.holdUntil(login);
}

/** The browser's transport: the document base, the session cookie (and Bearer token), 30 s timeout. */
export const defaultTransport: Transport = createTransport({
  bearerToken: () => sessionToken,
  gate: startupGate,
});
