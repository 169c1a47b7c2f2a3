import { describe, expect, it } from 'vitest';
import { createIdentityApi } from './identity';
import { recordingTransport } from './test-replies';

const recorder = () => recordingTransport();

describe('identity calls', () => {
  it('sends each call to its path with its body', async () => {
    const { calls, transport } = recorder();
    const api = createIdentityApi(transport);
    expect((await api.rsaLogin('a.b.c')).sessionId).toBe('s');
    await api.signIn({ accessToken: 'x.y.z', authority: 'https://idp', provider: 'Entra' });
    await api.saveTrustedKey('shop site/1', 'PEM', { shops: ['WEB'] });
    await api.deleteTrustedKey('k');
    await api.saveIdentityProvider({
      authority: 'https://idp',
      audience: 'a',
      jwks: { keys: [{ kty: 'RSA' }] },
    });
    expect(calls).toEqual([
      ['POST', 'auth/rsa', { body: { key: 'a.b.c' } }],
      [
        'POST',
        'auth/identity',
        { body: { accessToken: 'x.y.z', authority: 'https://idp', provider: 'Entra' } },
      ],
      ['PUT', 'auth/trusted-keys/shop%20site%2F1', { body: { publicKeyPem: 'PEM', shops: ['WEB'] } }],
      ['DELETE', 'auth/trusted-keys/k', undefined],
      [
        'PUT',
        'auth/identity-providers',
        { body: { authority: 'https://idp', audience: 'a', jwks: { keys: [{ kty: 'RSA' }] } } },
      ],
    ]);
  });
});
