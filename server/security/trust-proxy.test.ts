import { describe, expect, it } from 'vitest';
import { TrustProxyConfigError, trustOneHop, trustProxyFromEnv } from './trust-proxy';

describe('trustProxyFromEnv', () => {
  const of = (value?: string) => trustProxyFromEnv(value === undefined ? {} : { ARREDO_TRUST_PROXY: value });

  it('trusts nothing unless configured', () => {
    for (const value of [undefined, '', ' ', 'false', 'OFF', 'no', '0']) expect(of(value), value).toBe(false);
  });

  it('reads the one proxy in front, or proxy addresses and ranges', () => {
    // Issue 20: `true` used to trust every hop, so the client's own leftmost X-Forwarded-For entry
    // became its address; now only the proxy (hop 0) is trusted.
    expect(of('true')).toBe(trustOneHop);
    expect(of('On')).toBe(trustOneHop);
    expect(of('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses anything else, saying what it expects', () => {
    expect(() => of('proxy.example.com')).toThrow(TrustProxyConfigError);
    expect(() => of('2')).toThrow(TrustProxyConfigError);
    expect(() => of('127.0.0.1;rm')).toThrow(/ARREDO_TRUST_PROXY must be/);
  });
});
