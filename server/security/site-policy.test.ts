import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/storage';
import { docsCsp } from './headers';
import { originOf, SitePolicySource, sitePolicyOf } from './site-policy';

const NONE = { sites: [], identityOrigins: [], farmOrigins: [] };

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
    ).toEqual({
      sites: ['https://shop.example.com', 'http://localhost:3000'],
      identityOrigins: [],
      farmOrigins: [],
    });
    // A render farm of its own (spec 7): its origin, whatever base path and trailing slashes it has.
    expect(sitePolicyOf({ config: { rfServer: 'https://farm.example.com/render//' } }).farmOrigins).toEqual([
      'https://farm.example.com',
    ]);
    expect(sitePolicyOf({ config: { rfServer: '' } }).farmOrigins).toEqual([]);
    expect(originOf('null')).toBeNull();
    expect(sitePolicyOf(null)).toEqual(NONE);
  });

  it('takes the identity origins from the configuration (when on) and the registered providers', () => {
    const file = {
      config: { openIdIntegration: true, oidcSettings: { authority: 'https://login.example.com/tenant/v2' } },
    };
    expect(sitePolicyOf(file).identityOrigins).toEqual(['https://login.example.com']);
    expect(
      sitePolicyOf(file, ['http://127.0.0.1:41234/oidc', 'https://login.example.com/other', 'not a url'])
        .identityOrigins,
    ).toEqual(['https://login.example.com', 'http://127.0.0.1:41234']);
    // Identity sign-in off in the file: only what an administrator registered.
    const off = {
      config: { openIdIntegration: false, oidcSettings: { authority: 'https://login.example.com' } },
    };
    expect(sitePolicyOf(off, ['https://idp.example.org/realms/a']).identityOrigins).toEqual([
      'https://idp.example.org',
    ]);
  });

  it('reads the configuration file again after a second, and survives a broken one', async () => {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, JSON.stringify({ sites: ['https://a.example'] }));
    const source = new SitePolicySource(file);
    expect((await source.get(0)).policy.sites).toEqual(['https://a.example']);
    await writeFile(file, '{ broken');
    expect((await source.get(500)).policy.sites).toEqual(['https://a.example']);
    expect((await source.get(1500)).policy).toEqual(NONE);
  });

  it('adds a provider registered in storage to the CSP within a second, and builds the CSP once', async () => {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, JSON.stringify({ sites: [] }));
    const registered: string[] = [];
    let reads = 0;
    const source = new SitePolicySource(file, async () => {
      reads += 1;
      return registered;
    });
    const first = await source.get(0);
    expect(first.csp).toContain("connect-src 'self' data: blob:;");
    registered.push('http://127.0.0.1:40001/issuer');
    // Within the second: the same snapshot (same CSP text object), no new read.
    expect(source.current(999)).toBe(first);
    expect(await source.get(999)).toBe(first);
    expect(source.current(1000)).toBeNull();
    const [a, b] = await Promise.all([source.get(1000), source.get(1000)]);
    expect(a).toBe(b);
    expect(reads).toBe(2);
    expect(a.csp).toContain("connect-src 'self' data: blob: http://127.0.0.1:40001;");
    expect(a.csp).toContain("frame-src 'self' blob: http://127.0.0.1:40001;");
  });

  it('reads again at once after invalidate (a provider was registered)', async () => {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, JSON.stringify({ sites: [] }));
    const registered: string[] = [];
    const source = new SitePolicySource(file, async () => registered);
    await source.get(0);
    registered.push('http://127.0.0.1:40002/issuer');
    source.invalidate();
    expect(source.current(1)).toBeNull();
    expect((await source.get(1)).csp).toContain("connect-src 'self' data: blob: http://127.0.0.1:40002;");
  });

  it('allows no registered provider while storage does not answer', async () => {
    const file = join(await tempDir(), 'config.json');
    await writeFile(file, JSON.stringify({ sites: ['https://a.example'] }));
    const source = new SitePolicySource(file, () => Promise.reject(new Error('storage down')));
    expect((await source.get(0)).policy).toEqual({
      sites: ['https://a.example'],
      identityOrigins: [],
      farmOrigins: [],
    });
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
