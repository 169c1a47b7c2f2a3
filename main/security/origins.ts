// Origin comparison used by every guard: one parser, so the navigation guard, the CSP, the permission
// handler and the IPC sender check all agree on what "the app" is.

/** The origin (`scheme://host:port`) of an http(s) URL, or null for anything else or unparsable input. */
export function httpOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.origin;
}

/** True when `url` is an http(s) URL on exactly `appOrigin` (scheme, host and port). */
export function isAppUrl(url: string, appOrigin: string): boolean {
  return httpOrigin(url) === appOrigin;
}
