import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  LoginRateLimitConfigError,
  loginRateLimitFromEnv,
} from './login-rate-limit';

describe('loginRateLimitFromEnv', () => {
  it('is 10 a minute when the variable is absent or empty', () => {
    expect(loginRateLimitFromEnv({})).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(loginRateLimitFromEnv({ ARREDO_LOGIN_ATTEMPTS_PER_MINUTE: ' ' })).toBe(DEFAULT_LOGIN_RATE_LIMIT);
  });

  it('takes a whole number of attempts per minute', () => {
    expect(loginRateLimitFromEnv({ ARREDO_LOGIN_ATTEMPTS_PER_MINUTE: ' 120 ' })).toEqual({
      max: 120,
      timeWindowMs: 60_000,
    });
  });

  it.each(['0', '-5', '2.5', 'lots', '1e9', '10000000'])('refuses "%s" with the variable named', (value) => {
    expect(() => loginRateLimitFromEnv({ ARREDO_LOGIN_ATTEMPTS_PER_MINUTE: value })).toThrow(
      LoginRateLimitConfigError,
    );
    expect(() => loginRateLimitFromEnv({ ARREDO_LOGIN_ATTEMPTS_PER_MINUTE: value })).toThrow(
      /ARREDO_LOGIN_ATTEMPTS_PER_MINUTE/,
    );
  });
});
