// What the deployment's configuration file (resources/config/config.json, edited in place) says about
// other sites: `sites` are the origins allowed to embed the app in a frame and to call the API from a
// browser, and with `openIdIntegration` on, the identity provider's origin (`oidcSettings.authority`)
// is one the app talks to and frames (oidc-client-ts silent renew). Read at most once a second.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

export interface SitePolicy {
  /** Origins (scheme://host[:port]) of the configured `sites`; invalid entries are left out. */
  sites: string[];
  /** The identity provider's origin when identity sign-in is on. */
  identityOrigin: string | null;
}

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

/** The policy of a parsed configuration file; anything missing or malformed allows nothing extra. */
export function sitePolicyOf(file: unknown): SitePolicy {
  const root = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>;
  const sites = Array.isArray(root.sites) ? root.sites : [];
  const config = (typeof root.config === 'object' && root.config !== null ? root.config : {}) as Record<
    string,
    unknown
  >;
  const oidc = (config.oidcSettings ?? {}) as Record<string, unknown>;
  return {
    sites: [...new Set(sites.map(originOf).filter((origin): origin is string => origin !== null))],
    identityOrigin: config.openIdIntegration === true ? originOf(oidc.authority) : null,
  };
}

export class SitePolicySource {
  private cached: { policy: SitePolicy; until: number } | null = null;

  constructor(private readonly configFile: string) {}

  static forResources(resourcesDir: string): SitePolicySource {
    return new SitePolicySource(resolve(resourcesDir, 'config', 'config.json'));
  }

  async get(now = Date.now()): Promise<SitePolicy> {
    if (this.cached && now < this.cached.until) return this.cached.policy;
    let policy: SitePolicy;
    try {
      policy = sitePolicyOf(JSON.parse(await readFile(this.configFile, 'utf8')));
    } catch {
      // A missing or broken file: the renderer says so; the server trusts no other site meanwhile.
      policy = { sites: [], identityOrigin: null };
    }
    this.cached = { policy, until: now + CONFIG_CACHE_MS };
    return policy;
  }
}
