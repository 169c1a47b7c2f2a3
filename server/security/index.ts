// The server's side of issue 8's browser hardening: CSRF guard and security headers, both driven by
// the configuration file's `sites` (and identity provider). Registered first by server/app.ts.
import type { FastifyInstance } from 'fastify';
import { installCsrfGuard } from './csrf';
import { installSecurityHeaders } from './headers';
import { SitePolicySource } from './site-policy';

export { docsCsp } from './headers';
export { trustProxyFromEnv, type TrustProxy } from './trust-proxy';

export function installSecurity(app: FastifyInstance, options: { resourcesDir: string }): void {
  const policy = SitePolicySource.forResources(options.resourcesDir);
  installCsrfGuard(app, policy);
  installSecurityHeaders(app, policy);
}
