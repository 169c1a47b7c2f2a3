/**
 * Starts fetching the configuration file as the very first thing the bundle evaluates (main.tsx imports
 * this module first): the file is on the start-up critical path, so it loads while React, Chakra and the
 * rest of the bundle are still being evaluated. Same URL rule as loadConfigFile: relative to the document
 * base, with a cache-busting timestamp.
 */
export function configUrl(base: string, now: number): URL {
  return new URL(`config/config.json?v=${now}`, base);
}

let pending: Promise<Response> | null =
  typeof window === 'undefined'
    ? null
    : fetch(configUrl(document.baseURI, Date.now()), { cache: 'no-store' });
// Failures are reported when the promise is taken; avoid an unhandled-rejection warning before that.
pending?.catch(() => undefined);

/** The prefetched response, once; null afterwards (a second load fetches afresh). */
export function takePrefetchedConfig(): Promise<Response> | null {
  const taken = pending;
  pending = null;
  return taken;
}
