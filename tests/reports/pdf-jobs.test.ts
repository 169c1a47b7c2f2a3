// Queued offer PDFs (issue 25, server/reports/pdf-jobs.ts) on PGlite and PostgreSQL: a job is
// accepted at once, rendered by a worker of the job queue as the caller, and its state then gives the
// download address; the report's id is the job's. Jobs are their owner's only, and a project the
// caller may not open is refused when the job is asked for.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage } from '../support/storage';
import { sampleProject } from '../api-projects/fixtures';

interface Job {
  id: string;
  state: string;
  url?: string;
  fileName?: string;
  error?: { status: number };
}

describeEachStorage('queued offer PDFs', (fixture) => {
  let api: TestApi;
  let seller: string;
  let projectId: number;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), { jobs: true });
    seller = await api.login('seller5');
    const saved = await api.call('POST', '/api/v1/projects', {
      token: seller,
      body: { project: sampleProject(4) },
    });
    projectId = saved.body.id as number;
  }, 120_000);
  afterAll(() => api?.close());

  it('queues, renders as the caller and gives the download address', async () => {
    const queued = await api.call<Job>('POST', `/api/v1/projects/${projectId}/offer-pdf/jobs`, {
      token: seller,
      body: { name: 'Queued offer.pdf' },
    });
    expect(queued.status).toBe(202);
    expect(queued.body.state).toBe('created');
    const state = () => api.call<Job>('GET', `/api/v1/reports/jobs/${queued.body.id}`, { token: seller });
    await expect
      .poll(async () => (await state()).body.state, { timeout: 60_000, interval: 200 })
      .toBe('completed');
    const done = (await state()).body;
    expect(done.error).toBeUndefined();
    expect(done.fileName).toBe('Queued offer.pdf');
    expect(done.url).toContain(`/reports/${queued.body.id.replace(/-/g, '')}/`);
    const pdf = await api.raw(done.url!, seller);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);

  it('keeps jobs to their owner and refuses a project the caller may not open', async () => {
    const queued = await api.call<Job>('POST', `/api/v1/projects/${projectId}/offer-pdf/jobs`, {
      token: seller,
      body: {},
    });
    const other = await api.login('seller2');
    expect((await api.call('GET', `/api/v1/reports/jobs/${queued.body.id}`, { token: other })).status).toBe(
      404,
    );
    const refused = await api.call('POST', `/api/v1/projects/${projectId}/offer-pdf/jobs`, {
      token: other,
      body: {},
    });
    expect([403, 404]).toContain(refused.status);
    expect((await api.call('GET', `/api/v1/reports/jobs/${queued.body.id}`)).status).toBe(401);
  });
});
