import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/transport';
import { emailProblem, failureOf, passwordProblems } from './forms';

describe('account form rules', () => {
  it('accepts standard addresses in any case and refuses the rest', () => {
    expect(emailProblem(' Ada.Lovelace+shop@Example.COM ')).toBeNull();
    for (const bad of ['', 'ada', 'ada@', 'ada@example', '@example.com', 'a b@example.com']) {
      expect(emailProblem(bad)).toBe('invalid.email');
    }
  });

  it('wants 8 to 200 characters and the same password twice', () => {
    expect(passwordProblems('1234567', '1234567')).toEqual({ password: 'invalid.tooShort', confirm: null });
    expect(passwordProblems('12345678', '12345679')).toEqual({ password: null, confirm: 'invalid.mismatch' });
    expect(passwordProblems('x'.repeat(201), 'x'.repeat(201)).password).toBe('invalid.tooLong');
    // Characters, not UTF-16 units: eight emoji are eight characters.
    expect(passwordProblems('🔑'.repeat(8), '🔑'.repeat(8))).toEqual({ password: null, confirm: null });
  });

  it('maps server failures to what the user should do', () => {
    expect(failureOf(new ApiError('gone', 400, { code: 'CODE_INVALID' })).key).toBe('link.invalid');
    expect(failureOf(new ApiError('slow down', 429)).key).toBe('error.tooMany');
    expect(failureOf(new ApiError('exists', 409, { code: 'ALREADY_REGISTERED' })).key).toBe(
      'error.alreadyRegistered',
    );
    expect(failureOf(new ApiError('timeout', 0, { code: 'TIMEOUT' })).key).toBe('error.network');
    expect(failureOf(new ApiError('Not an e-mail address (email)', 400))).toEqual({
      key: 'error.other',
      message: 'Not an e-mail address (email)',
    });
  });
});
