// Electron security checklist #7 Define a Content Security Policy. Applied as a response header (via
// session.webRequest.onHeadersReceived) to every response from the app origin, so it holds whether the
// pages come from the in-process server or a remote back end.

export interface CspInput {
  /** The back end's origin: the API the renderer calls. */
  backendOrigin: string;
}

/**
 * The renderer's policy: everything from the app itself, no remote scripts, no eval.
 * style-src allows inline styles because Chakra UI (emotion) injects <style> elements at run time;
 * img-src allows data: and blob: for generated thumbnails and canvas captures; worker-src allows blob:
 * for the 3D view's workers.
 */
export function buildCsp({ backendOrigin }: CspInput): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", backendOrigin],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The response headers with the window's policy in place of any the server sent. The window's policy
 * is written for it (connect-src names its back end); keeping the server's beside it made the browser
 * enforce two policies at once, which reported a violation (script-src-elem) that the window's policy
 * alone does not (tests/desktop/csp.spec.ts).
 */
export function withCsp(
  responseHeaders: Record<string, string[]> | undefined,
  csp: string,
): Record<string, string[]> {
  const headers = { ...(responseHeaders ?? {}) };
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase() === 'content-security-policy') delete headers[name];
  }
  headers['Content-Security-Policy'] = [csp];
  return headers;
}
