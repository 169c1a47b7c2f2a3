// The app's Content-Security-Policy (issue 8). It allows what the app needs and nothing from elsewhere
// (everything is bundled):
//   script-src 'self' 'wasm-unsafe-eval'  bundled scripts only; WebAssembly (pdf.js decoders, PGlite
//                                           in tools) may compile, but no eval or inline script
//   style-src 'unsafe-inline'             Chakra UI (emotion) injects <style> elements at run time
//   img-src / media-src data: blob:       three.js and model-viewer textures, thumbnails, captures
//   connect-src data: blob:               three.js loaders fetch blob: and data: textures
//   worker-src blob:                      pdf.js' bundled worker, the 3D view's workers
//   frame-src blob:                       PDFs shown from blob: URLs
//   frame-ancestors 'self' <sites>        integrators embed the app in iframes; no other site may
// A render farm of its own (config rfServer, spec 7) joins connect-src: the job view calls it. Its
// sign-in window is a top-level window, which no directive governs.
// Identity providers (spec 4, oidc-client-ts) join connect-src (discovery document, token and
// user-info calls) and frame-src (the silent-renew iframe). Going to the provider's sign-in page and
// coming back are top-level navigations, which no CSP directive governs, and the app posts no form to
// the provider, so form-action stays 'self'.
import type { SitePolicy } from './site-policy';

export function appCsp(policy: SitePolicy): string {
  const identity = policy.identityOrigins;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...identity, ...policy.farmOrigins],
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
