// The mailed account flows (server/api/account-routes.ts): password reset and guest registration.
// Requests answer the same whether or not the address is known; completions sign in and reply the
// session like a login.
import { defaultTransport, type Transport } from './transport';
import type { SessionReply } from './types';
import { session } from './auth';

export interface CodeInfo {
  purpose: 'reset' | 'register';
  /** The address the link was mailed to. */
  email: string;
  expiresAt: string;
  /** Reset codes: the account's sign-in. */
  username?: string;
  shopCod?: string;
}

export interface RegistrationRequest {
  email: string;
  firstName?: string;
  lastName?: string;
  /** The mail's language (en, it or de; others get English). */
  language?: string;
}

export interface AccountApi {
  /** 202 with the same message for any address; 400 names a bad field; 429 when asked too often. */
  /**
   * Mails a reset link: to the accounts with this e-mail address, or to the address of the user with
   * this shop code (`id`) and user name (a professional user's profile address).
   */
  requestPasswordReset(
    to: string | { id: string; user: string },
    language?: string,
  ): Promise<{ message: string }>;
  /** 400 CODE_INVALID when the link expired or was used. */
  checkResetCode(code: string): Promise<CodeInfo>;
  /** Sets the password, ends every other session of the account and signs in. */
  resetPassword(code: string, password: string): Promise<SessionReply>;
  /** Guests only (403 otherwise). */
  requestGuestRegistration(request: RegistrationRequest): Promise<{ message: string }>;
  checkRegistrationCode(code: string): Promise<CodeInfo>;
  /** Makes the customer account, keeps the guest's projects, signs in; 409 when the address has one. */
  completeGuestRegistration(code: string, password: string, language?: string): Promise<SessionReply>;
}

export function createAccountApi(transport: Transport = defaultTransport): AccountApi {
  const withLanguage = (language?: string) => (language ? { language } : {});
  return {
    requestPasswordReset: (to, language) =>
      transport.json('POST', 'auth/password-reset/request', {
        body: { ...(typeof to === 'string' ? { email: to } : to), ...withLanguage(language) },
      }),
    checkResetCode: (code) => transport.json('POST', 'auth/password-reset/check', { body: { code } }),
    resetPassword: async (code, password) =>
      session(
        'password reset',
        await transport.json('POST', 'auth/password-reset', { body: { code, password } }),
      ),
    requestGuestRegistration: (request) =>
      transport.json('POST', 'auth/guest-register/request', { body: request }),
    checkRegistrationCode: (code) => transport.json('POST', 'auth/guest-register/check', { body: { code } }),
    completeGuestRegistration: async (code, password, language) =>
      session(
        'registration',
        await transport.json('POST', 'auth/guest-register', {
          body: { code, password, ...withLanguage(language) },
        }),
      ),
  };
}

export const accountApi: AccountApi = createAccountApi();
