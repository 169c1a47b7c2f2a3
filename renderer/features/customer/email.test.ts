import { describe, expect, it } from 'vitest';
import { emailProblem, isValidEmail } from './email';

describe('e-mail validation (spec 5)', () => {
  it('accepts standard addresses in any case', () => {
    for (const good of [
      'anna.rossi@example.com',
      'ANNA.ROSSI@EXAMPLE.COM',
      'a+b@mail.example.co.uk',
      ' x@y.ch ',
    ]) {
      expect(isValidEmail(good), good).toBe(true);
    }
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'a b@example.com',
      'a@-x.com',
      'a@@b.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('says whether it is missing or malformed', () => {
    expect(emailProblem('', true)).toBe('emailRequired');
    expect(emailProblem('  ', false)).toBeNull();
    expect(emailProblem('nope', false)).toBe('emailInvalid');
    expect(emailProblem('ok@example.com', true)).toBeNull();
  });
});
