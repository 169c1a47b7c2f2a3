// The account forms' rules, pure so they are tested without a browser. The server checks the same
// (server/api/account-routes.ts); the screen checks first so a typo never costs a round trip.
import { ApiError } from '../../api/transport';

/** Spec 5: the standard address pattern, case-insensitive (the server's pattern). */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** The autofill each account field asks the browser for. */
export const AUTOCOMPLETE = {
  firstName: 'given-name',
  lastName: 'family-name',
  shop: 'organization',
  user: 'username',
} as const;

export type FieldProblem = 'invalid.email' | 'invalid.tooShort' | 'invalid.tooLong' | 'invalid.mismatch';

export function emailProblem(email: string): FieldProblem | null {
  const trimmed = email.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? null : 'invalid.email';
}

export interface PasswordProblems {
  password: FieldProblem | null;
  confirm: FieldProblem | null;
}

export function passwordProblems(password: string, confirm: string): PasswordProblems {
  const length = [...password].length;
  return {
    password: length < PASSWORD_MIN ? 'invalid.tooShort' : length > PASSWORD_MAX ? 'invalid.tooLong' : null,
    confirm: confirm === password ? null : 'invalid.mismatch',
  };
}

export type FailureKey =
  'link.invalid' | 'error.tooMany' | 'error.network' | 'error.alreadyRegistered' | 'error.other';

/** What a failed account call means to the user: a text key, and the server's words for the rest. */
export function failureOf(error: unknown): { key: FailureKey; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    if (error.code === 'CODE_INVALID') return { key: 'link.invalid', message };
    if (error.status === 429) return { key: 'error.tooMany', message };
    if (error.status === 409) return { key: 'error.alreadyRegistered', message };
    if (error.status === 0) return { key: 'error.network', message };
  }
  return { key: 'error.other', message };
}
