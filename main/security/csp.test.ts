import { describe, expect, it } from 'vitest';
import { buildCsp, withCsp } from './csp';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('buildCsp', () => {
  const policy = directives(buildCsp({ backendOrigin: 'https://api.arredo.example' }));

  it('allows only the app itself for scripts and everything by default', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the renderer call its back end, inline styles (emotion), images and workers from blobs', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.arredo.example']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('never allows eval or inline scripts', () => {
    const csp = buildCsp({ backendOrigin: 'http://127.0.0.1:4000' });
    expect(csp).not.toContain('unsafe-eval');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('withCsp', () => {
  it('adds the header to a response without one, keeping the other headers', () => {
    const headers = withCsp({ 'content-type': ['text/html'] }, "default-src 'self'");
    expect(headers).toEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': ["default-src 'self'"],
    });
  });

  it("replaces a policy the server sent with the window's, whatever the header's case", () => {
    const headers = withCsp({ 'content-security-policy': ["img-src 'self'"] }, "default-src 'self'");
    expect(headers).toEqual({ 'Content-Security-Policy': ["default-src 'self'"] });
  });

  it('copes with a response without headers', () => {
    expect(withCsp(undefined, 'x')).toEqual({ 'Content-Security-Policy': ['x'] });
  });
});
