// The server's side of issue 8's browser hardening: CSRF guard and security headers, both driven by
// the configuration file's `sites` and identity provider, and the registered identity providers. Registered first by server/app.ts.
import type { FastifyInstance } from 'fastify';
import { installCsrfGuard } from './csrf';
import { installSecurityHeaders } from './headers';
import { SitePolicySource, type RegisteredAuthorities } from './site-policy';

export { docsCsp } from './headers';
export { trustProxyFromEnv, type TrustProxy } from './trust-proxy';
export { allowedHostsFromEnv } from './csrf';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSP and allowed sites, shared by the CSRF guard and the headers (routes may invalidate it). */
    sitePolicy?: SitePolicySource;
  }
}

export function installSecurity(
  app: FastifyInstance,
  options: {
    /** The configuration file (`sites`, the identity provider, rfServer): server/paths.ts configFileOf. */
    configFile: string;
    registeredAuthorities?: RegisteredAuthorities;
    /** Hosts the CSRF check takes for the app's own (csrf.ts); null: any. */
    allowedHosts?: readonly string[] | null;
  },
): void {
  const policy = new SitePolicySource(options.configFile, options.registeredAuthorities);
  app.decorate('sitePolicy', policy);
  installCsrfGuard(app, policy, options.allowedHosts ?? null);
  installSecurityHeaders(app, policy);
}
