// Password login protection beyond the route's own rate limit (10 attempts per minute per address
// and user name, server/api/auth-routes.ts), which let one address spray a password across any
// number of user names. Two more layers, neither of which lets an attacker lock a real user out:
//
// 1. Per address: after `addressFailures` failed logins (any user names) within `addressWindowMs`,
//    that address gets 429 until the window has passed. Only that address is slowed.
// 2. Per account (the resolved user: a customer's user name and e-mail are one account), across
//    addresses: after `accountFailures` failures within `accountWindowMs`, the account is under
//    attack and attempts from addresses it never logged in from wait a backoff between tries
//    (`backoffBaseMs`, one step more per checked failure, at most `backoffMaxMs`), answered 429
//    without the password being checked. The addresses the account logged in from successfully (its
//    last `knownAddresses`, stored in the database so a restart keeps them) are not held back; and
//    the account's address gets a mailed one-time link that signs the user in and makes their
//    address known (server/api/index.ts wires the mail).
//
// Every attempt is counted before its password is checked, as one in flight: 200 concurrent wrong
// logins from one address get at most `addressFailures` checked; an attacked account lets one
// unknown attempt through per backoff step, however many arrive at once.
//
// The counters are kept in memory per server process (bounded: `maxTracked` entries per table, oldest
// dropped first); issue 25 moves them to PostgreSQL.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Database } from '../storage';
import { BoundedMap, tooMany } from './counters';
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

interface Counter {
  failures: number;
  inFlight: number;
  first: number;
  /** Account: when the next attempt from an unknown address may be checked. */
  nextAt: number;
  /** Account: whether the unlock mail went out in this window. */
  mailed: boolean;
}

/** What admit() counted, given back to settle(). */
export interface LoginTicket {
  address: string;
  account: string | null;
  userId: number | null;
}

const fresh = (now: number): Counter => ({ failures: 0, inFlight: 0, first: now, nextAt: 0, mailed: false });

export class LoginGuard {
  private readonly byAddress: BoundedMap<Counter>;
  private readonly byAccount: BoundedMap<Counter>;
  /** Called once per window when an account comes under attack (the unlock mail). */
  onLocked: (userId: number) => void = () => {};

  constructor(
    private readonly db: Database | null,
    readonly options: LoginGuardOptions = DEFAULT_LOGIN_GUARD,
    private readonly now: () => number = Date.now,
  ) {
    this.byAddress = new BoundedMap(options.maxTracked);
    this.byAccount = new BoundedMap(options.maxTracked);
  }

  /**
   * Counts the attempt (in flight) and returns its ticket, or throws 429 (with retryAfterSeconds)
   * when it must not be checked now.
   */
  async admit(address: string, credentials: { id?: unknown; user?: unknown }): Promise<LoginTicket> {
    const userId = await this.resolve(credentials);
    const account = userId !== null ? `user:${userId}` : nameKey(credentials);
    const known = await this.isKnown(userId, address);
    // From here to take() nothing waits: concurrent attempts are counted one after the other.
    const now = this.now();
    const mine = this.current(this.byAddress, address, this.options.addressWindowMs, now);
    if (mine.failures + mine.inFlight >= this.options.addressFailures) {
      throw tooMany(
        'Too many failed logins from this address; try again later',
        LOGIN_THROTTLED_CODE,
        mine.first + this.options.addressWindowMs - now,
      );
    }
    const ticket = { address, account, userId };
    if (account === null) return this.take(ticket, now);
    const attacked = this.current(this.byAccount, account, this.options.accountWindowMs, now);
    if (attacked.failures + attacked.inFlight < this.options.accountFailures) return this.take(ticket, now);
    if (known) return this.take(ticket, now);
    if (now < attacked.nextAt) {
      throw tooMany(
        'Too many failed logins for this user; try again later',
        LOGIN_THROTTLED_CODE,
        attacked.nextAt - now,
      );
    }
    // One unknown attempt per step: the ones arriving meanwhile are refused, and its reply (a
    // failure) sets the next step.
    attacked.nextAt = now + this.backoff(attacked.failures);
    return this.take(ticket, now);
  }

  /** The attempt's outcome: `failed` (a wrong password) counts; anything else only ends it. */
  async settle(ticket: LoginTicket, outcome: 'succeeded' | 'failed' | 'other'): Promise<void> {
    const now = this.now();
    const release = (table: Map<string, Counter>, key: string) => {
      const entry = table.get(key);
      if (!entry) return;
      entry.inFlight = Math.max(0, entry.inFlight - 1);
      if (outcome === 'failed') entry.failures += 1;
    };
    release(this.byAddress, ticket.address);
    if (ticket.account !== null) release(this.byAccount, ticket.account);
    const attacked = ticket.account !== null ? this.byAccount.get(ticket.account) : undefined;
    if (outcome === 'failed' && attacked && attacked.failures >= this.options.accountFailures) {
      // One step more per failed reply, counted from that reply.
      attacked.nextAt = Math.max(attacked.nextAt, now + this.backoff(attacked.failures));
    }
    if (outcome === 'failed' && ticket.account !== null && ticket.userId !== null) {
      const entry = attacked;
      if (entry && !entry.mailed && entry.failures >= this.options.accountFailures) {
        entry.mailed = true;
        this.onLocked(ticket.userId);
      }
    }
    if (outcome === 'succeeded' && ticket.userId !== null)
      await this.remember(ticket.userId, ticket.address, now);
  }

  /** The user proved who they are another way (the mailed link): their address is known from now on. */
  async unlock(userId: number, address: string): Promise<void> {
    this.byAccount.delete(`user:${userId}`);
    await this.remember(userId, address, this.now());
  }

  /** The wait after the account's `failures` failures: the base at the threshold, doubling per step. */
  private backoff(failures: number): number {
    const step = Math.max(0, failures - this.options.accountFailures);
    return Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** Math.min(step, 30));
  }

  private take(ticket: LoginTicket, now: number): LoginTicket {
    this.current(this.byAddress, ticket.address, this.options.addressWindowMs, now).inFlight += 1;
    if (ticket.account !== null)
      this.current(this.byAccount, ticket.account, this.options.accountWindowMs, now).inFlight += 1;
    return ticket;
  }

  /** The counter of `key` in its window (a new one when the window has passed), kept in the table. */
  private current(table: BoundedMap<Counter>, key: string, windowMs: number, now: number): Counter {
    const entry = table.get(key);
    if (entry && (now - entry.first <= windowMs || entry.inFlight > 0)) return entry;
    const created = fresh(now);
    table.set(key, created);
    return created;
  }

  /** The account the login names, as checkCredentials finds it (user name, or a customer's e-mail). */
  private async resolve(credentials: { id?: unknown; user?: unknown }): Promise<number | null> {
    const { id, user } = credentials;
    if (!this.db || typeof id !== 'string' || typeof user !== 'string') return null;
    const [row] = await queryRows<{ id: number }>(
      this.db,
      sql`select u.id from users u join shops s on s.id = u.shop_id
          where lower(s.cod) = lower(${id})
            and (lower(u.username) = lower(${user})
              or (u.role = 'customer' and lower(u.customer_email) = lower(${user})))
          order by u.id limit 1`,
    );
    return row?.id ?? null;
  }

  private async isKnown(userId: number | null, address: string): Promise<boolean> {
    if (userId === null || !this.db) return false;
    const rows = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from login_addresses where user_id = ${userId} and address = ${address}`,
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  private async remember(userId: number, address: string, now: number): Promise<void> {
    if (!this.db) return;
    const at = new Date(now).toISOString();
    await this.db.execute(
      sql`insert into login_addresses (user_id, address, last_at) values (${userId}, ${address}, ${at})
          on conflict (user_id, address) do update set last_at = excluded.last_at`,
    );
    await this.db.execute(
      sql`delete from login_addresses where user_id = ${userId} and address not in (
            select address from login_addresses where user_id = ${userId}
            order by last_at desc limit ${this.options.knownAddresses})`,
    );
  }
}

/** A name no account has (still counted, so probing unknown names costs the same). */
const nameKey = (credentials: { id?: unknown; user?: unknown }): string | null => {
  const { id, user } = credentials;
  if (typeof id !== 'string' || typeof user !== 'string') return null;
  return `name:${id.trim().toLowerCase()}|${user.trim().toLowerCase()}`;
};

const TICKET = Symbol('loginTicket');

/**
 * Guards POST /api/v1/auth/login: counted and checked before the password, told the outcome after.
 * The hooks sit on that route only (route-hooks.ts).
 */
export function installLoginGuard(app: FastifyInstance, guard: LoginGuard): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== LOGIN_URL || !methodsOf(route).includes('POST')) return;
    prependRouteHook(route, 'preHandler', async (request: FastifyRequest) => {
      const ticket = await guard.admit(request.ip, (request.body ?? {}) as Record<string, unknown>);
      (request as unknown as Record<symbol, LoginTicket>)[TICKET] = ticket;
    });
    const settle = async (request: FastifyRequest, status: number | null) => {
      const holder = request as unknown as Record<symbol, LoginTicket | undefined>;
      const ticket = holder[TICKET];
      if (!ticket) return;
      holder[TICKET] = undefined;
      await guard.settle(ticket, status === 200 ? 'succeeded' : status === 401 ? 'failed' : 'other');
    };
    prependRouteHook(route, 'onResponse', async (request: FastifyRequest, reply: FastifyReply) =>
      settle(request, reply.statusCode),
    );
    prependRouteHook(route, 'onRequestAbort', async (request: FastifyRequest) => settle(request, null));
  });
}
