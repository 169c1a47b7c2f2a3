// Issue 25: request limits are counted in the database, so a limit hit through one server process
// holds on another over the same PostgreSQL, and (PGlite or PostgreSQL) after a restart.
import { afterAll, expect, it } from 'vitest';
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
