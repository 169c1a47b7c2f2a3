// The render farm token of a farm of its own (spec 7 rfServer), for browsers that do not send its
// cookie on the job view's cross-site calls (third-party cookies blocked: Chromium 156's default,
// Safari, Firefox's partitioned jars). After the user signed in to the farm in its child window, the
// job view opens the farm's hand-off page (server/renderfarm/handoff.ts) in that window: the farm,
// reached top-level with its own cookie, posts a narrow token to this origin only when this origin is
// one of its configured `sites`, and the farm transport sends it as `Authorization: Bearer`. The
// token is the farm's, never this app's session, and it opens the farm's render calls only, from
// this origin only, for 8 hours at most (server/renderfarm/farm-tokens.ts).
//
// It is kept in sessionStorage, keyed by the farm's origin: per tab, so a reload of the job view
// keeps it (no second hand-off), and gone with the tab. A 401 from the farm forgets it (renderfarm.ts).

export const FARM_SESSION_ACTION = 'renderFarmSession';
/** The hand-off page answers at once; a farm without one (or a stand-in) is not waited on longer. */
const HANDOFF_TIMEOUT_MS = 8000;

const KEY_PREFIX = 'arredo.renderFarmToken:';

/** Where sessionStorage is missing or refused (Node tests, storage disabled), this tab's memory. */
const memory = new Map<string, string>();

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // A browser that refuses storage to this page throws on access.
  }
}

const tokens = {
  get(origin: string): string | undefined {
    try {
      return tabStorage()?.getItem(KEY_PREFIX + origin) ?? memory.get(origin);
    } catch {
      return memory.get(origin);
    }
  },
  set(origin: string, token: string): void {
    memory.set(origin, token);
    try {
      tabStorage()?.setItem(KEY_PREFIX + origin, token);
    } catch {
      // Full or refused: memory keeps it for this page.
    }
  },
  delete(origin: string): void {
    memory.delete(origin);
    try {
      tabStorage()?.removeItem(KEY_PREFIX + origin);
    } catch {
      // Nothing kept there.
    }
  },
  clear(): void {
    for (const origin of [...memory.keys()]) tokens.delete(origin);
    const storage = tabStorage() as Storage | null;
    try {
      if (!storage || typeof storage.length !== 'number') return;
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => !!key?.startsWith(KEY_PREFIX),
      );
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Nothing kept there.
    }
  },
};

const originOf = (base: string) => {
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
};

/** The token received for the farm at `base` (its origin), if any. */
export function farmSessionToken(base: string): string | undefined {
  const origin = originOf(base);
  return origin ? tokens.get(origin) : undefined;
}

/** Forgets the token of the farm at `base` (it said 401 to it), or every one (no `base`: tests). */
export function forgetFarmSession(base?: string): void {
  const origin = base ? originOf(base) : null;
  if (origin) tokens.delete(origin);
  else if (!base) tokens.clear();
}

/**
 * Opens the farm's hand-off page in the child window (call it from a click: a popup) and waits for
 * its message. Resolves true when a token came, false when the farm gave none (not signed in
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
      const data = event.data as { action?: unknown; token?: unknown } | null;
      if (data?.action !== FARM_SESSION_ACTION) return;
      const received = typeof data.token === 'string' && data.token.length > 0 && data.token.length <= 200;
      if (received) tokens.set(origin, data.token as string);
      finish(received);
    };
    host.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(false), HANDOFF_TIMEOUT_MS);
    const closed = setInterval(() => {
      if (!child || child.closed) finish(false);
    }, 250);
  });
}
