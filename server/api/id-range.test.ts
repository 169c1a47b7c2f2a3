// Ids and revisions are stored as PostgreSQL integers. A larger number from a client is refused
// with a 400 that names it, on every call that takes one, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProject } from '../../tests/api-projects/fixtures';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { freshPgliteDataDir } from '../../tests/support/storage';
import { MAX_STORED_INT } from './schemas';

const TOO_BIG = '99999999999';

describe('ids beyond the stored integer range', () => {
  let api: TestApi;
  let seller: string;
  let project: number;
  beforeAll(async () => {
    api = await startTestApi({ dataDir: await freshPgliteDataDir() });
    seller = await api.login('seller5');
    const created = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: sampleProject(1) },
    });
    project = created.body.id;
  });
  afterAll(() => api?.close());

  const calls: [method: string, path: () => string, body: unknown, message: RegExp][] = [
    ['GET', () => `/api/v1/projects/${TOO_BIG}`, undefined, /id project is out of range/],
    [
      'PUT',
      () => `/api/v1/projects/${TOO_BIG}`,
      { baseRevision: 1, project: {} },
      /id project is out of range/,
    ],
    ['DELETE', () => `/api/v1/projects/${TOO_BIG}`, undefined, /id project is out of range/],
    ['POST', () => `/api/v1/projects/${TOO_BIG}/clone`, {}, /id project is out of range/],
    ['GET', () => `/api/v1/projects/${TOO_BIG}/log`, undefined, /id project is out of range/],
    ['GET', () => `/api/v1/projects/${TOO_BIG}/versions`, undefined, /id project is out of range/],
    [
      'POST',
      () => `/api/v1/projects/${TOO_BIG}/status`,
      { status: 'assigned' },
      /id project is out of range/,
    ],
    ['GET', () => `/api/v1/projects/${TOO_BIG}/views`, undefined, /id project is out of range/],
    ['GET', () => `/api/v1/photos/${TOO_BIG}`, undefined, /id photo is out of range/],
    ['PUT', () => `/api/v1/customers/${TOO_BIG}`, { name: 'Rossi' }, /id customer is out of range/],
    [
      'PUT',
      () => `/api/v1/projects/${project}`,
      { baseRevision: Number(TOO_BIG), project: sampleProject(1) },
      /baseRevision .* is out of range/,
    ],
    ['GET', () => `/api/v1/projects?page=${TOO_BIG}`, undefined, /page/],
  ];

  it('answers 400 with the field named, on every call that takes one', async () => {
    for (const [method, path, body, message] of calls) {
      const reply = await api.call<{ message: string; code: string }>(method, path(), {
        token: seller,
        body,
      });
      expect(reply.status, `${method} ${path()}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.message, `${method} ${path()}`).toMatch(message);
    }
  });

  it('still finds nothing, with a 404, at the top of the range', async () => {
    const reply = await api.call('GET', `/api/v1/projects/${MAX_STORED_INT}`, { token: seller });
    expect(reply.status).toBe(404);
  });
});
