// The login guard of the login tests: small windows and limits a test reaches in a few calls.
import type { LoginGuardOptions } from '../../server/limits/login-guard';

/** Four failures lock an account, a minute's windows, 30 s to 60 s of backoff; `overrides` win. */
export function testLoginGuard(overrides: Partial<LoginGuardOptions> = {}): LoginGuardOptions {
  return {
    addressFailures: 20,
    addressWindowMs: 60_000,
    accountFailures: 4,
    accountWindowMs: 60_000,
    backoffBaseMs: 30_000,
    backoffMaxMs: 60_000,
    knownAddresses: 3,
    ...overrides,
  };
}
