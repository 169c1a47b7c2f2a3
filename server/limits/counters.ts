// Fixed-window request counters in memory, for limits that @fastify/rate-limit cannot express on one
// route (two keys at once: the session and the address). Bounded: the oldest keys are dropped first.
// Issue 25 moves limits and counters to PostgreSQL (rate-limiter-flexible); until then one server
// process serves a deployment (docs/security.md "Limits").
import { ApiError } from '../api/errors';

/** A Map that forgets its oldest entries beyond `max` (insertion order; touched entries move last). */
export class BoundedMap<V> extends Map<string, V> {
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

export interface WindowLimit {
  max: number;
  timeWindowMs: number;
}

/** 429 with the seconds to wait (the Retry-After header is written by server/limits/install.ts). */
export function tooMany(
  message: string,
  code: string,
  waitMs: number,
): ApiError & { retryAfterSeconds: number } {
  return Object.assign(new ApiError(429, message, code), {
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });
}

export class WindowCounter {
  private readonly windows: BoundedMap<{ start: number; count: number }>;

  constructor(
    readonly limit: WindowLimit,
    maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new BoundedMap(maxKeys);
  }

  /** Counts one hit for `key` first, then says how long to wait when it is over the limit (0: go). */
  hit(key: string): number {
    const now = this.now();
    const current = this.windows.get(key);
    const window =
      current && now - current.start < this.limit.timeWindowMs ? current : { start: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    return window.count > this.limit.max ? window.start + this.limit.timeWindowMs - now : 0;
  }
}
