// /api/v1/maintenance over real HTTP, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { MAINTENANCE_MESSAGE } from '../maintenance/gate';

interface MaintenanceBody {
  startDateTimeUTC: string | null;
  endDateTimeUTC: string | null;
  isMaintenance: boolean;
  active: boolean;
  completed: boolean;
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describeEachStorage('maintenance API', (fixture) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    admin = await api.login('admin');
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.call('POST', '/api/v1/maintenance/end', { token: admin });
  });

  const check = () => api.call<MaintenanceBody>('GET', '/api/v1/maintenance');
  const book = (body: unknown, token = admin) =>
    api.call<MaintenanceBody>('PUT', '/api/v1/maintenance/booking', { token, body });

  it('anyone can check; a fresh store has no maintenance', async () => {
    const reply = await check();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isMaintenance: false, active: false, startDateTimeUTC: null });
  });

  it('books a future window (stored in UTC) without starting it, then cancels with nulls', async () => {
    const booked = await book({
      startDateTimeUTC: '2099-01-01T10:00:00+02:00',
      endDateTimeUTC: '2099-01-01T12:00:00Z',
    });
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual({
      startDateTimeUTC: '2099-01-01T08:00:00.000Z',
      endDateTimeUTC: '2099-01-01T12:00:00.000Z',
      isMaintenance: false,
      active: false,
      completed: false,
    });
    expect((await check()).body.startDateTimeUTC).toBe('2099-01-01T08:00:00.000Z');
    const cancelled = await book({ startDateTimeUTC: null, endDateTimeUTC: null });
    expect(cancelled.body).toMatchObject({
      startDateTimeUTC: null,
      endDateTimeUTC: null,
      isMaintenance: false,
    });
  });

  it('a booked window that contains now is maintenance', async () => {
    await book({ startDateTimeUTC: hoursFromNow(-1), endDateTimeUTC: hoursFromNow(1) });
    expect((await check()).body.isMaintenance).toBe(true);
  });

  it('starts now and ends with completed: true', async () => {
    const started = await api.call<MaintenanceBody>('POST', '/api/v1/maintenance/start', { token: admin });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ isMaintenance: true, active: true, completed: false });
    expect(Math.abs(new Date(started.body.startDateTimeUTC!).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await check()).body.isMaintenance).toBe(true);
    const ended = await api.call<MaintenanceBody>('POST', '/api/v1/maintenance/end', { token: admin });
    expect(ended.body).toMatchObject({ completed: true, isMaintenance: false, active: false });
    expect((await check()).body).toMatchObject({ completed: true, isMaintenance: false });
  });

  it('starting keeps a booked end as the announced end', async () => {
    const end = hoursFromNow(2);
    await book({ startDateTimeUTC: hoursFromNow(1), endDateTimeUTC: end });
    const started = await api.call<MaintenanceBody>('POST', '/api/v1/maintenance/start', { token: admin });
    expect(started.body.endDateTimeUTC).toBe(end);
  });

  it('only administrators may book, start or end (401 without login, 403 for others)', async () => {
    const window = { startDateTimeUTC: hoursFromNow(1), endDateTimeUTC: hoursFromNow(2) };
    const seller = await api.login('seller5');
    const guest = ((await api.call('POST', '/api/v1/auth/guest')).body as { sessionId: string }).sessionId;
    expect((await api.call('PUT', '/api/v1/maintenance/booking', { body: window })).status).toBe(401);
    const refused = await book(window, seller);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Only an administrator may do this', code: 'NOT_ADMIN' });
    expect((await book(window, guest)).status).toBe(403);
    for (const action of ['start', 'end']) {
      expect((await api.call('POST', `/api/v1/maintenance/${action}`)).status).toBe(401);
      expect((await api.call('POST', `/api/v1/maintenance/${action}`, { token: seller })).status).toBe(403);
    }
    expect((await check()).body).toMatchObject({ isMaintenance: false, startDateTimeUTC: null });
  });

  it('rejects bad bookings with 400 and a message', async () => {
    const cases: [unknown, string][] = [
      [
        { startDateTimeUTC: hoursFromNow(1), endDateTimeUTC: null },
        'Give both start and end, or both null to cancel',
      ],
      [
        { startDateTimeUTC: hoursFromNow(2), endDateTimeUTC: hoursFromNow(1) },
        'The end must be after the start',
      ],
      [{ startDateTimeUTC: 'tomorrow', endDateTimeUTC: hoursFromNow(1) }, 'Expected an ISO 8601 date-time'],
      [{ startDateTimeUTC: '2099-01-01T10:00:00', endDateTimeUTC: '2099-01-01T12:00:00' }, 'with zone'],
      [{}, 'startDateTimeUTC'],
    ];
    for (const [body, message] of cases) {
      const reply = await book(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.body as unknown as { message: string }).message).toContain(message);
    }
    expect((await api.call('PUT', '/api/v1/maintenance/booking', { token: admin })).status).toBe(400);
  });

  it('while maintenance runs, other API calls answer 503 MAINTENANCE except for administrators', async () => {
    const seller = await api.login('seller5');
    const setLanguage = (token: string) =>
      api.call('PUT', '/api/v1/profile/language', { token, body: { lang: 'it' } });
    expect((await setLanguage(seller)).status).toBe(200);
    await api.call('POST', '/api/v1/maintenance/start', { token: admin });
    const refused = await setLanguage(seller);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE });
    expect((await setLanguage(admin)).status).toBe(200);
    // Logging in and checking the status stay open.
    expect(await api.login('seller2')).toBeTruthy();
    expect((await check()).body.isMaintenance).toBe(true);
    await api.call('POST', '/api/v1/maintenance/end', { token: admin });
    expect((await setLanguage(seller)).status).toBe(200);
  });

  it('blocks saving only: browsing, the rules and pricing go on for everyone during maintenance', async () => {
    const seller = await api.login('seller5');
    await api.call('POST', '/api/v1/maintenance/start', { token: admin });
    expect((await check()).body.isMaintenance).toBe(true);
    const catalogs = await api.call('GET', '/api/v1/catalogs', { token: seller });
    expect(catalogs.status, JSON.stringify(catalogs.body)).toBe(200);
    const rules = await api.call('POST', '/api/v1/rules/header', {
      token: seller,
      body: { Catalogo: 'KITCHEN', model: 'B1' },
    });
    // Past the gate (this store has no catalogues: the rules answer 404, not 503).
    expect(rules.status, JSON.stringify(rules.body)).not.toBe(503);
    const priced = await api.call('POST', '/api/v1/prices/recompute', { token: seller, body: { rows: [] } });
    expect(priced.status).not.toBe(503);
    const projects = await api.call('GET', '/api/v1/projects', { token: seller });
    expect(projects.status).toBe(200);
    // Saving is what stops.
    const saved = await api.call('POST', '/api/v1/projects', { token: seller, body: { project: {} } });
    expect(saved.status).toBe(503);
    expect(saved.body).toMatchObject({ code: 'MAINTENANCE' });
    await api.call('POST', '/api/v1/maintenance/end', { token: admin });
  });
});
