// Offer creation with progress (spec 4): revaluate prices (0.1), save project (0.2), generate views
// (0.4), generate report (0.6), all over HTTP against one stored project and its revisions.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRoom, roomToEnvWall } from '../../core/room';
import { describeEachStorage } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

describeEachStorage('offer creation flow', (storage) => {
  let api: ExtrasApi;
  let seller: string;

  beforeAll(async () => {
    api = await startExtrasApi(await storage.fresh(), { catalogs: true });
    seller = await api.login('seller5');
  }, 60_000);
  afterAll(() => api?.close());

  it('revaluates, saves, draws views and renders the offer; a save on the old revision is then a 409', async () => {
    const progress: number[] = [];
    const created = await api.call<{ id: number; revision: number; project: Record<string, unknown> }>(
      'POST',
      '/api/v1/projects',
      {
        token: seller,
        body: {
          project: {
            schemaVersion: 2,
            des: 'Offerta Verdi',
            envWall: roomToEnvWall(createRoom('rt1')),
            rows: [
              {
                uniqueid: 'r1',
                catalog: 'KITCHEN',
                cod: 'HINGE-110',
                erp: [{ level: 0, cod: 'HINGE-110', qt: 4, punit: '6.90' }],
              },
            ],
          },
        },
      },
    );
    expect(created.status).toBe(201);
    const { id } = created.body;

    const revaluated = await api.call<{ project: Record<string, unknown> }>(
      'POST',
      '/api/v1/projects/reevaluate',
      {
        token: seller,
        body: { project: created.body.project },
      },
    );
    expect(revaluated.status).toBe(200);
    progress.push(0.1);

    const saved = await api.call<{ revision: number }>('PUT', `/api/v1/projects/${id}`, {
      token: seller,
      body: { project: revaluated.body.project, baseRevision: created.body.revision, isOffer: true },
    });
    expect(saved.status).toBe(200);
    progress.push(0.2);

    const views = await api.call<{ revision: number; engineViews: { views: unknown[] } }>(
      'POST',
      `/api/v1/projects/${id}/views`,
      { token: seller, body: { baseRevision: saved.body.revision, mode2D: false } },
    );
    expect(views.status).toBe(200);
    expect(views.body.engineViews.views).toHaveLength(5);
    progress.push(0.4);

    const report = await api.call<{ url: string; fileName: string }>(
      'POST',
      `/api/v1/projects/${id}/offer-pdf`,
      {
        token: seller,
        body: {},
      },
    );
    expect(report.status).toBe(200);
    expect(report.body.fileName).toBe('order_merge.pdf');
    const pdf = await api.raw(report.body.url, seller);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    progress.push(0.6);
    expect(progress).toEqual([0.1, 0.2, 0.4, 0.6]);

    // The views were a revisioned save: the project's next save must be based on their revision.
    const stale = await api.call('PUT', `/api/v1/projects/${id}`, {
      token: seller,
      body: { project: revaluated.body.project, baseRevision: saved.body.revision },
    });
    expect(stale.status).toBe(409);
    const opened = await api.call<{ revision: number; project: { isoffer?: boolean } }>(
      'GET',
      `/api/v1/projects/${id}`,
      { token: seller },
    );
    expect(opened.body.revision).toBe(views.body.revision);
    expect(opened.body.project.isoffer).toBe(true);
  });
});
