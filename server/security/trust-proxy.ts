// Behind a TLS-terminating proxy (nginx, a load balancer) every request arrives from the proxy's
// address over plain HTTP. Trusting the proxy's X-Forwarded-For / -Proto / -Host headers lets the
// server see the client's address (rate limits per client, not one bucket for everyone) and the
// https the client used (the session cookie gets Secure). Trusting them without a proxy in front
// would let any client claim any address, so it is off unless configured.
import type { FastifyServerOptions } from 'fastify';

export type TrustProxy = NonNullable<FastifyServerOptions['trustProxy']>;

/** Trusts the socket's peer (the proxy) only: Fastify's hop-count trust of 1. */
export const trustOneHop = (_address: string, hop: number): boolean => hop < 1;

/** Thrown for an ARREDO_TRUST_PROXY value that is none of the forms below. */
export class TrustProxyConfigError extends Error {}

const ADDRESS = /^(?=.*[.:])[0-9a-f.:]+(\/\d{1,3})?$/i;

/**
 * ARREDO_TRUST_PROXY: unset, empty, `false`, `off`, `no` or `0`: trust nothing (the default);
 * `true`, `on` or `yes`: trust the one proxy in front (the client's address is the one it appended,
 * the rightmost; only when the proxy is the sole way in); else a
 * comma-separated list of the proxies' addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`), the
 * recommended form: the client's address is then the nearest one not in the list.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const value = (env.ARREDO_TRUST_PROXY ?? '').trim();
  const lower = value.toLowerCase();
  if (['', 'false', 'off', 'no', '0'].includes(lower)) return false;
  // One hop: the address the proxy appended (the rightmost of X-Forwarded-For). Trusting every hop
  // would take the leftmost, which the client writes itself.
  if (['true', 'on', 'yes'].includes(lower)) return trustOneHop;
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.every((address) => ADDRESS.test(address))) return addresses;
  throw new TrustProxyConfigError(
    `ARREDO_TRUST_PROXY must be true, false or proxy addresses (CIDR allowed), not "${value.slice(0, 100)}"`,
  );
}
