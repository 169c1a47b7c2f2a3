// Any JSON a client sends to the auth, profile and maintenance routes gets a 4xx or a 2xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { freshPgliteDataDir } from '../../tests/support/storage';

const routes: [method: 'POST' | 'PUT', url: string, auth: 'none' | 'admin' | 'seller'][] = [
  ['POST', '/api/v1/auth/login', 'none'],
  ['POST', '/api/v1/auth/refresh', 'seller'],
  ['PUT', '/api/v1/profile/language', 'seller'],
  ['PUT', '/api/v1/profile/gdpr', 'seller'],
  ['PUT', '/api/v1/maintenance/booking', 'admin'],
];

describe('hostile input', () => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ dataDir: await freshPgliteDataDir() });
    tokens.admin = await api.login('admin');
    tokens.seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  it('answers arbitrary JSON bodies without a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), async ([method, url, auth], body) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (auth !== 'none') headers.authorization = `Bearer ${tokens[auth]}`;
        const reply = await api.app.inject({ method, url, headers, payload: JSON.stringify(body) });
        expect(reply.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${reply.body}`).toBeLessThan(500);
        if (reply.statusCode >= 400) expect(JSON.parse(reply.body).message).toEqual(expect.any(String));
      }),
      { numRuns: 150 },
    );
  });

  it('answers odd transport-level input with 4xx', async () => {
    const cases = [
      { payload: 'x'.repeat(2 * 1024 * 1024), status: 413 },
      { payload: '{"id": "\u0000", "user": "a", "password": "b"}', status: 400 },
      { payload: '{"id": "HQ", "user": "admin\\u0000", "password": "b"}', status: 400 },
      { payload: '{"__proto__": {"admin": true}, "id": "HQ", "user": "admin"}', status: 400 },
      { payload: 'null', status: 400 },
    ];
    for (const { payload, status } of cases) {
      const reply = await api.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode, payload.slice(0, 40)).toBe(status);
    }
    const hugeToken = await api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${'a'.repeat(10_000)}` },
    });
    expect(hugeToken.statusCode).toBe(401);
  });
});
