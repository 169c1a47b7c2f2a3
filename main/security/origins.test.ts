import { describe, expect, it } from 'vitest';
import { httpOrigin, isAppUrl } from './origins';

describe('httpOrigin', () => {
  it('returns scheme, host and port of http and https URLs', () => {
    expect(httpOrigin('http://127.0.0.1:5123/home?x=1#y')).toBe('http://127.0.0.1:5123');
    expect(httpOrigin('https://shop.example.com/app/')).toBe('https://shop.example.com');
  });

  it('rejects other schemes and garbage', () => {
    expect(httpOrigin('file:///etc/passwd')).toBeNull();
    expect(httpOrigin('javascript:alert(1)')).toBeNull();
    expect(httpOrigin('data:text/html,<script>')).toBeNull();
    expect(httpOrigin('not a url')).toBeNull();
  });
});

describe('isAppUrl', () => {
  const app = 'http://127.0.0.1:5123';

  it('accepts any path on the app origin', () => {
    expect(isAppUrl('http://127.0.0.1:5123/itemsearch/newprj', app)).toBe(true);
  });

  it('rejects another port, host or scheme, and look-alike hosts', () => {
    expect(isAppUrl('http://127.0.0.1:5124/', app)).toBe(false);
    expect(isAppUrl('http://localhost:5123/', app)).toBe(false);
    expect(isAppUrl('https://127.0.0.1:5123/', app)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5123.evil.com/', app)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5123@evil.com/', app)).toBe(false);
  });
});
