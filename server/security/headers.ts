// Security headers on every reply of the app and the API (issue 8). The policy allows what the app
// needs and nothing from elsewhere (everything is bundled):
//   script-src 'self' 'wasm-unsafe-eval'  bundled scripts only; WebAssembly (pdf.js decoders, PGlite
//                                           in tools) may compile, but no eval or inline script
//   style-src 'unsafe-inline'             Chakra UI (emotion) injects <style> elements at run time
//   img-src / media-src data: blob:       three.js and model-viewer textures, thumbnails, captures
//   connect-src data: blob:               three.js loaders fetch blob: and data: textures
//   worker-src blob:                      pdf.js' bundled worker, the 3D view's workers
//   frame-src blob:                       PDFs shown from blob: URLs
//   frame-ancestors 'self' <sites>        integrators embed the app in iframes; no other site may
// With identity sign-in on, the provider's origin joins connect-src (token calls) and frame-src
// (oidc-client-ts' silent renew iframe). Swagger UI (/api/docs) keeps its own hash-based policy,
// cleaned of outside sources (docsCsp).
import type { FastifyInstance } from 'fastify';
import type { SitePolicy, SitePolicySource } from './site-policy';

export function appCsp(policy: SitePolicy): string {
  const identity = policy.identityOrigin ? [policy.identityOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...identity],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', ...identity],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...policy.sites],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

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

export function installSecurityHeaders(app: FastifyInstance, policy: SitePolicySource): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', appCsp(await policy.get()));
    }
    return payload;
  });
}
