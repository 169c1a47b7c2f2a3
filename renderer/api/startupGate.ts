// Start-up logs in (the live session, the guest login, the configured autologin: spec 4) while the
// router already shows the first screen. A screen reached straight from the address (/itemsearch,
// say) asks for its data at once; sent before the login has made a session, those calls were answered
// 401. The transport holds them instead, in one place, so no screen needs a guard of its own.

/** The authentication calls themselves (login, guest, session, identity, RSA): never held. */
const AUTHENTICATION = /\/api\/v1\/auth\//;

export function isAuthenticationCall(url: string): boolean {
  try {
    return AUTHENTICATION.test(new URL(url).pathname);
  } catch {
    return AUTHENTICATION.test(url);
  }
}

export interface CallGate {
  /**
   * Holds every call but the authentication calls until `login` settles, fulfilled or rejected: a
   * failed login releases them too, and the server answers them as it will. A second hold while one
   * is under way adds to it.
   */
  holdUntil(login: Promise<unknown>): void;
  /** What a call to `url` must wait for first: null when it may go at once. */
  pending(url: string): Promise<void> | null;
}

export function createCallGate(): CallGate {
  let held: Promise<void> | null = null;
  return {
    holdUntil(login) {
      const settled = Promise.all([held, login.then(noop, noop)]).then(noop);
      held = settled;
      void settled.then(() => {
        if (held === settled) held = null;
      });
    },
    pending: (url) => (held && !isAuthenticationCall(url) ? held : null),
  };
}

function noop(): void {}

/**
 * Waits for `gate`; 'aborted' at once when `signal` aborts meanwhile (the caller has gone: its call
 * must not be sent later).
 */
export function waitFor(gate: Promise<void>, signal: AbortSignal | undefined): Promise<'ready' | 'aborted'> {
  if (!signal) return gate.then(() => 'ready');
  if (signal.aborted) return Promise.resolve('aborted');
  return new Promise((resolve) => {
    const abort = () => resolve('aborted');
    signal.addEventListener('abort', abort, { once: true });
    void gate.then(() => {
      signal.removeEventListener('abort', abort);
      resolve('ready');
    });
  });
}
