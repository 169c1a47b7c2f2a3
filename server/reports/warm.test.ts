// server/reports/warm.ts: the server renders one offer through the real route at start, so the first
// offer a person asks for finds the worker thread started, pdfkit, fonts and catalogues loaded.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { warmOffers } from './warm';
import { count } from 'drizzle-orm';
import { sessions } from '../storage/schema';

describeEachStorage('offer warm-up', (fixture) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), { catalogs: true });
  });
  afterAll(() => api?.close());

  it('renders an offer through the route and ends its own session', async () => {
    const sessionCount = async () => (await api.storage.db.select({ n: count() }).from(sessions))[0]!.n;
    const before = await sessionCount();
    const ms = await warmOffers(api.app);
    expect(ms).toBeGreaterThan(0);
    // The warm-up's guest session is ended: it leaves no session behind.
    expect(await sessionCount()).toBe(before);
  });

  it('says null, never throws, when guests cannot start a session', async () => {
    const closed = await startTestApi(await fixture.fresh(), { guestsAllowed: false });
    try {
      expect(await warmOffers(closed.app)).toBeNull();
    } finally {
      await closed.close();
    }
  });
});
