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
// The counters live in PostgreSQL (`login_counters`, issue 25), so the limits hold across every
// server process and a restart: login_admit and login_settle (migration 0014) count and check in
// one transaction holding the counters' rows, so concurrent attempts on any process are counted one
// after the other. Rows whose windows have passed are purged (server/jobs/periodic.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Database } from '../storage';
import { HASHING, HashingBusyError } from '../accounts/passwords';
import { tooMany } from './counters';
import { methodsOf, prependRouteHook } from './route-hooks';

export interface LoginGuardOptions {
  addressFailures: number;
  addressWindowMs: number;
  accountFailures: number;
  accountWindowMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  knownAddresses: number;
}

export const DEFAULT_LOGIN_GUARD: LoginGuardOptions = {
  addressFailures: 20,
  addressWindowMs: 10 * 60_000,
  accountFailures: 10,
  accountWindowMs: 15 * 60_000,
  backoffBaseMs: 1_000,
  backoffMaxMs: 15 * 60_000,
  knownAddresses: 5,
};

const LOGIN_URL = '/api/v1/auth/login';
export const LOGIN_THROTTLED_CODE = 'LOGIN_THROTTLED';

/** What admit() counted, given back to settle(). */
export interface LoginTicket {
  address: string;
  account: string | null;
  userId: number | null;
  /** The counters' window starts when admitted (a release from an older window releases nothing). */
  addressFirst: string;
  accountFirst: string | null;
}

const addressKey = (address: string) => `a:${address}`;

export class LoginGuard {
  /** Called once per window when an account comes under attack (the unlock mail). */
  onLocked: (userId: number) => void = () => {};

  constructor(
    private readonly db: Database,
    readonly options: LoginGuardOptions = DEFAULT_LOGIN_GUARD,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts the attempt (in flight) and returns its ticket, or throws 429 (with retryAfterSeconds)
   * when it must not be checked now.
   */
  async admit(address: string, credentials: { id?: unknown; user?: unknown }): Promise<LoginTicket> {
    const userId = await this.resolve(credentials);
    const account = userId !== null ? `u:${userId}` : nameKey(credentials);
    const known = await this.isKnown(userId, address);
    const o = this.options;
    const [row] = await queryRows<{
      refused: 'address' | 'account' | null;
      wait_ms: string | number;
      address_first: string | null;
      account_first: string | null;
    }>(
      this.db,
      sql`select * from login_admit(${addressKey(address)}, ${account}, ${known}::boolean,
            ${new Date(this.now()).toISOString()}::timestamptz,
            ${o.addressFailures}::integer, ${o.addressWindowMs}::bigint,
            ${o.accountFailures}::integer, ${o.accountWindowMs}::bigint,
            ${o.backoffBaseMs}::bigint, ${o.backoffMaxMs}::bigint)`,
    );
    if (!row) throw new Error('login_admit answered nothing');
    if (row.refused === 'address')
      throw tooMany(
        'Too many failed logins from this address; try again later',
        LOGIN_THROTTLED_CODE,
        Number(row.wait_ms),
      );
    if (row.refused === 'account')
      throw tooMany(
        'Too many failed logins for this user; try again later',
        LOGIN_THROTTLED_CODE,
        Number(row.wait_ms),
      );
    return { address, account, userId, addressFirst: row.address_first!, accountFirst: row.account_first };
  }

  /** The attempt's outcome: `failed` (a wrong password) counts; anything else only ends it. */
  async settle(ticket: LoginTicket, outcome: 'succeeded' | 'failed' | 'other'): Promise<void> {
    const now = this.now();
    const o = this.options;
    const [row] = await queryRows<{ mail: boolean }>(
      this.db,
      sql`select login_settle(${addressKey(ticket.address)}, ${ticket.addressFirst}, ${ticket.account},
            ${ticket.accountFirst}, ${outcome === 'failed'}::boolean, ${new Date(now).toISOString()}::timestamptz,
            ${o.accountFailures}::integer, ${o.backoffBaseMs}::bigint, ${o.backoffMaxMs}::bigint) as mail`,
    );
    if (row?.mail && ticket.userId !== null) this.onLocked(ticket.userId);
    if (outcome === 'succeeded' && ticket.userId !== null)
      await this.remember(ticket.userId, ticket.address, now);
  }

  /** The user proved who they are another way (the mailed link): their address is known from now on. */
  async unlock(userId: number, address: string): Promise<void> {
    await this.db.execute(sql`delete from login_counters where key = ${`u:${userId}`}`);
    await this.remember(userId, address, this.now());
  }

  /** The account the login names, as checkCredentials finds it (user name, or a customer's e-mail). */
  private async resolve(credentials: { id?: unknown; user?: unknown }): Promise<number | null> {
    const { id, user } = credentials;
    if (typeof id !== 'string' || typeof user !== 'string') return null;
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
    if (userId === null) return false;
    const rows = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from login_addresses where user_id = ${userId} and address = ${address}`,
    );
    return Number(rows[0]?.n ?? 0) > 0;
  }

  private async remember(userId: number, address: string, now: number): Promise<void> {
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

/**
 * Drops the counters whose window and backoff have both passed (nothing in them holds anyone back
 * any more), and those whose attempts were left in flight by a crashed process a day ago.
 */
export async function purgeLoginCounters(
  db: Database,
  options: LoginGuardOptions = DEFAULT_LOGIN_GUARD,
  now = new Date(),
): Promise<number> {
  const windowMs = Math.max(options.addressWindowMs, options.accountWindowMs);
  const before = new Date(now.getTime() - windowMs).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from login_counters
        where (first_at < ${before} and in_flight = 0 and (next_at is null or next_at < ${now.toISOString()}))
           or (first_at < ${dayAgo} and (next_at is null or next_at < ${now.toISOString()}))
        returning key`,
  );
  return rows.length;
}

/** A name no account has (still counted, so probing unknown names costs the same). */
const nameKey = (credentials: { id?: unknown; user?: unknown }): string | null => {
  const { id, user } = credentials;
  if (typeof id !== 'string' || typeof user !== 'string') return null;
  return `n:${id.trim().toLowerCase()}|${user.trim().toLowerCase()}`;
};

const TICKET = Symbol('loginTicket');
const IN_PROGRESS = Symbol('loginInProgress');
/** Logins past the guard and not yet answered at once: one password hash each, what hashing takes. */
const LOGINS_AT_ONCE = HASHING.concurrent + HASHING.queue;

/**
 * Guards POST /api/v1/auth/login: counted and checked before the password, told the outcome after.
 * The hooks sit on that route only (route-hooks.ts).
 */
export function installLoginGuard(app: FastifyInstance, guard: LoginGuard): void {
  let inProgress = 0;
  app.addHook('onRoute', (route) => {
    if (route.url !== LOGIN_URL || !methodsOf(route).includes('POST')) return;
    prependRouteHook(route, 'preHandler', async (request: FastifyRequest) => {
      // One password hash per login: beyond what the hashing queue holds, refused before it is counted
      // or any account is read (nothing would check it; a burst's refusals cost the loop no query).
      if (inProgress >= LOGINS_AT_ONCE) throw new HashingBusyError();
      inProgress += 1;
      (request as unknown as Record<symbol, boolean>)[IN_PROGRESS] = true;
      const ticket = await guard.admit(request.ip, (request.body ?? {}) as Record<string, unknown>);
      (request as unknown as Record<symbol, LoginTicket>)[TICKET] = ticket;
    });
    const settle = async (request: FastifyRequest, status: number | null) => {
      const holder = request as unknown as Record<symbol, LoginTicket | boolean | undefined>;
      if (holder[IN_PROGRESS]) {
        holder[IN_PROGRESS] = false;
        inProgress -= 1;
      }
      const ticket = holder[TICKET] as LoginTicket | undefined;
      if (!ticket) return;
      holder[TICKET] = undefined;
      await guard.settle(ticket, status === 200 ? 'succeeded' : status === 401 ? 'failed' : 'other');
    };
    // Settled before the reply leaves (the counters and a known address are stored when the client
    // reads its answer); onResponse catches a reply that skipped onSend.
    prependRouteHook(
      route,
      'onSend',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        await settle(request, reply.statusCode);
        return payload;
      },
    );
    prependRouteHook(route, 'onResponse', async (request: FastifyRequest, reply: FastifyReply) =>
      settle(request, reply.statusCode),
    );
    prependRouteHook(route, 'onRequestAbort', async (request: FastifyRequest) => settle(request, null));
  });
}
