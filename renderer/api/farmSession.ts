// The session of a render farm of its own (spec 7 rfServer), for browsers that do not send its
// cookie on the job view's cross-site calls (third-party cookies blocked: Chromium 156's default,
// Safari, Firefox's partitioned jars). After the user signed in to the farm in its child window, the
// job view opens the farm's hand-off page (server/renderfarm/handoff.ts) in that window: the farm,
// reached top-level with its own cookie, posts its session id to this origin only when this origin is
// one of its configured `sites`, and the farm transport sends it as `Authorization: Bearer`. It is the
// farm's session, never this app's, and it lives in memory only.

export const FARM_SESSION_ACTION = 'renderFarmSession';
/** The hand-off page answers at once; a farm without one (or a stand-in) is not waited on longer. */
const HANDOFF_TIMEOUT_MS = 8000;

const tokens = new Map<string, string>();

const originOf = (base: string) => {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
};

/** The farm session id received for the farm at `base` (its origin), if any. */
export function farmSessionToken(base: string): string | undefined {
  const origin = originOf(base);
  return origin ? tokens.get(origin) : undefined;
}

/** Forgets every farm session (tests; the farm said 401 to it). */
export function forgetFarmSession(base?: string): void {
  const origin = base ? originOf(base) : null;
  if (origin) tokens.delete(origin);
  else if (!base) tokens.clear();
}

/**
 * Opens the farm's hand-off page in the child window (call it from a click: a popup) and waits for
 * its message. Resolves true when a session id came, false when the farm gave none (not signed in
 * there, this origin not listed), the window was closed or nothing answered in time.
 */
export function receiveFarmSession(base: string, host: Window = window): Promise<boolean> {
  const origin = originOf(base);
  if (!origin) return Promise.resolve(false);
  const address = `${base}/api/v1/renderfarm/handoff?origin=${encodeURIComponent(host.location.origin)}`;
  const child = host.open(address, 'arredo-renderfarm');
  return new Promise((resolve) => {
    const finish = (received: boolean) => {
      host.removeEventListener('message', onMessage);
      clearTimeout(timer);
      clearInterval(closed);
      resolve(received);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the farm's own page may hand its session over.
      if (event.origin !== origin) return;
      const data = event.data as { action?: unknown; sessionId?: unknown } | null;
      if (data?.action !== FARM_SESSION_ACTION) return;
      if (typeof data.sessionId === 'string' && data.sessionId) tokens.set(origin, data.sessionId);
      finish(typeof data.sessionId === 'string' && !!data.sessionId);
    };
    host.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(false), HANDOFF_TIMEOUT_MS);
    const closed = setInterval(() => {
      if (!child || child.closed) finish(false);
    }, 250);
  });
}
