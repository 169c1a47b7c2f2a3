// Issue 8, browsers, over real HTTP: a page on another site cannot change anything with the user's
// cookie (CSRF), and every reply carries the security headers. Storage plays no part: PGlite only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { tempDir } from '../support/storage';
import { exportJWK, generateKeyPair } from 'jose';
import { created } from '../api-projects/client';

const EVIL = 'https://evil.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('browser guards', () => {
  let api: TestApi;
  let seller: string;
  let cookie: string;
  beforeAll(async () => {
    api = await startTestApi({ dataDir: await tempDir() }, { sessionCacheMs: 0 });
    seller = await api.login('seller5');
    cookie = `arredo_session=${seller}`;
  });
  afterAll(() => api?.close());

  const projectCount = async () =>
    (await api.call<{ total: number }>('GET', '/api/v1/projects', { token: seller })).body.total;

  describe('CSRF', () => {
    it('refuses what a cross-site form can send: text/plain and urlencoded bodies, or none', async () => {
      const project = await created(api, seller);
      const before = await projectCount();
      for (const contentType of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
      ]) {
        const clone = await api.call('POST', `/api/v1/projects/${project.id}/clone`, {
          cookie,
          rawBody: '',
          contentType,
        });
        expect(clone.status, contentType).toBe(415);
      }
      const logout = await api.call('POST', '/api/v1/auth/logout', {
        cookie,
        rawBody: 'x',
        contentType: 'text/plain',
      });
      expect(logout.status).toBe(415);
      expect(await projectCount()).toBe(before);
      expect((await api.call('GET', '/api/v1/auth/session', { cookie })).status).toBe(200);
    });

    it('refuses state changes from another origin, whatever the body; the own origin and listed sites pass', async () => {
      const project = await created(api, seller);
      const before = await projectCount();
      const fromEvil = await api.call<{ message: string; code: string }>(
        'POST',
        `/api/v1/projects/${project.id}/clone`,
        { cookie, headers: { origin: EVIL } },
      );
      expect(fromEvil.status).toBe(403);
      expect(fromEvil.body).toMatchObject({
        code: 'CROSS_SITE',
        message: `Cross-site request refused: ${EVIL} is not allowed`,
      });
      const json = await api.call('PUT', '/api/v1/profile/language', {
        cookie,
        body: { lang: 'it' },
        headers: { origin: EVIL },
      });
      expect(json.status).toBe(403);
      const noOrigin = await api.call('POST', '/api/v1/auth/logout', {
        cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(noOrigin.status).toBe(403);
      expect(await projectCount()).toBe(before);

      const own = await api.call('POST', `/api/v1/projects/${project.id}/clone`, {
        cookie,
        headers: { origin: api.url },
      });
      expect(own.status).toBe(201);
      // Reads are not state changes; a back end calling without Origin (an integrator) still works.
      expect(
        (await api.call('GET', '/api/v1/auth/session', { cookie, headers: { origin: EVIL } })).status,
      ).toBe(200);
      expect((await api.call('POST', `/api/v1/projects/${project.id}/clone`, { token: seller })).status).toBe(
        201,
      );
    });

    it('takes photo uploads from the app, not from another site', async () => {
      const project = await created(api, seller);
      const upload = (origin: string) => {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'p.png');
        return fetch(`${api.url}/api/v1/projects/${project.id}/photos`, {
          method: 'POST',
          headers: { cookie, origin },
          body: form,
        });
      };
      expect((await upload(EVIL)).status).toBe(403);
      expect((await upload(api.url)).status).toBe(201);
    });
  });

  describe('headers', () => {
    it('sends nosniff and a CSP with frame-ancestors on the app and the API', async () => {
      for (const path of ['/', '/home', '/config/config.json', '/api/health', '/api/v1/auth/session']) {
        const reply = await fetch(`${api.url}${path}`);
        await reply.arrayBuffer();
        expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
        const csp = reply.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval';");
        expect(csp, path).toContain("object-src 'none'");
        // The sample configuration lists no sites: only the app itself may frame it.
        expect(csp, path).toMatch(/frame-ancestors 'self'$/);
        expect(csp, path).not.toMatch(/https?:\/\//);
      }
    });

    it('lets the app talk to and frame an identity provider an administrator registers', async () => {
      const issuer = 'http://127.0.0.1:40999/oidc';
      const cspOf = async () => (await fetch(`${api.url}/home`)).headers.get('content-security-policy') ?? '';
      expect(await cspOf()).not.toContain('127.0.0.1:40999');
      const { publicKey } = await generateKeyPair('RS256');
      const admin = await api.login('admin');
      const registered = await api.call('PUT', '/api/v1/auth/identity-providers', {
        token: admin,
        body: { authority: issuer, audience: 'arredo', jwks: { keys: [await exportJWK(publicKey)] } },
      });
      expect(registered.status).toBe(204);
      // At once: the page the administrator's next visitor loads may talk to it (the cached policy,
      // read just above, is dropped on registration).
      const csp = await cspOf();
      expect(csp).toContain("connect-src 'self' data: blob: http://127.0.0.1:40999;");
      expect(csp).toContain("frame-src 'self' blob: http://127.0.0.1:40999;");
      expect(csp).toContain("form-action 'self';");
      expect(csp).toMatch(/frame-ancestors 'self'$/);
    });

    it('keeps Swagger UI working without anything from outside', async () => {
      const reply = await fetch(`${api.url}/api/docs/static/index.html`);
      const csp = reply.headers.get('content-security-policy') ?? '';
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(csp).toMatch(/script-src 'self'(;| 'sha256-)/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
    });
  });
});
