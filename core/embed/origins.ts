// Which windows may drive the app (spec 5): messages are accepted only from the app's own origin and the
// layout tool's environments (local, dev, test, prod, partner), listed in the configuration's `sites`.
// Every other origin is ignored without a reply, and replies go to the sender's origin, never '*'.
// Pure string work: core has no URL class (no DOM, no Node), and an origin is a small, strict format.

/** An allow-list of origins, built once from the configuration. */
export interface OriginPolicy {
  /** Normalised origins (`https://tool.example.com`, `http://localhost:5173`). */
  readonly origins: ReadonlySet<string>;
  /** `sites` entries that are not http(s) addresses; the transport logs them once. */
  readonly rejected: readonly string[];
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

// scheme://host[:port] then an optional path, query or fragment (dropped); no user info.
const ORIGIN_PATTERN =
  /^(?<scheme>[a-z][a-z0-9+.-]*):\/\/(?<host>\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(?<port>\d{1,5}))?(?:[/?#].*)?$/i;

/**
 * The origin of an address, as browsers serialise it (lower-case scheme and host, no default port), or
 * null when it has none: not http(s) ('null', 'file:', '*'), user info, a bad host or port.
 */
export function normalizeOrigin(address: unknown): string | null {
  if (typeof address !== 'string' || address.length > 2048) return null;
  const match = ORIGIN_PATTERN.exec(address.trim());
  if (!match?.groups) return null;
  const scheme = match.groups.scheme!.toLowerCase();
  const defaultPort = DEFAULT_PORTS[scheme];
  if (!defaultPort) return null;
  const host = match.groups.host!.toLowerCase();
  const port = match.groups.port;
  if (port !== undefined) {
    const number = Number(port);
    if (number < 1 || number > 65535) return null;
    if (String(number) !== defaultPort) return `${scheme}://${host}:${number}`;
  }
  return `${scheme}://${host}`;
}

/**
 * The allow-list: the app's own origin plus each `sites` entry (an address of a tool environment; its
 * path is ignored). Entries that are not http(s) addresses are left out and reported.
 */
export function originPolicy(currentOrigin: string, sites: readonly unknown[]): OriginPolicy {
  const origins = new Set<string>();
  const rejected: string[] = [];
  const own = normalizeOrigin(currentOrigin);
  if (own) origins.add(own);
  for (const site of sites) {
    const origin = normalizeOrigin(site);
    if (origin) origins.add(origin);
    else rejected.push(String(site));
  }
  return { origins, rejected };
}

/** Whether a message event's origin may drive the app. 'null' (sandboxed frames, files) never may. */
export function isAllowedOrigin(origin: unknown, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  return normalized !== null && policy.origins.has(normalized);
}

/** Where the reply to a message goes: the sender's origin when it is allowed, else nowhere (null). */
export function replyTargetOrigin(origin: unknown, policy: OriginPolicy): string | null {
  const normalized = normalizeOrigin(origin);
  return normalized !== null && policy.origins.has(normalized) ? normalized : null;
}

/**
 * Where 'APP loaded' goes, before any message told the app who its parent is. The parent's origin when
 * the browser reveals it (`location.ancestorOrigins[0]`, or the referrer's origin) and it is allowed;
 * otherwise each allowed origin in turn: postMessage delivers only to the one the parent really has,
 * so the text never reaches a page outside the list.
 */
export function startupTargetOrigins(policy: OriginPolicy, parentHint?: unknown): string[] {
  const hinted = normalizeOrigin(parentHint);
  if (hinted && policy.origins.has(hinted)) return [hinted];
  return [...policy.origins];
}
