// Cross-site request forgery (issue 8). A page on another site can make the browser send a request
// with the user's session cookie: a plain form posts text/plain, urlencoded or multipart bodies (or
// none), fetch() sends anything "simple". Every browser request that changes state carries an
// Origin header, so a state-changing call is refused (403) when its Origin is neither the app's own
// nor one of the configured `sites`; calls without Origin (an integrator's back end, curl) are not
// from a browser page, unless Sec-Fetch-Site says cross-site. On top of that, bodies must be JSON
// (multipart only where a route declares it, the photo upload): the types a form can send are refused
// (415) whoever sends them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../api/errors';
import type { SitePolicySource } from './site-policy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded']);

/** The app's own origin as the client sees it (protocol and host honour a trusted proxy). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const FORM_BODY_MESSAGE = 'Send the body as JSON (Content-Type: application/json)';

export const HOST_REFUSED_MESSAGE = 'Request refused: this server does not answer to the host';

/** Names of this machine: always the app's own, whatever the allow-list says. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * The hosts a browser may reach the app by (ARREDO_ALLOWED_HOSTS, comma-separated, `name` or
 * `name:port`; else the host of ARREDO_PUBLIC_URL); null: any (the default without either). With a
 * list, a page whose Origin matches the Host it sent but whose Host is not listed (DNS rebinding: an
 * attacker's name pointed at this server) is not taken for the app's own.
 */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | null {
  const listed = (env.ARREDO_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length) return listed;
  const publicUrl = (env.ARREDO_PUBLIC_URL ?? '').trim();
  if (!publicUrl) return null;
  try {
    return [new URL(publicUrl).host.toLowerCase()];
  } catch {
    return null;
  }
}

export function installCsrfGuard(
  app: FastifyInstance,
  policy: SitePolicySource,
  allowedHosts: readonly string[] | null = null,
): void {
  const allowed = allowedHosts
    ? new Set([...allowedHosts.map((host) => host.toLowerCase()), ...LOOPBACK])
    : null;
  const hostAllowed = (request: FastifyRequest) =>
    !allowed || allowed.has(request.host.toLowerCase()) || allowed.has(request.hostname.toLowerCase());
  const refuse = (request: FastifyRequest, reply: FastifyReply, sites: readonly string[] | null) => {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === ownOrigin(request) && !hostAllowed(request)) {
        return reply
          .code(403)
          .send(errorBody(403, `${HOST_REFUSED_MESSAGE} ${request.host.slice(0, 100)}`, 'HOST_NOT_ALLOWED'));
      }
      if (origin !== ownOrigin(request) && !sites?.includes(origin)) {
        return reply
          .code(403)
          .send(
            errorBody(403, `${CROSS_SITE_MESSAGE}: ${origin.slice(0, 100)} is not allowed`, 'CROSS_SITE'),
          );
      }
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      return reply.code(403).send(errorBody(403, CROSS_SITE_MESSAGE, 'CROSS_SITE'));
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (FORM_TYPES.has(type)) {
      return reply.code(415).send(errorBody(415, FORM_BODY_MESSAGE, 'FORM_BODY'));
    }
    return null;
  };
  // A callback hook, not an async one: most requests pass without waiting for anything.
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    // The configured sites matter only for a foreign Origin; read them when the copy in hand is stale.
    const current = policy.current();
    if (origin === undefined || (origin === ownOrigin(request) && hostAllowed(request)) || current) {
      if (!refuse(request, reply, current?.policy.sites ?? null)) done();
      return;
    }
    policy.get().then(
      (snapshot) => {
        if (!refuse(request, reply, snapshot.policy.sites)) done();
      },
      (error: Error) => done(error),
    );
  });
}
