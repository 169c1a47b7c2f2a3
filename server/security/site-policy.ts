// The other sites the app deals with. From the deployment's configuration file (the one the server
// serves at /config/config.json, edited in place): `sites` are the origins allowed to embed the app in
// a frame and to call the API from a browser, and with `openIdIntegration` on, the identity provider's
// origin (`oidcSettings.authority`) is one the app talks to and frames (oidc-client-ts silent renew).
// From storage: the identity providers an administrator registered at run time
// (PUT /api/v1/auth/identity-providers) are trusted for sign-in, so the app may talk to them too.
// Read at most once a second; the CSP text is built then, not per reply.
import { readFile } from 'node:fs/promises';
import { appCsp } from './csp';

export interface SitePolicy {
  /** Origins (scheme://host[:port]) of the configured `sites`; invalid entries are left out. */
  sites: string[];
  /** Origins of the identity providers: the configured one (when identity sign-in is on) and the registered ones. */
  identityOrigins: string[];
  /** Origin of the render farm of its own (config `rfServer`, spec 7), which the job view calls. */
  farmOrigins: string[];
}

/** A policy with what is derived from it, computed once per read. */
export interface PolicySnapshot {
  policy: SitePolicy;
  /** The Content-Security-Policy header value (csp.ts). */
  csp: string;
}

/** The authorities (issuer URLs) of the identity providers registered in storage. */
export type RegisteredAuthorities = () => Promise<readonly string[]>;

/** Spec-free choice, like the session cache: a config edit applies within a second. */
const CONFIG_CACHE_MS = 1000;

/** The origin of an http(s) URL; null for anything else ('', '*', 'null', other schemes). */
export function originOf(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return null;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const unique = (origins: (string | null)[]) => [
  ...new Set(origins.filter((origin): origin is string => origin !== null)),
];

/**
 * The policy of a parsed configuration file and the registered providers' authorities; anything
 * missing or malformed allows nothing extra.
 */
export function sitePolicyOf(file: unknown, registeredAuthorities: readonly string[] = []): SitePolicy {
  const root = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>;
  const sites = Array.isArray(root.sites) ? root.sites : [];
  const config = (typeof root.config === 'object' && root.config !== null ? root.config : {}) as Record<
    string,
    unknown
  >;
  const oidc = (config.oidcSettings ?? {}) as Record<string, unknown>;
  return {
    sites: unique(sites.map(originOf)),
    identityOrigins: unique([
      config.openIdIntegration === true ? originOf(oidc.authority) : null,
      ...registeredAuthorities.map(originOf),
    ]),
    farmOrigins: unique([originOf(config.rfServer)]),
  };
}

export class SitePolicySource {
  private cached: { snapshot: PolicySnapshot; until: number } | null = null;
  private reading: Promise<PolicySnapshot> | null = null;

  constructor(
    private readonly configFile: string,
    private readonly registered: RegisteredAuthorities = async () => [],
  ) {}

  /** The snapshot read within the last second, or null when it must be read again (get). */
  current(now = Date.now()): PolicySnapshot | null {
    return this.cached && now < this.cached.until ? this.cached.snapshot : null;
  }

  /** Forgets the snapshot: an identity provider was registered, so the next reply reads it at once. */
  invalidate(): void {
    this.cached = null;
  }

  async get(now = Date.now()): Promise<PolicySnapshot> {
    const current = this.current(now);
    if (current) return current;
    // Requests arriving while the file is read share that one read.
    this.reading ??= this.read(now).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(now: number): Promise<PolicySnapshot> {
    const [file, authorities] = await Promise.all([
      readFile(this.configFile, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        // A missing or broken file: the renderer says so; the server trusts no configured site meanwhile.
        .catch(() => null),
      // Storage not answering: no registered provider is allowed until it does.
      this.registered().catch(() => []),
    ]);
    const policy = sitePolicyOf(file, authorities);
    const snapshot = { policy, csp: appCsp(policy) };
    this.cached = { snapshot, until: now + CONFIG_CACHE_MS };
    return snapshot;
  }
}
