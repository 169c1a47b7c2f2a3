// What the limits share: the window a limit counts in, and the 429 that refuses with Retry-After.
// The counting itself is in the database (shared-store.ts, login-guard.ts), so every server process
// counts in the same rows.
import { ApiError } from '../api/errors';

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
