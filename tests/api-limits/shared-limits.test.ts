// Issue 25: request limits are counted in the database, so a limit hit through one server process
// holds on another over the same PostgreSQL, and (PGlite or PostgreSQL) after a restart.
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { sampleProject } from '../api-projects/fixtures';
import { seedUser, startTestApi, type TestApi } from '../support/api';
import { describeEachStorage } from '../support/storage';

const LIMIT = { max: 3, timeWindowMs: 60_000 };
const seller = seedUser('seller5');

const wrongLogin = (api: TestApi) =>
  api.call('POST', '/api/v1/auth/login', { body: { id: seller.id, user: seller.user, password: 'wrong' } });

describeEachStorage('request limits shared through the database', (fixture) => {
  const open: TestApi[] = [];
  const start = async (target: Awaited<ReturnType<typeof fixture.fresh>>) => {
    const api = await startTestApi(target, { loginRateLimit: LIMIT });
    open.push(api);
    return api;
  };
  afterAll(async () => {
    for (const api of open) await api.close().catch(() => undefined);
  });

  it('a login limit hit on one process holds on the other, and after a restart', async () => {
    const target = await fixture.fresh();
    const first = await start(target);
    for (let i = 0; i < LIMIT.max; i += 1) expect((await wrongLogin(first)).status).toBe(401);
    if (fixture.kind === 'postgres') {
      // A second process over the same database: the attempts made on the first count here.
      const second = await start(target);
      const refused = await wrongLogin(second);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      await second.close();
    }
    // A restart (PGlite: the same data folder) keeps the count.
    await first.close();
    const again = await start(target);
    expect((await wrongLogin(again)).status).toBe(429);
  }, 90_000);
});

/** One small PNG (told by content) to a project's photos. */
async function uploadPhoto(api: TestApi, token: string, projectId: number): Promise<number> {
  const form = new FormData();
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(64),
  ]);
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'room.png');
  const response = await fetch(`${api.url}/api/v1/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

describeEachStorage('photo upload limits shared through the database', (fixture) => {
  it.skipIf(fixture.kind !== 'postgres')(
    "a session's photo uploads counted on one process hold on the other",
    async () => {
      const target = await fixture.fresh();
      const apis: TestApi[] = [];
      try {
        for (let i = 0; i < 2; i += 1)
          apis.push(
            await startTestApi(target, {
              limits: {
                photoUploads: { perSession: LIMIT, perGuestAddress: { max: 100, timeWindowMs: 60_000 } },
              },
            }),
          );
        const [first, second] = apis as [TestApi, TestApi];
        const token = await first.login('seller5');
        const created = await first.call('POST', '/api/v1/projects', {
          token,
          body: { project: sampleProject(1) },
        });
        const id = (created.body as { id: number }).id;
        for (let i = 0; i < LIMIT.max; i += 1) expect(await uploadPhoto(first, token, id)).toBe(201);
        // In memory per process, the second would have taken three more.
        expect(await uploadPhoto(second, token, id)).toBe(429);
      } finally {
        for (const api of apis) await api.close();
      }
    },
    90_000,
  );
});
