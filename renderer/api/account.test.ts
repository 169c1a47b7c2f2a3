import { describe, expect, it } from 'vitest';
import { createAccountApi } from './account';
import { recordingTransport } from './test-replies';

const recorder = () => recordingTransport();

describe('account calls', () => {
  it('sends each call to its path with its body, the language only when given', async () => {
    const { calls, transport } = recorder();
    const api = createAccountApi(transport);
    await api.requestPasswordReset('a@example.com');
    await api.requestPasswordReset('a@example.com', 'it');
    await api.checkResetCode('c1');
    await api.resetPassword('c1', 'secret pass');
    await api.requestGuestRegistration({ email: 'g@example.com', firstName: 'G', language: 'de' });
    await api.checkRegistrationCode('c2');
    await api.completeGuestRegistration('c2', 'secret pass', 'de');
    expect(calls).toEqual([
      ['POST', 'auth/password-reset/request', { body: { email: 'a@example.com' } }],
      ['POST', 'auth/password-reset/request', { body: { email: 'a@example.com', language: 'it' } }],
      ['POST', 'auth/password-reset/check', { body: { code: 'c1' } }],
      ['POST', 'auth/password-reset', { body: { code: 'c1', password: 'secret pass' } }],
      [
        'POST',
        'auth/guest-register/request',
        { body: { email: 'g@example.com', firstName: 'G', language: 'de' } },
      ],
      ['POST', 'auth/guest-register/check', { body: { code: 'c2' } }],
      ['POST', 'auth/guest-register', { body: { code: 'c2', password: 'secret pass', language: 'de' } }],
    ]);
  });
});
