// The render farm's narrow token (farm-tokens.ts): what the hand-off gives a listed site's job view
// reaches the render farm's routes from that site only, for 8 hours at most, and ends with its session.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionAccount } from '../accounts/accounts';
import { sessionKey } from '../accounts/sessions';
import { configFileOf, defaultPaths } from '../paths';
import { queryRows } from '../storage';
import { farmTokens } from '../storage/schema';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir, type StorageTarget } from '../../tests/support/storage';
import { FARM_TOKEN_TTL_MS, issueFarmToken, purgeExpiredFarmTokens } from './farm-tokens';

const APP = 'https://shop.example.com';
const OTHER_SITE = 'https://other-shop.example.com';
const JOBS = '/api/v1/renderfarm/jobs';

const render = {
  name: 'Through the token',
  width: 64,
  height: 64,
  quality: 'draft',
  lighting: 'studio',
  scene: { room: null, items: [], camera: { position: [0, 1, 3], target: [0, 0, 0], fov: 45 } },
};

async function farmConfig(): Promise<string> {
  const dir = await tempDir();
  const file = join(dir, 'config.json');
  const shared = JSON.parse(await readFile(configFileOf(defaultPaths({})), 'utf8')) as object;
  await writeFile(file, JSON.stringify({ ...shared, sites: [APP, OTHER_SITE] }));
  return file;
}

describeEachStorage('render farm narrow token', (fixture) => {
  let target: StorageTarget;
  let configFile: string;
  let api: TestApi;

  beforeAll(async () => {
    target = await fixture.fresh();
    configFile = await farmConfig();
    api = await startTestApi(target, { renderFarm: true, configFile });
  });
  afterAll(() => api?.close());

  /** The hand-off page as the farm's own window gets it (its cookie), and the token it carries. */
  const handOff = async (session: string, origin = APP) => {
    const page = await api.call<string>(
      'GET',
      `/api/v1/renderfarm/handoff?origin=${encodeURIComponent(origin)}`,
      {
        cookie: `arredo_session=${session}`,
      },
    );
    expect(page.status).toBe(200);
    return /data-token="([^"]*)"/.exec(page.body)![1]!;
  };
  const jobs = (token: string, origin: string | null = APP) =>
    api.call<{ jobs: { name: string }[] }>('GET', JOBS, {
      token,
      headers: origin ? { origin } : {},
    });

  it('hands over a token of its own, never the session id; it lists and submits renders', async () => {
    const session = await api.login('seller5');
    const token = await handOff(session);
    expect(token).toMatch(/^rf\.[\w-]{43}$/);
    expect(token).not.toContain(session);
    const submitted = await api.call<{ name: string; mine: boolean }>('POST', JOBS, {
      token,
      body: render,
      headers: { origin: APP },
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ name: 'Through the token', mine: true });
    const listed = await jobs(token);
    expect(listed.status).toBe(200);
    expect(listed.body.jobs.map((job) => job.name)).toContain('Through the token');
    // Storage keeps its SHA-256 only, tied to the session it came from.
    const rows = await api.storage.db
      .select()
      .from(farmTokens)
      .where(eq(farmTokens.id, sessionKey(token)));
    expect(rows).toEqual([expect.objectContaining({ sessionId: sessionKey(session), origin: APP })]);
    const plain = await queryRows<{ n: number }>(
      api.storage.db,
      sql`select count(*)::int as n from farm_tokens where id = ${token} or id = ${session}`,
    );
    expect(plain[0]!.n).toBe(0);
    // 8 hours from now, however long the session still runs.
    const left = rows[0]!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(FARM_TOKEN_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(FARM_TOKEN_TTL_MS);
  });

  it('is no session anywhere else: projects, the session, the profile, logout, a new hand-off', async () => {
    const session = await api.login('seller5');
    const token = await handOff(session);
    const headers = { origin: APP };
    const refusals = [
      await api.call('GET', '/api/v1/projects', { token, headers }),
      await api.call('GET', '/api/v1/auth/session', { token, headers }),
      await api.call('POST', '/api/v1/auth/refresh', { token, headers, body: {} }),
      await api.call('PUT', '/api/v1/profile/password', {
        token,
        headers,
        body: { currentPassword: 'arredo-seller5', newPassword: 'taken-over-1234' },
      }),
    ];
    for (const reply of refusals) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: 'NO_SESSION' });
    }
    // Logout with it ends nothing: it names no session there.
    await api.call('POST', '/api/v1/auth/logout', { token, headers, body: {} });
    expect((await api.call('GET', '/api/v1/auth/session', { token: session })).status).toBe(200);
    expect((await jobs(token)).status).toBe(200);
    // It cannot get itself a fresh token (that would outlive its 8 hours).
    const page = await api.call<string>(
      'GET',
      `/api/v1/renderfarm/handoff?origin=${encodeURIComponent(APP)}`,
      {
        token,
      },
    );
    expect(page.body).toContain('data-token=""');
  });

  it('counts only from the origin it was handed to', async () => {
    const token = await handOff(await api.login('seller5'));
    expect((await jobs(token, APP)).status).toBe(200);
    // Another listed site, a foreign one, none at all (a script elsewhere, a server).
    for (const origin of [OTHER_SITE, 'https://evil.example', 'null', null]) {
      const reply = await jobs(token, origin);
      expect(reply.status, String(origin)).toBe(401);
      expect(reply.body).toMatchObject({ code: 'NO_SESSION' });
    }
    // The same session's token for the other site is that site's.
    const other = await handOff(await api.login('seller5'), OTHER_SITE);
    expect((await jobs(other, OTHER_SITE)).status).toBe(200);
    expect((await jobs(other, APP)).status).toBe(401);
  });

  it('ends with its session: sign-out, a new login; a refresh carries it over', async () => {
    const session = await api.login('seller5');
    const token = await handOff(session);
    const refreshed = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/refresh', {
      token: session,
      body: {},
    });
    expect(refreshed.status).toBe(200);
    expect((await jobs(token)).status).toBe(200);
    const logout = await api.call('POST', '/api/v1/auth/logout', {
      token: refreshed.body.sessionId,
      body: {},
    });
    expect(logout.status).toBeLessThan(300);
    expect((await jobs(token)).status).toBe(401);
    const rows = await api.storage.db
      .select()
      .from(farmTokens)
      .where(eq(farmTokens.id, sessionKey(token)));
    expect(rows).toEqual([]);
  });

  it('ends after its lifetime, and the purge removes it', async () => {
    const session = await api.login('seller5');
    const found = await sessionAccount(api.storage.db, session);
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60 * 1000);
    const { token, expiresAt } = await issueFarmToken(api.storage.db, found!.session, APP, nineHoursAgo);
    expect(expiresAt.getTime()).toBe(nineHoursAgo.getTime() + FARM_TOKEN_TTL_MS);
    expect((await jobs(token)).status).toBe(401);
    expect(await purgeExpiredFarmTokens(api.storage.db)).toBeGreaterThanOrEqual(1);
    expect(
      await api.storage.db
        .select()
        .from(farmTokens)
        .where(eq(farmTokens.id, sessionKey(token))),
    ).toEqual([]);
    // A fresh one for the same session still works.
    expect((await jobs(await handOff(session))).status).toBe(200);
  });

  it('answers a hostile or malformed token with a clean 401', async () => {
    const session = await api.login('seller5');
    const token = await handOff(session);
    const hostile = [
      'rf.',
      'rf.x',
      `${token}x`,
      token.slice(0, -1),
      `rf.${session}`,
      `rf.${sessionKey(token)}`,
      sessionKey(token),
      `rf.${'A'.repeat(190)}`,
      `rf.${'A'.repeat(5000)}`,
      "rf.'or'1'='1",
      'rf.%00%0d%0a',
    ];
    for (const bad of hostile) {
      const reply = await jobs(bad);
      expect(reply.status, bad.slice(0, 40)).toBe(401);
      expect(reply.body).toMatchObject({ code: 'NO_SESSION' });
    }
  });

  it.skipIf(fixture.kind !== 'postgres')(
    'on PostgreSQL: another server process over the same database takes it, and sees its end',
    async () => {
      const other = await startTestApi(target, { renderFarm: true, configFile, sessionCacheMs: 0 });
      try {
        const session = await api.login('seller5');
        const token = await handOff(session);
        const there = await other.call('GET', JOBS, { token, headers: { origin: APP } });
        expect(there.status).toBe(200);
        await api.call('POST', '/api/v1/auth/logout', { token: session, body: {} });
        expect((await other.call('GET', JOBS, { token, headers: { origin: APP } })).status).toBe(401);
      } finally {
        await other.close();
      }
    },
  );
});
