// A render farm of its own answers the app's origin (issue 22, server/security/cors.ts): CORS with
// credentials on /api/v1/renderfarm for the configuration file's `sites` only.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { tempDir } from '../../tests/support/storage';
import { configFileOf, defaultPaths } from '../paths';

const APP = 'http://localhost:8293';
const SHOP = 'https://shop.example.com';
const EVIL = 'https://evil.example';
const JOBS = '/api/v1/renderfarm/jobs';

const corsHeaders = (reply: LightMyRequestResponse) =>
  Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'));

describe('render farm CORS', () => {
  let api: TestApi;
  let configFile: string;
  let seller: string;
  const writeConfig = async (sites: string[]) => {
    const shared = JSON.parse(await readFile(configFileOf(defaultPaths({})), 'utf8')) as object;
    await writeFile(configFile, JSON.stringify({ ...shared, sites }));
  };

  beforeAll(async () => {
    const dir = await tempDir();
    configFile = join(dir, 'farm-config.json');
    await writeConfig([APP, SHOP]);
    api = await startTestApi({ dataDir: dir }, { renderFarm: true, configFile, sessionCacheMs: 0 });
    seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const preflight = (origin: string, url = JOBS, method = 'POST') =>
    api.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers a listed site’s preflight with its origin, credentials, methods and headers', async () => {
    for (const origin of [APP, SHOP]) {
      const reply = await preflight(origin);
      expect(reply.statusCode).toBe(204);
      expect(reply.headers['access-control-allow-origin']).toBe(origin);
      expect(reply.headers['access-control-allow-credentials']).toBe('true');
      expect(reply.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, DELETE');
      expect(reply.headers['access-control-allow-headers']).toBe('content-type, authorization');
      expect(reply.headers['access-control-max-age']).toBe('600');
      expect(reply.headers.vary).toMatch(/Origin/);
    }
    // Deleting a job and downloading its picture are under the same path.
    const remove = await preflight(APP, `${JOBS}/0123456789abcdef0123456789abcdef`, 'DELETE');
    expect(remove.headers['access-control-allow-origin']).toBe(APP);
  });

  it('names a listed site on the replies themselves: the list, a 401, a picture’s 404', async () => {
    const list = await api.app.inject({
      method: 'GET',
      url: JOBS,
      headers: { origin: APP, authorization: `Bearer ${seller}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(APP);
    expect(list.headers['access-control-allow-credentials']).toBe('true');
    expect(list.headers['access-control-expose-headers']).toBe('retry-after');
    expect(list.headers.vary).toMatch(/Origin/);

    // The job view must read the farm's 401 to offer its sign-in window.
    const signedOut = await api.app.inject({ method: 'GET', url: JOBS, headers: { origin: APP } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['access-control-allow-origin']).toBe(APP);

    const picture = await api.app.inject({
      method: 'GET',
      url: `${JOBS}/0123456789abcdef0123456789abcdef/image.png`,
      headers: { origin: SHOP, authorization: `Bearer ${seller}` },
    });
    expect(picture.statusCode).toBe(404);
    expect(picture.headers['access-control-allow-origin']).toBe(SHOP);

    // A listed site may change state (the CSRF guard lets it) and read the reply.
    const submitted = await api.app.inject({
      method: 'POST',
      url: `${JOBS}/0123456789abcdef0123456789abcdef/cancel`,
      headers: { origin: APP, authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(submitted.statusCode).toBe(404);
    expect(submitted.headers['access-control-allow-origin']).toBe(APP);
  });

  it('gives an unlisted origin no CORS header, preflight or reply', async () => {
    const refused = await preflight(EVIL);
    expect(refused.statusCode).toBe(404);
    expect(corsHeaders(refused)).toEqual([]);
    const list = await api.app.inject({
      method: 'GET',
      url: JOBS,
      headers: { origin: EVIL, authorization: `Bearer ${seller}` },
    });
    expect(list.statusCode).toBe(200);
    expect(corsHeaders(list)).toEqual([]);
  });

  it('leaves same-origin calls and the rest of the API as they were', async () => {
    const own = await api.app.inject({
      method: 'GET',
      url: JOBS,
      headers: { authorization: `Bearer ${seller}` },
    });
    expect(own.statusCode).toBe(200);
    expect(corsHeaders(own)).toEqual([]);
    // Only the render farm's calls: a listed site gets no CORS on the projects.
    const projects = await preflight(APP, '/api/v1/projects');
    expect(projects.statusCode).toBe(404);
    expect(corsHeaders(projects)).toEqual([]);
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/v1/projects',
      headers: { origin: APP, authorization: `Bearer ${seller}` },
    });
    expect(list.statusCode).toBe(200);
    expect(corsHeaders(list)).toEqual([]);
  });

  it('follows an edit of the configuration file within a second or so', async () => {
    await writeConfig([APP]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(corsHeaders(await preflight(SHOP))).toEqual([]);
    expect((await preflight(APP)).headers['access-control-allow-origin']).toBe(APP);
    await writeConfig([APP, SHOP]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await preflight(SHOP)).headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('serves its own configuration file at /config/config.json', async () => {
    const reply = await api.app.inject({ method: 'GET', url: '/config/config.json?v=1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((reply.json() as { sites: string[] }).sites).toEqual([APP, SHOP]);
  });
});

describe('render farm hand-off page', () => {
  let api: TestApi;
  let seller: string;
  beforeAll(async () => {
    const dir = await tempDir();
    const configFile = join(dir, 'config.json');
    const shared = JSON.parse(await readFile(configFileOf(defaultPaths({})), 'utf8')) as object;
    await writeFile(configFile, JSON.stringify({ ...shared, sites: [APP] }));
    api = await startTestApi({ dataDir: dir }, { renderFarm: true, configFile });
    seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const handoff = (origin: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/renderfarm/handoff?origin=${encodeURIComponent(origin)}`,
      headers,
    });

  it('gives a signed-in professional’s narrow token, never the session, to a listed site only', async () => {
    const page = await handoff(APP, { cookie: `arredo_session=${seller}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(new RegExp(`data-origin="${APP}" data-token="rf\\.[\\w-]{43}"`));
    expect(page.body).not.toContain(seller);
    expect(page.body).toContain('<script src="handoff.js"></script>');
    const script = await api.app.inject({ method: 'GET', url: '/api/v1/renderfarm/handoff.js' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // Posted to that origin only: postMessage drops it for any other opener.
    expect(script.body).toContain("window.opener.postMessage({ action: 'renderFarmSession'");
    expect(script.body).toContain('data.origin);');

    const unlisted = await handoff(EVIL, { cookie: `arredo_session=${seller}` });
    expect(unlisted.statusCode).toBe(403);
    expect(unlisted.body).not.toContain(seller);
  });

  it('gives nothing without a professional’s session there', async () => {
    expect((await handoff(APP)).body).toContain('data-token=""');
    const guest = await api.guest();
    const asGuest = await handoff(APP, { cookie: `arredo_session=${guest}` });
    expect(asGuest.body).toContain('data-token=""');
    expect(asGuest.body).not.toContain(guest);
  });
});
