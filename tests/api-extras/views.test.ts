// Generate views and save view maker over the real stack: stored in the project document through the
// revisioned save (baseRevision required, 409 when stale), read back by GET, rights enforced.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRoom, roomToEnvWall } from '../../core/room';
import { describeEachStorage } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

interface Views {
  revision: number;
  engineViews: { mode2D: boolean; views: { name: string; svg: string }[] } | null;
  viewmaker: unknown;
}

describeEachStorage('project views', (storage) => {
  let api: ExtrasApi;
  let seller: string;
  let id: number;
  let revision: number;

  beforeAll(async () => {
    api = await startExtrasApi(await storage.fresh());
    seller = await api.login('seller5');
    const saved = await api.call<{ id: number; revision: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: { schemaVersion: 2, des: 'Room', envWall: roomToEnvWall(createRoom('rt1')) } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    ({ id, revision } = saved.body);
  }, 60_000);
  afterAll(() => api?.close());

  it('generates the plan only in mode2D, stores it and bumps the revision', async () => {
    const reply = await api.call<Views>('POST', `/api/v1/projects/${id}/views`, {
      token: seller,
      body: { baseRevision: revision, mode2D: true },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.revision).toBe(revision + 1);
    expect(reply.body.engineViews?.views.map((v) => v.name)).toEqual(['plan']);
    revision = reply.body.revision;
    const read = await api.call<Views>('GET', `/api/v1/projects/${id}/views`, { token: seller });
    expect(read.body.engineViews?.mode2D).toBe(true);
    expect(read.body.engineViews?.views[0]?.svg).toContain('<svg');
    // The project itself carries them, and its other fields are untouched.
    const project = await api.call<{ project: Record<string, unknown> }>('GET', `/api/v1/projects/${id}`, {
      token: seller,
    });
    expect(project.body.project.engine_views).toBeTruthy();
    expect(project.body.project.des).toBe('Room');
  });

  it('generates plan and elevations without mode2D', async () => {
    const reply = await api.call<Views>('POST', `/api/v1/projects/${id}/views`, {
      token: seller,
      body: { baseRevision: revision },
    });
    expect(reply.body.engineViews?.views).toHaveLength(5);
    revision = reply.body.revision;
  });

  it('saves the view maker JSON (object or text) and refuses a stale revision with 409', async () => {
    const saved = await api.call<Views>('PUT', `/api/v1/projects/${id}/viewmaker`, {
      token: seller,
      body: { baseRevision: revision, views: JSON.stringify([{ camera: 'front', fov: 45 }]) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.viewmaker).toEqual([{ camera: 'front', fov: 45 }]);
    const stale = await api.call<{ code: string; currentRevision: number }>(
      'PUT',
      `/api/v1/projects/${id}/viewmaker`,
      { token: seller, body: { baseRevision: revision, views: [] } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_REVISION');
    expect(stale.body.currentRevision).toBe(saved.body.revision);
    revision = saved.body.revision;
    const read = await api.call<Views>('GET', `/api/v1/projects/${id}/views`, { token: seller });
    expect(read.body.viewmaker).toEqual([{ camera: 'front', fov: 45 }]);
    expect(read.body.engineViews?.views).toHaveLength(5);
  });

  it('requires baseRevision, a room, and the rights to change the project', async () => {
    const missing = await api.call('PUT', `/api/v1/projects/${id}/viewmaker`, {
      token: seller,
      body: { views: [] },
    });
    expect(missing.status).toBe(400);
    const other = await api.login('seller2');
    const denied = await api.call('POST', `/api/v1/projects/${id}/views`, {
      token: other,
      body: { baseRevision: revision },
    });
    expect(denied.status).toBe(404); // another shop's project is "not found", like a missing one
    expect((await api.call('GET', `/api/v1/projects/${id}/views`, { token: other })).status).toBe(404);
    const bare = await api.call<{ id: number; revision: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: { schemaVersion: 2 } },
    });
    const noRoom = await api.call<{ code: string }>('POST', `/api/v1/projects/${bare.body.id}/views`, {
      token: seller,
      body: { baseRevision: bare.body.revision },
    });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.code).toBe('NO_ROOM');
  });
});
