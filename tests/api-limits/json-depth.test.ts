// JSON nested thousands of levels deep, and text with lone UTF-16 surrogates, are client mistakes:
// every route that takes JSON answers 400 naming the problem (it answered 500: a stack overflow when
// the body was serialised again, and PostgreSQL refusing the text), and nothing is stored.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { triangleScene } from '../support/scene';
import { describeEachStorage } from '../support/storage';

const DEPTH = 4_100;
const deep = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const DEEP_MESSAGE = /nested too deeply \(more than 64 levels/;

describeEachStorage('hostile JSON: depth and lone surrogates', (storage) => {
  let api: TestApi;
  let seller: string;
  let id: number;

  beforeAll(async () => {
    api = await startTestApi(await storage.fresh());
    seller = await api.login('seller5');
    const created = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: { schemaVersion: 2, des: 'Kitchen Rossi' } },
    });
    id = created.body.id;
  }, 60_000);
  afterAll(() => api?.close());

  const send = (method: string, path: string, rawBody: string) =>
    api.call<{ message: string; code: string }>(method, path, { token: seller, rawBody });

  it('answers 400 "nested too deeply" on every JSON route, for bodies and for JSON sent as text', async () => {
    const project = (inner: string) => `{"schemaVersion":2,"des":"Deep","engine_views":${inner}}`;
    const cases: [string, string, string][] = [
      ['POST', '/api/v1/projects', `{"project":${project(deep)}}`],
      ['PUT', `/api/v1/projects/${id}`, `{"project":${project(deepObject)},"baseRevision":1}`],
      ['POST', `/api/v1/projects/${id}/views`, `{"baseRevision":1,"views":${deep}}`],
      ['POST', '/api/v1/projects/reevaluate', `{"project":${project(deep)}}`],
      ['POST', '/api/v1/printing/clean', `{"project":${project(deep)}}`],
      ['POST', '/api/v1/exports/scene', `{"expKey":"OBJ","jsonScene":${deep}}`],
      ['POST', '/api/v1/reports', `{"json1":${project(deep)}}`],
      ['POST', `/api/v1/projects/${id}/versions`, `{"name":${deep}}`],
      // JSON sent as text inside the body (legacy callers serialise projects and scenes).
      ['POST', '/api/v1/reports', JSON.stringify({ json1: project(deep) })],
      [
        'POST',
        '/api/v1/exports/scene',
        JSON.stringify({ expKey: 'IGX', jsonScene: triangleScene, jsonData: deep }),
      ],
      [
        'POST',
        '/api/v1/reports/devexpress',
        JSON.stringify({ wprinterPars: { json1: project(deepObject) } }),
      ],
    ];
    for (const [method, path, body] of cases) {
      const reply = await send(method, path, body);
      expect(reply.status, `${method} ${path} ${body.slice(0, 60)}`).toBe(400);
      expect(reply.body.message, `${method} ${path}`).toMatch(DEEP_MESSAGE);
    }
    const stored = await api.call<{ revision: number }>('GET', `/api/v1/projects/${id}`, { token: seller });
    expect(stored.body.revision).toBe(1);
  });

  it('still takes real documents nested well below the limit', async () => {
    const nested = `${'['.repeat(40)}${']'.repeat(40)}`;
    const reply = await send(
      'POST',
      '/api/v1/projects',
      `{"project":${`{"schemaVersion":2,"engine_views":${nested}}`}}`,
    );
    expect(reply.status).toBe(201);
  });

  it('answers 400 naming the field for a lone surrogate (a version name, a project title)', async () => {
    const version = await send('POST', `/api/v1/projects/${id}/versions`, '{"name":"Draft \\ud800"}');
    expect(version.status).toBe(400);
    expect(version.body.message).toBe(
      'Text at name is not valid Unicode (a lone UTF-16 surrogate such as \\ud800)',
    );
    const title = await send(
      'PUT',
      `/api/v1/projects/${id}`,
      '{"baseRevision":1,"project":{"schemaVersion":2,"rows":[{"uniqueid":1,"catalog":"K","des":"x\\udc00"}]}}',
    );
    expect(title.status).toBe(400);
    expect(title.body.message).toMatch(/^Text at project\.rows\[0\]\.des is not valid Unicode/);
    // A well-formed pair (an emoji) is fine.
    const emoji = await send('POST', `/api/v1/projects/${id}/versions`, '{"name":"Draft \\ud83d\\ude00"}');
    expect(emoji.status).toBe(201);
    const versions = await api.call<{ versions: { name: string }[] }>(
      'GET',
      `/api/v1/projects/${id}/versions`,
      {
        token: seller,
      },
    );
    expect(versions.body.versions.map((v) => v.name)).toEqual(['Draft 😀']);
  });
});
