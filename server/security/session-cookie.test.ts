import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestApi, type TestApi } from '../../tests/support/api';
import { tempDir } from '../../tests/support/storage';
import { configFileOf, defaultPaths } from '../paths';
import { isCrossSite, mayKeepSecureCookie, sessionCookieAttributes } from './session-cookie';

const LAX = { sameSite: 'lax', secure: 'auto' };
const NONE = { sameSite: 'none', secure: true };

describe('session cookie rule', () => {
  it('takes another scheme or host name for another site, whatever the port', () => {
    expect(isCrossSite('http://localhost:8293', 'http://localhost:3000')).toBe(false);
    expect(isCrossSite('https://farm.other.net', 'https://FARM.other.net:8443')).toBe(false);
    expect(isCrossSite('http://127.0.0.1:4000', 'http://localhost:8293')).toBe(true);
    expect(isCrossSite('https://farm.other.net', 'https://shop.example.com')).toBe(true);
    expect(isCrossSite('https://shop.example.com', 'http://shop.example.com')).toBe(true);
  });

  it('knows where a browser keeps a Secure cookie: https and this machine', () => {
    for (const origin of [
      'https://farm.other.net',
      'http://localhost:1',
      'http://127.0.0.1:2',
      'http://[::1]:3',
    ])
      expect(mayKeepSecureCookie(origin), origin).toBe(true);
    expect(mayKeepSecureCookie('http://farm.other.net')).toBe(false);
  });

  it('is None and Secure only when a configured site is another site and Secure would be kept', () => {
    expect(sessionCookieAttributes('https://farm.other.net', [])).toEqual(LAX);
    expect(sessionCookieAttributes('https://farm.other.net', ['https://farm.other.net:8443'])).toEqual(LAX);
    expect(sessionCookieAttributes('https://farm.other.net', ['https://shop.example.com'])).toEqual(NONE);
    expect(sessionCookieAttributes('http://127.0.0.1:4000', ['http://localhost:8293'])).toEqual(NONE);
    // A plain-http farm on a public name: a Secure cookie would be dropped, so it stays Lax.
    expect(sessionCookieAttributes('http://farm.other.net', ['https://shop.example.com'])).toEqual(LAX);
    expect(sessionCookieAttributes('http://bad host', ['https://shop.example.com'])).toEqual(LAX);
  });
});

describe('session cookie as issued', () => {
  let api: TestApi;
  let configFile: string;
  const writeSites = async (sites: string[]) => {
    const shared = JSON.parse(await readFile(configFileOf(defaultPaths({})), 'utf8')) as object;
    await writeFile(configFile, JSON.stringify({ ...shared, sites }));
    // The site policy is read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  };
  const login = (host: string) => {
    const seed = seedUser('seller5');
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host },
      payload: { id: seed.id, user: seed.user, password: seed.password },
    });
  };
  const sessionCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().find((line) => line.startsWith('arredo_session='));

  beforeAll(async () => {
    const dir = await tempDir();
    configFile = join(dir, 'config.json');
    await writeSites([]);
    api = await startTestApi({ dataDir: dir }, { configFile });
  });
  afterAll(() => api?.close());

  it('is Lax without a cross-site `sites` entry (the shipped configuration)', async () => {
    const reply = await login('127.0.0.1:4000');
    expect(reply.statusCode).toBe(200);
    const cookie = sessionCookie(reply.headers['set-cookie'])!;
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is SameSite=None; Secure on a farm serving an app on another site, and cleared the same way', async () => {
    await writeSites(['http://localhost:8293']);
    const reply = await login('127.0.0.1:4000');
    const cookie = sessionCookie(reply.headers['set-cookie'])!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=None/);
    const token = (reply.json() as { sessionId: string }).sessionId;
    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { host: '127.0.0.1:4000', cookie: `arredo_session=${token}` },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookie(logout.headers['set-cookie'])!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; SameSite=None/);

    // The same server reached by the site's own host name: not cross-site, Lax.
    const sameSite = sessionCookie((await login('localhost:4000')).headers['set-cookie'])!;
    expect(sameSite).toMatch(/; SameSite=Lax/);
    // On plain http under a public name a Secure cookie would be dropped: Lax.
    const publicHttp = sessionCookie((await login('farm.other.net')).headers['set-cookie'])!;
    expect(publicHttp).toMatch(/; SameSite=Lax/);
  });
});
