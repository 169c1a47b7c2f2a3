import { describe, expect, it } from 'vitest';
import { appCsp } from './csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the app CSP', () => {
  it('lets exactly the configured sites frame the app, and the identity providers in', () => {
    const csp = appCsp({
      sites: ['https://shop.example.com'],
      identityOrigins: ['https://login.example.com', 'http://127.0.0.1:40001'],
      farmOrigins: [],
    });
    expect(directive(csp, 'frame-ancestors')).toBe("'self' https://shop.example.com");
    // oidc-client-ts: discovery, token and user-info calls; the silent-renew iframe.
    expect(directive(csp, 'connect-src')).toBe(
      "'self' data: blob: https://login.example.com http://127.0.0.1:40001",
    );
    expect(directive(csp, 'frame-src')).toBe("'self' blob: https://login.example.com http://127.0.0.1:40001");
    // Nothing else from outside: scripts, styles, forms, workers stay the app's own.
    expect(directive(csp, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(directive(csp, 'form-action')).toBe("'self'");
    expect(directive(csp, 'worker-src')).toBe("'self' blob:");
    expect(directive(csp, 'default-src')).toBe("'self'");
    expect(directive(csp, 'object-src')).toBe("'none'");
  });

  it('lets the job view call a render farm of its own (spec 7 rfServer), and nothing more', () => {
    const csp = appCsp({ sites: [], identityOrigins: [], farmOrigins: ['https://farm.example.com'] });
    expect(directive(csp, 'connect-src')).toBe("'self' data: blob: https://farm.example.com");
    expect(directive(csp, 'frame-src')).toBe("'self' blob:");
    expect(directive(csp, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('allows nothing from outside when no site or provider is configured', () => {
    const csp = appCsp({ sites: [], identityOrigins: [], farmOrigins: [] });
    expect(directive(csp, 'connect-src')).toBe("'self' data: blob:");
    expect(directive(csp, 'frame-src')).toBe("'self' blob:");
    expect(directive(csp, 'frame-ancestors')).toBe("'self'");
    expect(csp).not.toMatch(/https?:/);
  });
});
