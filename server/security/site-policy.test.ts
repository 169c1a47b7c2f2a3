import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/storage';
import { appCsp, docsCsp } from './headers';
import { originOf, SitePolicySource, sitePolicyOf } from './site-policy';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('site policy', () => {
  it('takes the origins of the configured sites and drops what is not an http(s) URL', () => {
    expect(
      sitePolicyOf({
        sites: [
          'https://shop.example.com/configurator/',
          'http://localhost:3000',
          '*',
          '',
          'javascript:x',
          7,
        ],
        config: { openIdIntegration: false, oidcSettings: { authority: 'https://login.example.com/t' } },
      }),
    ).toEqual({ sites: ['https://shop.example.com', 'http://localhost:3000'], identityOrigin: null });
    expect(originOf('null')).toBeNull();
    expect(sitePolicyOf(null)).toEqual({ sites: [], identityOrigin: null });
  });

  it('lets exactly the configured sites frame the app, and the identity provider in when it is on', () => {
    const csp = appCsp(
      sitePolicyOf({
        sites: ['https://shop.example.com/a'],
        config: {
          openIdIntegration: true,
          oidcSettings: { authority: 'https://login.example.com/tenant/v2' },
        },
      }),
    );
    expect(directive(csp, 'frame-ancestors')).toBe("'self' https://shop.example.com");
    expect(directive(csp, 'connect-src')).toBe("'self' data: blob: https://login.example.com");
    expect(directive(csp, 'frame-src')).toBe("'self' blob: https://login.example.com");
    expect(directive(csp, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    const off = appCsp(sitePolicyOf({ config: { openIdIntegration: false } }));
    expect(directive(off, 'connect-src')).toBe("'self' data: blob:");
    expect(directive(off, 'frame-ancestors')).toBe("'self'");
  });

  it('reads the configuration file again after a second, and survives a broken one', async () => {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, JSON.stringify({ sites: ['https://a.example'] }));
    const source = new SitePolicySource(file);
    expect((await source.get(0)).sites).toEqual(['https://a.example']);
    await writeFile(file, '{ broken');
    expect((await source.get(500)).sites).toEqual(['https://a.example']);
    expect(await source.get(1500)).toEqual({ sites: [], identityOrigin: null });
  });

  it("cleans Swagger UI's policy of outside sources", () => {
    expect(
      docsCsp(
        "default-src 'self'; font-src 'self' https: data:; img-src 'self' data: validator.swagger.io; script-src 'self' 'sha256-x'; style-src 'self' https: ; upgrade-insecure-requests;",
      ),
    ).toBe(
      "default-src 'self'; font-src 'self' data:; img-src 'self' data:; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline'",
    );
  });
});
