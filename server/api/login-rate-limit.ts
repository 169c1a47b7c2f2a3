// The password login's rate limit per client address and user name (auth-routes.ts, identity-routes.ts).
// 10 a minute by default; ARREDO_LOGIN_ATTEMPTS_PER_MINUTE raises or lowers it where many people share
// one address and account (a shop's kiosks behind one router) or where test suites sign the same seed
// users in from one machine many times a minute.

/** Spec-free choice: 10 login attempts per minute per address and user name. */
export const DEFAULT_LOGIN_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export class LoginRateLimitConfigError extends Error {}

export function loginRateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): {
  max: number;
  timeWindowMs: number;
} {
  const value = (env.ARREDO_LOGIN_ATTEMPTS_PER_MINUTE ?? '').trim();
  if (value === '') return DEFAULT_LOGIN_RATE_LIMIT;
  const max = /^\d{1,6}$/.test(value) ? Number(value) : 0;
  if (max < 1) {
    throw new LoginRateLimitConfigError(
      `ARREDO_LOGIN_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 999999, not "${value.slice(0, 100)}"`,
    );
  }
  return { max, timeWindowMs: 60_000 };
}
