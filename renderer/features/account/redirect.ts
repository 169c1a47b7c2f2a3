/**
 * Where to go after signing in: the guard's redirectFrom when it is a path inside the app. Anything
 * else (another site, '//host', a scheme) is ignored, so a crafted link cannot send a user away.
 */
export function redirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirectFrom');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/home(?:[?#]|$)/i.test(value)) return null;
  return value;
}
