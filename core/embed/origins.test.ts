import { describe, expect, it } from 'vitest';
import { defaultConfigFile } from '../config/defaults';
import {
  isAllowedOrigin,
  normalizeOrigin,
  originPolicy,
  replyTargetOrigin,
  startupTargetOrigins,
} from './origins';

// The five layout-tool environments as a deployment lists them in the configuration's `sites`.
const sites = [
  'http://localhost:4200',
  'https://dev.layedit.example.com/',
  'https://test.layedit.example.com/tool/index.html',
  'HTTPS://LAYEDIT.EXAMPLE.COM:443',
  'https://partner.example.net:8443',
];
const policy = originPolicy('https://arredo.example.com', sites);

describe('normalizeOrigin', () => {
  it('gives the origin as browsers serialise it', () => {
    expect(normalizeOrigin('https://Example.COM/path?q#f')).toBe('https://example.com');
    expect(normalizeOrigin('http://example.com:80')).toBe('http://example.com');
    expect(normalizeOrigin('https://example.com:443/')).toBe('https://example.com');
    expect(normalizeOrigin('http://example.com:8080')).toBe('http://example.com:8080');
    expect(normalizeOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    expect(normalizeOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(normalizeOrigin(' https://example.com ')).toBe('https://example.com');
  });

  it('gives null for what is not an http(s) origin', () => {
    for (const bad of [
      'null',
      '*',
      '',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@example.com',
      'https://example.com:0',
      'https://example.com:65536',
      'https://exa mple.com',
      'https://-bad-.com',
      '//example.com',
      'example.com',
      'chrome-extension://abcdef',
      42,
      null,
      undefined,
      { origin: 'https://example.com' },
    ]) {
      expect(normalizeOrigin(bad)).toBeNull();
    }
  });
});

describe('the allow-list (spec 5: the current origin plus the five tool environments of `sites`)', () => {
  it('accepts the app origin and each configured environment, and nothing else', () => {
    expect([...policy.origins]).toEqual([
      'https://arredo.example.com',
      'http://localhost:4200',
      'https://dev.layedit.example.com',
      'https://test.layedit.example.com',
      'https://layedit.example.com',
      'https://partner.example.net:8443',
    ]);
    expect(policy.rejected).toEqual([]);
    for (const origin of policy.origins) expect(isAllowedOrigin(origin, policy)).toBe(true);
    for (const other of [
      'https://evil.example.com',
      'https://arredo.example.com.evil.com',
      'http://arredo.example.com', // another scheme is another origin
      'https://partner.example.net', // another port too
      'http://localhost:4201',
      'null',
      '',
      undefined,
    ]) {
      expect(isAllowedOrigin(other, policy)).toBe(false);
    }
  });

  it('leaves out and reports configured entries that are not http(s) addresses (a wildcard above all)', () => {
    const loose = originPolicy('http://localhost:8080', [
      '*',
      'https://ok.example.com',
      'ftp://files.example.com',
      7,
    ]);
    expect([...loose.origins]).toEqual(['http://localhost:8080', 'https://ok.example.com']);
    expect(loose.rejected).toEqual(['*', 'ftp://files.example.com', '7']);
    expect(isAllowedOrigin('https://anything.example.com', loose)).toBe(false);
  });

  it('with the default configuration (no sites), only the app itself may message it', () => {
    const own = originPolicy('http://localhost:8080', defaultConfigFile.sites);
    expect([...own.origins]).toEqual(['http://localhost:8080']);
  });
});

describe('where replies go (never "*")', () => {
  it("replies to the sender's origin, and to no one when it is not allowed", () => {
    expect(replyTargetOrigin('https://layedit.example.com', policy)).toBe('https://layedit.example.com');
    expect(replyTargetOrigin('https://evil.example.com', policy)).toBeNull();
    expect(replyTargetOrigin('*', policy)).toBeNull();
  });

  it("'APP loaded' goes to the parent's origin when known and allowed, else to each allowed origin", () => {
    expect(startupTargetOrigins(policy, 'https://dev.layedit.example.com')).toEqual([
      'https://dev.layedit.example.com',
    ]);
    const everyAllowed = startupTargetOrigins(policy, 'https://evil.example.com');
    expect(everyAllowed).toEqual([...policy.origins]);
    expect(startupTargetOrigins(policy)).toEqual([...policy.origins]);
    expect(everyAllowed).not.toContain('*');
  });
});
