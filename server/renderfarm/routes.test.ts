import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/passwords';
import { shops, users } from '../storage/schema';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { sampleProject } from '../../tests/api-projects/fixtures';

const box = (x: number) => ({
  shape: 'box',
  size: [600, 720, 560],
  position: [0, 360, 0],
  finish: { color: '#F2F0EB', roughness: 0.5, metalness: 0, opacity: 1 },
  x,
});

const request = (name = 'Kitchen, front view') => ({
  name,
  width: 1280,
  height: 720,
  quality: 'draft',
  lighting: 'daylight',
  scene: {
    room: null,
    items: [0, 1, 2].map((i) => {
      const { x, ...part } = box(i * 600);
      return { id: `r${i}`, kind: 'row', x, y: 0, elevation: 0, rotation: 0, parts: [part] };
    }),
    camera: { position: [2, 1.6, 3], target: [0.6, 0.5, 0], fov: 45 },
  },
});

interface Job {
  id: string;
  status: string;
  progress: number;
  projectId: number | null;
  name: string;
  mine: boolean;
  error: string | null;
}

describeEachStorage('render farm API', (fixture) => {
  let api: TestApi;
  let seller: string;
  let colleague: string;
  let otherShop: string;
  let customer: string;

  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), { renderFarm: true });
    // A second professional of seller5's shop (MILANO): the shop's staff see its renders.
    const [milano] = await api.storage.db.select().from(shops).where(eq(shops.cod, 'MILANO'));
    await api.storage.db.insert(users).values({
      username: 'seller7',
      passwordHash: await hashPassword('arredo-seller7'),
      role: 'pro',
      sellerLevel: 5,
      shopId: milano!.id,
    });
    const login = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/login', {
      body: { id: 'MILANO', user: 'seller7', password: 'arredo-seller7' },
    });
    colleague = login.body.sessionId;
    seller = await api.login('seller5');
    otherShop = await api.login('seller2');
    customer = await api.login('customer');
  });
  afterAll(() => api?.close());

  it('queues a render and lists it for its owner; the list answers 304 while nothing changed', async () => {
    const created = await api.call<Job>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: request(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'queued',
      progress: 0,
      name: 'Kitchen, front view',
      mine: true,
    });
    const list = await api.call<{ jobs: Job[] }>('GET', '/api/v1/renderfarm/jobs', { token: seller });
    expect(list.body.jobs.map((job) => job.id)).toEqual([created.body.id]);
    const etag = list.headers.get('etag')!;
    const again = await api.call('GET', '/api/v1/renderfarm/jobs', {
      token: seller,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    // A change (the worker's progress) changes the tag.
    await api.renderFarm!.start(created.body.id);
    await api.renderFarm!.progress(created.body.id, 40);
    const moved = await api.call<{ jobs: Job[] }>('GET', '/api/v1/renderfarm/jobs', {
      token: seller,
      headers: { 'if-none-match': etag },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.jobs[0]).toMatchObject({ status: 'running', progress: 40 });
  });

  it('refuses bad input with the reason, and keeps nothing of it', async () => {
    const bad = await api.call<{ message: string }>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: { ...request(), width: 20_000 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('at most 4096');
    const noName = await api.call('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: { ...request(), name: ' ' },
    });
    expect(noName.status).toBe(400);
    // A project id of another server (the app whose farm this is) or of another shop: 404, no 500.
    const elsewhere = await api.call<{ message: string }>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: { ...request(), projectId: 987_654 },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Project 987654 not found on the render farm');
    const theirs = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: otherShop,
      body: { project: sampleProject(1) },
    });
    expect(theirs.status).toBe(201);
    const foreign = await api.call('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: { ...request(), projectId: theirs.body.id },
    });
    expect(foreign.status).toBe(404);
    const list = await api.call<{ jobs: Job[] }>('GET', '/api/v1/renderfarm/jobs', { token: seller });
    expect(list.body.jobs).toHaveLength(1);
  });

  it("a job may name a project of the caller's shop", async () => {
    const own = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: sampleProject(1) },
    });
    const created = await api.call<Job>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: { ...request(), projectId: own.body.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.projectId).toBe(own.body.id);
    await api.call('DELETE', `/api/v1/renderfarm/jobs/${created.body.id}`, { token: seller });
  });

  it("serves a finished render to its owner and the shop's staff only", async () => {
    const created = await api.call<Job>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: request('Done'),
    });
    const id = created.body.id;
    const farm = api.renderFarm!;
    await farm.start(id);
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    expect(
      await farm.finish(
        id,
        { png, jpeg: Buffer.from([0xff, 0xd8, 0xff]), thumb: Buffer.from([0xff, 0xd8]) },
        1234,
      ),
    ).toBe(true);

    const own = await api.raw(`/api/v1/renderfarm/jobs/${id}/image.png`, seller);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('content-disposition')).toContain('Done.png');
    expect(Buffer.from(own.bytes)).toEqual(png);
    expect(
      (await api.raw(`/api/v1/renderfarm/jobs/${id}/image.jpg`, seller)).headers.get('content-type'),
    ).toBe('image/jpeg');
    expect((await api.raw(`/api/v1/renderfarm/jobs/${id}/image.png`, colleague)).status).toBe(200);
    const seen = await api.call<Job>('GET', `/api/v1/renderfarm/jobs/${id}`, { token: colleague });
    expect(seen.body).toMatchObject({ status: 'done', progress: 100, mine: false });
    // Another shop's seller: as if it did not exist. A customer: not for them at all.
    expect((await api.raw(`/api/v1/renderfarm/jobs/${id}/image.png`, otherShop)).status).toBe(404);
    expect((await api.call('GET', `/api/v1/renderfarm/jobs/${id}`, { token: otherShop })).status).toBe(404);
    expect(
      (await api.call<{ jobs: Job[] }>('GET', '/api/v1/renderfarm/jobs', { token: otherShop })).body.jobs,
    ).toEqual([]);
    expect((await api.raw(`/api/v1/renderfarm/jobs/${id}/image.png`, customer)).status).toBe(403);
    expect((await api.call('GET', '/api/v1/renderfarm/jobs', { token: customer })).status).toBe(403);
    expect((await api.raw(`/api/v1/renderfarm/jobs/${id}/image.png`)).status).toBe(401);
    // Nor may they change it.
    expect((await api.call('DELETE', `/api/v1/renderfarm/jobs/${id}`, { token: otherShop })).status).toBe(
      404,
    );
  });

  it('cancels a waiting job, retries it, and deletes it with its pictures', async () => {
    const created = await api.call<Job>('POST', '/api/v1/renderfarm/jobs', {
      token: seller,
      body: request('Second'),
    });
    const id = created.body.id;
    const cancelled = await api.call<Job>('POST', `/api/v1/renderfarm/jobs/${id}/cancel`, { token: seller });
    expect(cancelled.body.status).toBe('cancelled');
    // The worker, should it still get the queue's job, finds nothing to do.
    expect(await api.renderFarm!.start(id)).toBeNull();
    expect((await api.call('POST', `/api/v1/renderfarm/jobs/${id}/cancel`, { token: seller })).status).toBe(
      409,
    );
    const retried = await api.call<Job>('POST', `/api/v1/renderfarm/jobs/${id}/retry`, { token: seller });
    expect(retried.body).toMatchObject({ status: 'queued', progress: 0, error: null });
    expect((await api.call('POST', `/api/v1/renderfarm/jobs/${id}/retry`, { token: seller })).status).toBe(
      409,
    );
    // A failed attempt on the last try: failed, with the reason, and it can be retried.
    await api.renderFarm!.start(id);
    await api.renderFarm!.attemptFailed(id, 'WebGL context lost', true);
    const failed = await api.call<Job>('GET', `/api/v1/renderfarm/jobs/${id}`, { token: seller });
    expect(failed.body).toMatchObject({ status: 'failed', error: 'WebGL context lost' });
    expect((await api.call('DELETE', `/api/v1/renderfarm/jobs/${id}`, { token: seller })).status).toBe(204);
    expect((await api.call('GET', `/api/v1/renderfarm/jobs/${id}`, { token: seller })).status).toBe(404);
  });
});
