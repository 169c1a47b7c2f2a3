// CORS for a render farm of its own (spec 7 rfServer, issue 22): the app's job view, on another
// origin, calls this server's /api/v1/renderfarm with the farm's own session cookie (credentials
// 'include'), so the replies must name that origin and allow credentials, or the browser hides them.
// Only the configuration file's `sites` get that: the same allow-list the CSRF guard lets change state
// (csrf.ts), read through SitePolicySource, so an edit applies within a second. Any other origin, and
// a same-origin call, gets no CORS header: the browser keeps such a page from reading the reply.
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { SitePolicySource } from './site-policy';

/** What the farm transport sends (renderer/api/createTransport.ts): JSON bodies, a Bearer token maybe. */
export const FARM_CORS_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];
export const FARM_CORS_HEADERS = ['content-type', 'authorization'];
/** Read by the transport from error replies (429/503). */
export const FARM_CORS_EXPOSED = ['retry-after'];
/**
 * How long a browser may reuse a preflight. A site taken off the list keeps a cached preflight that
 * long, but its replies lose their CORS headers at once and the CSRF guard refuses its changes.
 */
export const FARM_CORS_MAX_AGE_S = 600;

export function farmCorsOptions(policy: SitePolicySource): FastifyCorsOptions {
  return {
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      const current = policy.current();
      if (current) return callback(null, current.policy.sites.includes(origin));
      policy.get().then(
        (snapshot) => callback(null, snapshot.policy.sites.includes(origin)),
        (error: Error) => callback(error, false),
      );
    },
    credentials: true,
    methods: FARM_CORS_METHODS,
    allowedHeaders: FARM_CORS_HEADERS,
    exposedHeaders: FARM_CORS_EXPOSED,
    maxAge: FARM_CORS_MAX_AGE_S,
  };
}

/**
 * Installs CORS on `scope` (an encapsulated plugin: the render farm's routes), with its preflight
 * route under the scope's prefix. Without a site policy (a server built without installSecurity)
 * nothing is installed: no origin is allowed.
 */
export async function installFarmCors(scope: FastifyInstance, policy: SitePolicySource | undefined) {
  if (!policy) return;
  await scope.register(fastifyCors, farmCorsOptions(policy));
}
