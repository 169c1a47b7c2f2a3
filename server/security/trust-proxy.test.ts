import { describe, expect, it } from 'vitest';
import { TrustProxyConfigError, trustProxyFromEnv } from './trust-proxy';

describe('trustProxyFromEnv', () => {
  const of = (value?: string) => trustProxyFromEnv(value === undefined ? {} : { ARREDO_TRUST_PROXY: value });

  it('trusts nothing unless configured', () => {
    for (const value of [undefined, '', ' ', 'false', 'OFF', 'no', '0']) expect(of(value), value).toBe(false);
  });

  it('reads all, or proxy addresses and ranges', () => {
    expect(of('true')).toBe(true);
    expect(of('On')).toBe(true);
    expect(of('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses anything else, saying what it expects', () => {
    expect(() => of('proxy.example.com')).toThrow(TrustProxyConfigError);
    expect(() => of('2')).toThrow(TrustProxyConfigError);
    expect(() => of('127.0.0.1;rm')).toThrow(/ARREDO_TRUST_PROXY must be/);
  });
});
