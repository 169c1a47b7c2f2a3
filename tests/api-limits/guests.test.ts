// Abuse by anonymous visitors (issue 20), over real HTTP on PGlite and PostgreSQL: photos count toward
// the guest quota and are rate-limited per session and per address; a daily budget per address and a
// cap for all guests together; the purge of ended guest sessions' projects, versions and files; a
// registration that keeps the guest's projects across a session refresh.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sampleProject } from '../api-projects/fixtures';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage, tempDir } from '../support/storage';
import { waitForMail } from '../support/outbox';
import { queryRows } from '../../server/storage';
import { PhotoStore } from '../../server/projects/photo-store';
import { purgeGuestData } from '../../server/guests/purge';
import { purgeExpiredSessions } from '../../server/accounts/sessions';

type Reply = { status: number; body: { message?: string; code?: string; id?: number }; headers: Headers };

/** A PNG header and `size` bytes of noise: told a PNG by content, stored as sent. */
const png = (size: number) =>
  new Blob(
    [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)])],
    {
      type: 'image/png',
    },
  );

async function upload(api: TestApi, token: string, projectId: number, size: number, from = '10.0.0.1') {
  const form = new FormData();
  form.append('file', png(size), 'room.png');
  const response = await fetch(`${api.url}/api/v1/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as Reply['body'],
    headers: response.headers,
  };
}

const create = (api: TestApi, token: string, project: object, from = '10.0.0.1'): Promise<Reply> =>
  api.call('POST', '/api/v1/projects', { token, body: { project }, headers: { 'x-forwarded-for': from } });

/** A project whose picture is `size` random bytes (base64): stored about as large as sent. */
const noisy = (size: number) => sampleProject(1, { img: randomBytes(size).toString('base64') });

describeEachStorage('guest abuse: photos, budgets, purge, registration', (storage) => {
  describe('photos and the per-address budget', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(await storage.fresh(), {
        dataDir: await tempDir('arredo-guests-'),
        trustProxy: ['127.0.0.1'],
        limits: {
          quotas: { guestBytes: 400_000, guestBytesPerAddressPerDay: 1_000_000 },
          photoUploads: {
            perSession: { max: 3, timeWindowMs: 60_000 },
            perGuestAddress: { max: 5, timeWindowMs: 60_000 },
          },
        },
      });
    }, 60_000);
    afterAll(() => api?.close());

    it("counts a guest's photos toward the session's quota, before the upload is stored", async () => {
      const guest = await api.guest();
      const project = await create(api, guest, sampleProject(1), '10.1.0.1');
      expect(project.status).toBe(201);
      expect((await upload(api, guest, project.body.id!, 150_000, '10.1.0.1')).status).toBe(201);
      expect((await upload(api, guest, project.body.id!, 150_000, '10.1.0.1')).status).toBe(201);
      // Without the count a guest stored 500 MB of photos in 2.4 s.
      const refused = await upload(api, guest, project.body.id!, 150_000, '10.1.0.1');
      expect(refused.status).toBe(413);
      expect(refused.body.code).toBe('QUOTA_EXCEEDED');
      expect(refused.body.message).toMatch(
        /^A guest may store 0\.4 MB \(now 0\.\d MB\); delete projects or log in/,
      );
      const files = await queryRows<{ n: number }>(
        api.storage.db,
        sql`select count(*)::int as n from uploads where project_id = ${project.body.id!}`,
      );
      expect(files[0]!.n).toBe(2);
      // Saves count the photos too.
      expect((await create(api, guest, noisy(90_000), '10.1.0.1')).status).toBe(413);
    });

    it('limits photo uploads per session and, for guests, per address; staff keep uploading', async () => {
      const from = '10.2.0.1';
      const first = await api.guest();
      const mine = await create(api, first, sampleProject(1), from);
      for (let i = 0; i < 3; i += 1)
        expect((await upload(api, first, mine.body.id!, 100, from)).status).toBe(201);
      const session = await upload(api, first, mine.body.id!, 100, from);
      expect(session.status).toBe(429);
      expect(session.body).toMatchObject({ code: 'PHOTO_RATE_LIMIT' });
      expect(Number(session.headers.get('retry-after'))).toBeGreaterThan(0);
      // A fresh session from the same address: the address has used its 5 (4 counted, refused included).
      const second = await api.guest();
      const theirs = await create(api, second, sampleProject(1), from);
      expect((await upload(api, second, theirs.body.id!, 100, from)).status).toBe(201);
      expect((await upload(api, second, theirs.body.id!, 100, from)).status).toBe(429);
      // Another address is not held back, nor is a seller at the same address.
      expect((await upload(api, second, theirs.body.id!, 100, '10.2.0.2')).status).toBe(201);
      const seller = await api.login('seller5');
      const project = await create(api, seller, sampleProject(1), from);
      expect((await upload(api, seller, project.body.id!, 100, from)).status).toBe(201);
    });

    it('bounds what guests from one address store per day, whatever the number of sessions', async () => {
      const from = '10.3.0.1';
      const stored: number[] = [];
      let refused: Reply | undefined;
      // Each session stays far under its own quota; fresh sessions are free.
      for (let i = 0; i < 12 && !refused; i += 1) {
        const reply = await create(api, await api.guest(), noisy(100_000), from);
        if (reply.status === 201) stored.push(reply.body.id!);
        else refused = reply;
      }
      expect(stored.length).toBeGreaterThanOrEqual(5);
      expect(stored.length).toBeLessThan(8);
      expect(refused?.status).toBe(429);
      expect(refused?.body.code).toBe('GUEST_DAILY_BUDGET');
      expect(refused?.body.message).toMatch(
        /^Guests from your address may store 1\.0 MB a day \(0\.\d MB today\); log in to save more, or try again tomorrow$/,
      );
      const wait = Number(refused?.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      // Another address starts from zero.
      expect((await create(api, await api.guest(), noisy(100_000), '10.3.0.2')).status).toBe(201);
    });

    it('counts what saves add, not every save: a guest saving one project over and over is not refused', async () => {
      const from = '10.3.5.1';
      const guest = await api.guest();
      const project = noisy(100_000);
      const made = await create(api, guest, project, from);
      expect(made.status).toBe(201);
      // Twelve saves of about 135 KB each would be over the 1 MB budget if each counted whole.
      for (let revision = 1; revision <= 12; revision += 1) {
        const saved = await api.call('PUT', `/api/v1/projects/${made.body.id}`, {
          token: guest,
          body: { project, baseRevision: revision },
          headers: { 'x-forwarded-for': from },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
    });

    it('counts concurrent writes before checking: a burst cannot slip under the budget', async () => {
      const from = '10.4.0.1';
      const guests = await Promise.all(Array.from({ length: 16 }, () => api.guest()));
      const replies = await Promise.all(guests.map((guest) => create(api, guest, noisy(100_000), from)));
      const stored = replies.filter((reply) => reply.status === 201).length;
      expect(stored).toBeLessThan(8);
      expect(replies.filter((reply) => reply.status === 429).length).toBe(16 - stored);
    });
  });

  describe('the cap on all guests together', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(await storage.fresh(), {
        trustProxy: ['127.0.0.1'],
        limits: { quotas: { guestBytesTotal: 600_000 } },
      });
    }, 60_000);
    afterAll(() => api?.close());

    it('refuses guests once guest storage is full, from any address; accounts still save', async () => {
      const replies: Reply[] = [];
      for (let i = 0; i < 8; i += 1)
        replies.push(await create(api, await api.guest(), noisy(100_000), `10.5.0.${i}`));
      const stored = replies.filter((reply) => reply.status === 201).length;
      expect(stored).toBeGreaterThanOrEqual(3);
      expect(stored).toBeLessThan(5);
      const refused = replies.find((reply) => reply.status !== 201)!;
      expect(refused.status).toBe(413);
      expect(refused.body).toMatchObject({
        code: 'GUEST_STORAGE_FULL',
        message: 'Storage for guests on this server is full; log in to save your work',
      });
      const seller = await api.login('seller5');
      expect((await create(api, seller, noisy(100_000))).status).toBe(201);
    });
  });

  describe('purge of ended guest sessions, and registration', () => {
    let api: TestApi;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await tempDir('arredo-purge-');
      api = await startTestApi(await storage.fresh(), {
        dataDir,
        mail: { publicUrl: 'https://shop.example.com/' },
      });
    }, 60_000);
    afterAll(() => api?.close());

    const DAY = 24 * 3600 * 1000;
    const photos = () => new PhotoStore(api.storage.db);
    const storedPhotos = async (projectId: number) =>
      (
        await queryRows<{ n: number }>(
          api.storage.db,
          sql`select count(*)::int as n from files where kind = 'photo' and project_id = ${projectId}`,
        )
      )[0]!.n;
    const projectRows = async (id: number) =>
      (
        await queryRows<{ n: number }>(
          api.storage.db,
          sql`select (select count(*) from projects where id = ${id})
                + (select count(*) from project_versions where project_id = ${id})
                + (select count(*) from uploads where project_id = ${id}) as n`,
        )
      ).map((row) => Number(row.n))[0];

    it('deletes the projects, versions and photos of guests whose session ended a week ago, and only those', async () => {
      const ended = await api.guest();
      const old = await create(api, ended, sampleProject(1));
      expect(
        (
          await api.call('POST', `/api/v1/projects/${old.body.id}/versions`, {
            token: ended,
            body: { name: 'v1' },
          })
        ).status,
      ).toBe(201);
      expect((await upload(api, ended, old.body.id!, 1000)).status).toBe(201);
      const live = await api.guest();
      const kept = await create(api, live, sampleProject(1));
      const seller = await api.login('seller5');
      const staff = await create(api, seller, sampleProject(1));
      expect(await projectRows(old.body.id!)).toBe(3);
      expect(await storedPhotos(old.body.id!)).toBe(1);

      // The session ends (expires) now; the hourly session purge keeps it while it owns projects.
      await api.storage.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where id in
            (select session_id from projects where id = ${old.body.id!})`,
      );
      await purgeExpiredSessions(api.storage.db);
      expect(await purgeGuestData(api.storage.db, photos())).toEqual({ projects: 0, sessions: 0 });
      expect(await projectRows(old.body.id!)).toBe(3);

      // Seven days after the end: gone, files too. Live guests' and staff projects stay.
      const later = new Date(Date.now() + 7 * DAY + 60_000);
      expect(await purgeGuestData(api.storage.db, photos(), 7 * DAY, later)).toEqual({
        projects: 1,
        sessions: 1,
      });
      expect(await projectRows(old.body.id!)).toBe(0);
      expect(await storedPhotos(old.body.id!)).toBe(0);
      expect((await api.call('GET', `/api/v1/projects/${kept.body.id}`, { token: live })).status).toBe(200);
      expect((await api.call('GET', `/api/v1/projects/${staff.body.id}`, { token: seller })).status).toBe(
        200,
      );
    });

    it('takes the age from the configuration: projects left by a logout go after their retention', async () => {
      const guest = await api.guest();
      const made = await create(api, guest, sampleProject(1));
      expect((await api.call('POST', '/api/v1/auth/logout', { token: guest })).status).toBeLessThan(300);
      const inTwoDays = new Date(Date.now() + 2 * DAY);
      expect((await purgeGuestData(api.storage.db, photos(), 3 * DAY, inTwoDays)).projects).toBe(0);
      expect(await projectRows(made.body.id!)).toBe(1);
      expect((await purgeGuestData(api.storage.db, photos(), 1 * DAY, inTwoDays)).projects).toBeGreaterThan(
        0,
      );
      expect(await projectRows(made.body.id!)).toBe(0);
    });

    it("keeps the guest's projects when the session was refreshed between the request and the link", async () => {
      const email = 'refreshed.guest@example.com';
      const guest = await api.guest();
      const before = await create(api, guest, sampleProject(1, { des: 'Before refresh' }));
      const asked = await api.call('POST', '/api/v1/auth/guest-register/request', {
        token: guest,
        body: { email, firstName: 'Visit https://evil.example', lastName: 'now' },
      });
      expect(asked.status).toBe(202);
      const refreshed = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/refresh', {
        token: guest,
      });
      expect(refreshed.status).toBe(200);
      const after = await create(api, refreshed.body.sessionId, sampleProject(1, { des: 'After refresh' }));
      const mail = await waitForMail(dataDir, email);
      // Greeted by address only: nothing the visitor typed as a name goes out from the shop's address.
      expect(mail.text).toContain(`Hello ${email},`);
      expect(mail.text).not.toContain('evil.example');
      const code = mail.links[0]!.split('/').pop()!;
      const done = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/guest-register', {
        body: { code, password: 'kept after refresh' },
      });
      expect(done.status).toBe(200);
      const list = await api.call<{ items: { id: number }[] }>('GET', '/api/v1/projects', {
        token: done.body.sessionId,
      });
      expect(list.body.items.map((item) => item.id).sort()).toEqual([before.body.id, after.body.id].sort());
      // Registered projects are the account's: a later purge leaves them.
      await purgeGuestData(api.storage.db, photos(), DAY, new Date(Date.now() + 30 * DAY));
      expect(await projectRows(before.body.id!)).toBe(1);
    });
  });
});
