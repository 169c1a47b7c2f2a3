// Security headers on every reply of the app and the API (issue 8): nosniff, and the app's CSP
// (csp.ts), built once per configuration change, not per reply. Swagger UI (/api/docs) keeps its own
// hash-based policy, cleaned of outside sources (docsCsp).
import type { FastifyInstance } from 'fastify';
import type { SitePolicySource } from './site-policy';

export { appCsp } from './csp';

/**
 * Swagger UI's own policy without what it would fetch from outside: `https:` fonts and styles, the
 * validator badge's host, and upgrade-insecure-requests (which breaks the docs of a plain-http
 * deployment); inline styles allowed, as in the app.
 */
export function docsCsp(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      const tokens = directive
        .split(/\s+/)
        .filter((token) => token !== 'https:' && token !== 'validator.swagger.io');
      // Swagger UI injects a <style> element at run time, as Chakra UI does in the app.
      if (tokens[0] === 'style-src' && !tokens.includes("'unsafe-inline'")) tokens.push("'unsafe-inline'");
      return tokens.join(' ');
    })
    .join('; ');
}

/** Replies that carry session tokens or account data: never kept by a browser or a proxy cache. */
const NO_STORE = ['/api/v1/auth/', '/api/v1/profile/'];

export function installSecurityHeaders(app: FastifyInstance, policy: SitePolicySource): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    // Same-origin only: addresses with tokens in them (share links, mailed codes) never reach
    // another site through the Referer header.
    reply.header('referrer-policy', 'same-origin');
    if (NO_STORE.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    if (reply.hasHeader('content-security-policy')) return done(null, payload);
    // The policy in hand (read within the last second) is used without waiting on a promise.
    const current = policy.current();
    if (current) {
      reply.header('content-security-policy', current.csp);
      return done(null, payload);
    }
    policy.get().then(
      (snapshot) => {
        reply.header('content-security-policy', snapshot.csp);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
