// Text caps of the project schema over HTTP (400 naming the field, nothing stored), and the scene
// export's rate limit (20 per minute per session).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleProject } from '../api-projects/fixtures';
import { startTestApi, type TestApi } from '../support/api';
import { triangleScene } from '../support/scene';
import { describeEachStorage } from '../support/storage';

describeEachStorage('text caps and export rate limit', (storage) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await storage.fresh());
  }, 60_000);
  afterAll(() => api?.close());

  it('refuses an offer with 30,000 characters of notes: 400 naming the field', async () => {
    const guest = await api.guest();
    const reply = await api.call<{ message: string }>('POST', '/api/v1/reports', {
      token: guest,
      body: { json1: sampleProject(2, { customerFields: { notes: 'x'.repeat(30_000), vat: '22' } }) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Notes is longer than 10,000 characters');
    expect(reply.body.message).toContain('customerFields.notes');
  });

  it('refuses a save with 10,000 characters of street: 400 naming the field, nothing stored', async () => {
    const guest = await api.guest();
    const reply = await api.call<{ message: string }>('POST', '/api/v1/projects', {
      token: guest,
      body: { project: sampleProject(1, { orderaddress: [{ street: 'y'.repeat(10_000) }] }) },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('The street is longer than 200 characters');
    expect(reply.body.message).toContain('orderaddress[0].street');
    const list = await api.call<{ total: number }>('GET', '/api/v1/projects', { token: guest });
    expect(list.body.total).toBe(0);
  });

  it('rate-limits scene exports per session', async () => {
    const guest = await api.guest();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const reply = await api.call('POST', '/api/v1/exports/scene', {
        token: guest,
        body: { expKey: 'OBJ', jsonScene: triangleScene },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another session is not affected.
    const other = await api.call('POST', '/api/v1/exports/scene', {
      token: await api.guest(),
      body: { expKey: 'OBJ', jsonScene: triangleScene },
    });
    expect(other.status).toBe(200);
  });
});
