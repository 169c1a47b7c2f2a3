// Node's fetch keeps no cookies: this wrapper keeps the server's Set-Cookie values and sends them
// back, as a browser would with credentials: 'include' (same origin only, which is all a test needs).

export function cookieKeepingFetch(
  base: typeof fetch = fetch,
): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const wrapped = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (!name) continue;
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return Object.assign(wrapped, { cookies });
}
