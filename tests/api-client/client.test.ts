// @vitest-environment node
// The typed client (renderer/api) against the real back end over HTTP: server/start.ts on a fresh
// PGlite store, the session kept in a cookie as in a browser. Checks that the client's paths and
// shapes are the server's, and that every call it can make is a route of the OpenAPI document.
import { rm } from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../renderer/api/client';
import { createApi, type Api } from '../../renderer/api/index';
import { createReportsApi } from '../../renderer/api/reports';
import { ApiError, createTransport, isMaintenanceError, type Transport } from '../../renderer/api/transport';
import { startServer, type StartedServer } from '../../server/start';
import { SEED_USERS } from '../../server/accounts/seed';
import { stripedPng } from '../reports/png';
import { sampleProject } from '../reports/sample-project';
import { freshPgliteDataDir } from '../support/storage';
import { pdfMagic } from '../support/pdf';
import { cookieKeepingFetch } from './cookie-fetch';
import { clientCalls } from './every-call';

let server: StartedServer;
let dataDir: string;
const previousDataDir = process.env.DATA_DIR;

/** A browser-like client: its own cookie jar, the server as document base. */
function browser(): { transport: Transport; api: Api; cookies: Map<string, string> } {
  const fetch = cookieKeepingFetch();
  const transport = createTransport({ baseUrl: `${server.url}/`, fetch });
  return { transport, api: createApi(transport), cookies: fetch.cookies };
}

const seed = (user: string) => {
  const found = SEED_USERS.find((entry) => entry.user === user);
  if (!found) throw new Error(`No seed user ${user}`);
  return { id: found.id, user: found.user, password: found.password };
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  dataDir = await freshPgliteDataDir();
  // Photos and reports are stored under defaultPaths().dataDir (DATA_DIR), not startServer's dataDir.
  process.env.DATA_DIR = dataDir;
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
});

afterAll(async () => {
  await server?.close();
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

describe('typed client against the real server', () => {
  it('logs a guest in through the start-up client and keeps the session cookie', async () => {
    const { transport, api, cookies } = browser();
    const client = createApiClient(transport);
    const login = await client.guestLogin();
    expect(login.kind).toBe('guest');
    expect(login.profile.guest).toBe(true);
    expect(cookies.has('arredo_session')).toBe(true);
    const session = await api.auth.session();
    expect(session.profile.kind).toBe('guest');
    await expect(client.maintenanceStatus()).resolves.toMatchObject({ isMaintenance: false });
    // Guests are refused where a login is needed (spec 6: 'First must do login').
    expect(await rejection(api.notifications.list())).toMatchObject({
      status: 403,
      message: 'First must do login',
    });
  });

  it('the start-up client finds the live session (null without one) and a password changes', async () => {
    const { transport, api } = browser();
    const client = createApiClient(transport);
    await expect(client.currentSession()).resolves.toBeNull();
    await client.login(seed('seller2'));
    await expect(client.currentSession()).resolves.toMatchObject({
      kind: 'pro',
      account: { username: 'seller2', pricelist: 'RETAIL-CHF', currency: 'CHF' },
    });
    const wrong = await rejection(api.auth.changePassword('nope', 'a-new-secret'));
    expect(wrong).toMatchObject({ status: 403, code: 'WRONG_PASSWORD' });
    await api.auth.changePassword(seed('seller2').password, 'a-new-secret');
    await api.auth.changePassword('a-new-secret', seed('seller2').password);
  });

  it('works with Authorization: Bearer where no cookie travels', async () => {
    let token: string | undefined;
    const transport = createTransport({ baseUrl: `${server.url}/`, fetch, bearerToken: () => token });
    const api = createApi(transport);
    token = (await api.auth.login(seed('seller2'))).sessionId;
    await expect(api.auth.session()).resolves.toMatchObject({ profile: { shop: { cod: 'ZURICH' } } });
    token = undefined;
    expect(await rejection(api.auth.session())).toMatchObject({ status: 401 });
  });

  it('logs a seller in, and refuses wrong credentials with the spec message', async () => {
    const { transport, api } = browser();
    const client = createApiClient(transport);
    const wrong = await rejection(client.login({ ...seed('seller5'), password: 'nope' }));
    expect(wrong).toMatchObject({ status: 401, message: 'Incorrect data, please check your credentials.' });
    const login = await client.login(seed('seller5'));
    expect(login).toMatchObject({
      kind: 'pro',
      sellerLevel: 5,
      profile: { guest: false, shop: { cod: 'MILANO' } },
    });
    const session = await api.auth.session();
    expect(session.profile.shop).toMatchObject({ cod: 'MILANO', currency: 'EUR' });
    expect((await api.auth.setLanguage('d')).profile.language).toBe('de');
    await client.logout();
    expect(await rejection(api.auth.session())).toMatchObject({ status: 401 });
  });

  it('lists catalogues and models and loads a rule', async () => {
    const { api } = browser();
    await api.auth.login(seed('seller5'));
    const catalogs = await api.catalog.catalogs('en');
    expect(catalogs.map((catalog) => catalog.cod)).toContain('KITCHEN');
    const models = await api.catalog.models('KITCHEN');
    expect(models.map((model) => model.cod)).toContain('B1');
    const evaluation = await api.catalog.loadRule({ catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600' });
    expect(evaluation).toMatchObject({ catalog: 'KITCHEN', model: 'B1', valid: true });
    expect(evaluation.variant).toContain('WIDTH=600');
    expect(evaluation.erp.length).toBeGreaterThan(0);
    expect(await rejection(api.catalog.models('NOPE'))).toMatchObject({ status: 404 });
  });

  it('saves, opens, lists and versions a project; a stale save gets 409 with the current revision', async () => {
    const { api } = browser();
    await api.auth.login(seed('seller5'));
    const created = await api.projects.save({ schemaVersion: 2, des: 'Client kitchen', rows: [] });
    expect(created).toMatchObject({ revision: 1, readOnly: false, project: { des: 'Client kitchen' } });
    const opened = await api.projects.open(created.id);
    expect(opened).toMatchObject({
      id: created.id,
      revision: 1,
      project: { id: created.id, des: 'Client kitchen' },
    });

    const saved = await api.projects.save(
      { ...opened.project, des: 'Client kitchen v2' },
      { baseRevision: 1 },
    );
    expect(saved).toMatchObject({ id: created.id, revision: 2, project: { des: 'Client kitchen v2' } });
    const stale = await rejection(
      api.projects.save({ ...opened.project, des: 'Lost edit' }, { baseRevision: 1 }),
    );
    expect(stale).toMatchObject({
      status: 409,
      code: 'STALE_REVISION',
      currentRevision: 2,
      project: { id: created.id, des: 'Client kitchen v2' },
    });

    const list = await api.projects.list({ text: 'Client kitchen', pageSize: 10 });
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.items[0]).toMatchObject({ id: created.id, des: 'Client kitchen v2', revision: 2 });

    await expect(api.projects.createVersion(created.id, 'first')).resolves.toMatchObject({
      name: 'first',
      revision: 2,
    });
    expect(await rejection(api.projects.createVersion(created.id, 'first'))).toMatchObject({
      status: 409,
      code: 'VERSION_EXISTS',
    });
    expect((await api.projects.listVersions(created.id)).map((v) => v.name)).toEqual(['first']);
    const status = await api.projects.setStatus(created.id, { status: 'offer' });
    expect(status).toMatchObject({ status: 'offer', revision: 3 });
    const restored = await api.projects.restoreVersion(created.id, 'first');
    expect(restored).toMatchObject({ revision: 4, project: { des: 'Client kitchen v2' } });
    const log = await api.projects.log(created.id);
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create version', 'set status', 'restore version']),
    );

    const copy = await api.projects.clone(created.id);
    expect(copy.project.des).toBe('Client kitchen v2 (copy)');
    await api.projects.remove(copy.id);
    expect(await rejection(api.projects.open(copy.id))).toMatchObject({ status: 404 });
  });

  it('uploads a photo (files plus project id) and fetches the photo-match image', async () => {
    const { api } = browser();
    await api.auth.login(seed('seller5'));
    const project = await api.projects.save({ schemaVersion: 2, des: 'With photo' });
    const png = Buffer.from(stripedPng(3, 20).split(',')[1]!, 'base64');
    const progress = vi.fn();
    const upload = await api.photos.upload(project.id, [new File([png], 'wall.png')], progress);
    expect(upload).toMatchObject({ fileName: 'wall.png', photos: [{ fileName: 'wall.png' }] });
    expect(progress).toHaveBeenCalledWith(1, 1);
    const image = await api.photos.image(upload.urlpic);
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const refused = await rejection(api.photos.upload(project.id, [new File(['GIF89a'], 'x.gif')]));
    expect(refused).toMatchObject({ status: 415, code: 'PHOTO_TYPE' });
  });

  it('creates a PDF report, fetches it and saves it under the caller name', async () => {
    const { api, transport } = browser();
    await api.auth.login(seed('seller5'));
    const reply = await api.reports.create({
      json1: sampleProject({ rows: 2, pictures: false }),
      fileName: 'offer-7.pdf',
    });
    expect(reply.fileName).toBe('offer-7.pdf');
    const pdf = await api.reports.fetchFile(reply.url);
    expect(await pdfMagic(pdf)).toBe('%PDF-');
    const download = vi.fn();
    await expect(createReportsApi(transport, download).savePdf(reply.url)).resolves.toBe(true);
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'order_merge.pdf');

    // Another session may not download it: the failure is logged as 'Fetch error:' with the status.
    const other = browser();
    await other.api.auth.guest();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(createReportsApi(other.transport, download).savePdf(reply.url)).resolves.toBe(false);
      expect(consoleError).toHaveBeenCalledWith('Fetch error:', 404);
    } finally {
      consoleError.mockRestore();
    }
    expect(await rejection(api.reports.create({ json1: 'not a project' }))).toMatchObject({ status: 400 });
  });

  it('saves and reads translations, lists notifications', async () => {
    const { api } = browser();
    await api.auth.login(seed('admin')); // saved translations are global: administrators only
    await api.translations.save('it', { 'client.test': 'Prova' });
    await expect(api.translations.get('it')).resolves.toMatchObject({ 'client.test': 'Prova' });
    await expect(api.notifications.list()).resolves.toEqual(expect.any(Array));
    expect(await rejection(api.notifications.remove('no-such-row'))).toMatchObject({ status: 404 });
  });

  it('answers a maintenance error the client recognises while maintenance runs', async () => {
    const admin = browser();
    await admin.api.auth.login(seed('admin'));
    const seller = browser();
    await seller.api.auth.login(seed('seller5'));
    await admin.api.maintenance.start();
    try {
      // Maintenance blocks saving only: reading goes on, a save gets the error the client recognises.
      await expect(seller.api.projects.list()).resolves.toMatchObject({ page: 1 });
      const error = await rejection(seller.api.projects.save({ schemaVersion: 2, des: 'During', rows: [] }));
      expect(isMaintenanceError(error)).toBe(true);
      // Spec 4: the status is checked again on a maintenance error, and that call stays open.
      await expect(seller.api.maintenance.status()).resolves.toMatchObject({ isMaintenance: true });
    } finally {
      await expect(admin.api.maintenance.end()).resolves.toMatchObject({ completed: true });
    }
    await expect(seller.api.projects.list()).resolves.toMatchObject({ page: 1 });
  });

  it('uses only documented routes, each with its documented method', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      })),
    );
    const calls = await clientCalls();
    expect(calls).toHaveLength(52);
    const undocumented = calls.filter((call) => {
      const [method, path] = call.split(' ') as [string, string];
      return !routes.some((route) => route.method === method && route.pattern.test(path));
    });
    expect(undocumented).toEqual([]);
  });
});
