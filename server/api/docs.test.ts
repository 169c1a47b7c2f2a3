// OpenAPI document and Swagger UI, served with local assets only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { freshPgliteDataDir } from '../../tests/support/storage';

describe('API docs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ dataDir: await freshPgliteDataDir() });
  });
  afterAll(() => api?.close());

  it('serves an OpenAPI 3 document listing the v1 routes with their schemas', async () => {
    const reply = await api.call<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/auth/guest',
      '/api/v1/auth/session',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/v1/profile/language',
      '/api/v1/maintenance',
      '/api/v1/maintenance/booking',
      '/api/v1/maintenance/start',
      '/api/v1/maintenance/end',
      '/api/v1/projects/{id}/share-links',
      '/api/v1/shared/projects/{id}',
    ]) {
      expect(reply.body.paths, path).toHaveProperty([path]);
    }
    const login = reply.body.paths['/api/v1/auth/login']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['id', 'user', 'password']);
    // The share page's read needs no session: its token travels in a header, documented as such.
    const shared = reply.body.paths['/api/v1/shared/projects/{id}']!.get as {
      security: unknown[];
      parameters: { in: string; name: string; required: boolean }[];
    };
    expect(shared.security).toEqual([]);
    expect(shared.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-share-token', required: true }),
    );
  });

  it('documents file and text replies under their real media types, errors as JSON', async () => {
    type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>;
    const reply = await api.call<{ paths: Record<string, Record<string, { responses: Responses }>> }>(
      'GET',
      '/api/docs/json',
    );
    const binary = { type: 'string', format: 'binary' };
    const expected: [path: string, method: string, content: Record<string, { schema: unknown }>][] = [
      ['/api/v1/reports/{id}/{fileName}', 'get', { 'application/pdf': { schema: binary } }],
      ['/api/v1/exports/scene', 'post', { 'application/zip': { schema: binary } }],
      [
        '/api/v1/photos/{id}',
        'get',
        {
          'image/jpeg': { schema: binary },
          'image/png': { schema: binary },
          'image/webp': { schema: binary },
        },
      ],
      ['/api/v1/translations/{lang}', 'put', { 'text/plain': { schema: { type: 'string', enum: ['OK'] } } }],
    ];
    for (const [path, method, content] of expected) {
      const responses = reply.body.paths[path]?.[method]?.responses;
      // toEqual: exactly these media types, so an added application/json body fails too.
      expect(responses?.['200']?.content, `${method} ${path}`).toEqual(content);
      expect(responses?.['404']?.content, `${method} ${path} 404`).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/Error' } },
      });
    }
  });

  it('serves Swagger UI and its assets from the server itself', async () => {
    const page = await fetch(`${api.url}/api/docs/static/index.html`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const script = await fetch(`${api.url}/api/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    // Read whole: an unread reply keeps its connection busy, and the server's close waits for it.
    expect((await script.text()).length).toBeGreaterThan(0);
    const docs = await fetch(`${api.url}/api/docs`, { redirect: 'manual' });
    expect(docs.status).toBeLessThan(400);
    await docs.arrayBuffer();
  });
});
