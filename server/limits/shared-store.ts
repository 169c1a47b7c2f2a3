// The request limits of @fastify/rate-limit kept in the database (issue 25): every server process
// counts in the same `rate_limits` rows, so a limit holds however many processes run and survives a
// restart. The counting is rate-limiter-flexible's drizzle store (one atomic upsert per hit), the
// same on PGlite and PostgreSQL.
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../storage';
import { rateLimits } from '../storage/schema';
import type { WindowLimit } from './counters';

interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit gives child(): the merged route options, with the route. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store class for @fastify/rate-limit's `store` option over `db`. Each limited route counts under
 * its own prefix (method and path), as the plugin's in-memory store keeps one table per route.
 */
export function sharedRateLimitStore(db: Database) {
  // One limiter per window length; they share the table. Points: no refusal here, the plugin decides.
  const limiters = new Map<number, RateLimiterDrizzle>();
  const limiter = (windowMs: number) => {
    let found = limiters.get(windowMs);
    if (!found) {
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: 'http',
        points: Number.MAX_SAFE_INTEGER,
        duration: windowMs / 1000,
      });
      limiters.set(windowMs, found);
    }
    return found;
  };

  return class SharedRateLimitStore {
    /** The plugin constructs the root store with its options; child() names each route's. */
    constructor(
      _options?: unknown,
      readonly prefix: string = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      limiter(timeWindow)
        .penalty(`${this.prefix}|${key}`, 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      limiter(timeWindow)
        .get(`${this.prefix}|${key}`)
        .then(
          (res) =>
            callback(
              null,
              res ? { current: res.consumedPoints, ttl: res.msBeforeNext } : { current: 0, ttl: 0 },
            ),
          (error: Error) => callback(error),
        );
    }

    child(options: object): SharedRateLimitStore {
      const route = (options as RouteLimitOptions).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(options, `${method} ${route?.url ?? ''}`);
    }
  };
}

/**
 * One fixed-window limit counted in the same table, for limits @fastify/rate-limit cannot express on
 * one route (the photo uploads count per session and per guest address at once): every process
 * counts in the same rows.
 */
export class SharedWindowCounter {
  private readonly limiter: RateLimiterDrizzle;

  constructor(
    db: Database,
    prefix: string,
    readonly limit: WindowLimit,
  ) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: prefix,
      points: Number.MAX_SAFE_INTEGER,
      duration: Math.max(1, Math.ceil(limit.timeWindowMs / 1000)),
    });
  }

  /** Counts one hit for `key` first, then says how long to wait when it is over the limit (0: go). */
  async hit(key: string): Promise<number> {
    const counted = await this.limiter.penalty(key, 1);
    return counted.consumedPoints > this.limit.max ? Math.max(1, counted.msBeforeNext) : 0;
  }
}
