import { describe, expect, it } from 'vitest';
import { apiUrl, toLoginResult } from './client';

describe('api client', () => {
  it('resolves API paths against the document base', () => {
    expect(apiUrl('auth/guest', 'http://host/app/')).toBe('http://host/app/api/v1/auth/guest');
    expect(apiUrl('/maintenance', 'http://host/')).toBe('http://host/api/v1/maintenance');
  });

  it('maps the server session reply to the app profile', () => {
    const result = toLoginResult({
      sessionId: 's',
      profile: {
        kind: 'pro',
        guest: false,
        admin: true,
        gdprFlags: '1;1;1;1',
        sellerLevel: 4,
        language: 'it',
        username: 'anna',
        customerEmail: null,
        email: 'anna@shop.example',
        shop: { cod: 'S1', country: 'IT', pricelist: 'L2', shopPricelist: 'L1', currency: 'EUR' },
      },
    });
    expect(result).toEqual({
      profile: { guest: false, admin: true, gdprFlags: '1;1;1;1', shop: { cod: 'S1', country: 'IT' } },
      kind: 'pro',
      sellerLevel: 4,
      language: 'it',
      // The user's own price list, and the shop's as the default the settings offer back.
      account: {
        username: 'anna',
        customerEmail: null,
        email: 'anna@shop.example',
        pricelist: 'L2',
        shopPricelist: 'L1',
        currency: 'EUR',
      },
      // Kept for the host's loginDone and for Bearer calls inside a cross-site iframe.
      sessionId: 's',
    });
  });

  it('refuses replies without a valid profile', () => {
    expect(() => toLoginResult({})).toThrow('no valid profile');
    expect(() => toLoginResult({ profile: { guest: true, kind: 'admin' } })).toThrow('no valid profile');
    expect(() => toLoginResult(null)).toThrow('no valid profile');
  });
});
