// Password login protection beyond the route's own rate limit (10 attempts per minute per address
// and user name, server/api/auth-routes.ts), which let one address spray a password across any
// number of user names. Two more layers, neither of which lets an attacker lock a real user out:
//
// 1. Per address: after `addressFailures` failed logins (any user names) within `addressWindowMs`,
//    that address gets 429 until the window has passed. Only that address is slowed.
// 2. Per account, across addresses: after `accountFailures` failures within `accountWindowMs`, the
//    account is under attack and attempts from addresses it has never logged in from must wait an
//    exponential backoff (`backoffBaseMs` doubling per further failure, at most `backoffMaxMs`)
//    between tries, answered 429 without the password being checked. An address the account
//    logged in from successfully (its last `knownAddresses`) is not held back: the user keeps
//    logging in from their usual place with the right password while the attack goes on, and
//    each further failure only slows the attacker.
//
// State is kept in memory per server process (bounded: `maxTracked` entries per table, oldest
// dropped first); a restart forgets it, which errs on letting users in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import { methodsOf, prependRouteHook } from './route-hooks';

export interface LoginGuardOptions {
  addressFailures: number;
  addressWindowMs: number;
  accountFailures: number;
  accountWindowMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  knownAddresses: number;
  maxTracked: number;
}

export const DEFAULT_LOGIN_GUARD: LoginGuardOptions = {
  addressFailures: 20,
  addressWindowMs: 10 * 60_000,
  accountFailures: 10,
  accountWindowMs: 15 * 60_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 15 * 60_000,
  knownAddresses: 5,
  maxTracked: 50_000,
};

const LOGIN_URL = '/api/v1/auth/login';
export const LOGIN_THROTTLED_CODE = 'LOGIN_THROTTLED';

interface Failures {
  count: number;
  first: number;
  last: number;
}

/** A Map that forgets its oldest entries beyond `max` (insertion order; touched entries move last). */
class BoundedMap<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super();
  }
  override set(key: string, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) this.delete(this.keys().next().value as string);
    return this;
  }
}

const accountKey = (body: unknown): string | null => {
  const { id, user } = (body ?? {}) as { id?: unknown; user?: unknown };
  if (typeof id !== 'string' || typeof user !== 'string') return null;
  return `${id.trim().toLowerCase()}|${user.trim().toLowerCase()}`;
};

function throttled(message: string, waitMs: number): ApiError & { retryAfterSeconds: number } {
  return Object.assign(new ApiError(429, message, LOGIN_THROTTLED_CODE), {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

export class LoginGuard {
  private readonly byAddress: BoundedMap<Failures>;
  private readonly byAccount: BoundedMap<Failures>;
  private readonly known: BoundedMap<string[]>;

  constructor(
    readonly options: LoginGuardOptions = DEFAULT_LOGIN_GUARD,
    private readonly now: () => number = Date.now,
  ) {
    this.byAddress = new BoundedMap(options.maxTracked);
    this.byAccount = new BoundedMap(options.maxTracked);
    this.known = new BoundedMap(options.maxTracked);
  }

  /** Throws 429 (with retryAfterSeconds) when this attempt must not be checked now. */
  check(address: string, account: string | null): void {
    const now = this.now();
    const mine = this.current(this.byAddress, address, this.options.addressWindowMs, now);
    if (mine && mine.count >= this.options.addressFailures) {
      throw throttled(
        'Too many failed logins from this address; try again later',
        mine.first + this.options.addressWindowMs - now,
      );
    }
    if (account === null || this.known.get(account)?.includes(address)) return;
    const attacked = this.current(this.byAccount, account, this.options.accountWindowMs, now);
    if (!attacked || attacked.count < this.options.accountFailures) return;
    const extra = attacked.count - this.options.accountFailures;
    const wait = Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** Math.min(extra, 30));
    if (now < attacked.last + wait) {
      throw throttled('Too many failed logins for this user; try again later', attacked.last + wait - now);
    }
  }

  failed(address: string, account: string | null): void {
    const now = this.now();
    this.bump(this.byAddress, address, this.options.addressWindowMs, now);
    if (account !== null) this.bump(this.byAccount, account, this.options.accountWindowMs, now);
  }

  succeeded(address: string, account: string | null): void {
    if (account === null) return;
    this.byAccount.delete(account);
    const addresses = (this.known.get(account) ?? []).filter((known) => known !== address);
    this.known.set(account, [address, ...addresses].slice(0, this.options.knownAddresses));
  }

  private current(table: Map<string, Failures>, key: string, windowMs: number, now: number) {
    const entry = table.get(key);
    if (entry && now - entry.first > windowMs) {
      table.delete(key);
      return undefined;
    }
    return entry;
  }

  private bump(table: BoundedMap<Failures>, key: string, windowMs: number, now: number): void {
    const entry = this.current(table, key, windowMs, now);
    table.set(
      key,
      entry ? { ...entry, count: entry.count + 1, last: now } : { count: 1, first: now, last: now },
    );
  }
}

/**
 * Guards POST /api/v1/auth/login: checked before the password, told the outcome after. The hooks sit
 * on that route only (route-hooks.ts).
 */
export function installLoginGuard(app: FastifyInstance, guard: LoginGuard): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== LOGIN_URL || !methodsOf(route).includes('POST')) return;
    prependRouteHook(route, 'preHandler', async (request: FastifyRequest) => {
      guard.check(request.ip, accountKey(request.body));
    });
    prependRouteHook(route, 'onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode === 200) guard.succeeded(request.ip, accountKey(request.body));
      else if (reply.statusCode === 401) guard.failed(request.ip, accountKey(request.body));
    });
  });
}
