// Photos (multipart, size and type limits, the photo-match image), notifications and translations
// over real HTTP on PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { created, guestToken, setStatus } from '../../tests/api-projects/client';
import { MAX_PHOTO_BYTES } from './photo-store';
import { NON_STRING_TRANSLATION } from './notification-routes';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describeEachStorage('photos, notifications and translations API', (fixture) => {
  let api: TestApi;
  let seller: string;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh());
    seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const upload = async (
    token: string,
    id: number,
    files: { name: string; bytes: Buffer; type?: string }[],
  ) => {
    const form = new FormData();
    for (const file of files)
      form.append(
        'files',
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
        file.name,
      );
    const response = await fetch(`${api.url}/api/v1/projects/${id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & {
        photos?: { urlpic: string; fileName: string }[];
      },
    };
  };

  it('stores uploaded photos and serves the photo-match image to those who may see the project', async () => {
    const project = await created(api, seller);
    const reply = await upload(seller, project.id, [
      { name: 'kitchen.png', bytes: PNG },
      { name: '../../etc/front.jpg', bytes: JPEG_HEAD, type: 'image/jpeg' },
      { name: 'side.webp', bytes: WEBP_HEAD, type: 'application/octet-stream' },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      fileName: 'kitchen.png',
      urlpic: expect.stringMatching(/^\/api\/v1\/photos\/\d+$/),
    });
    expect(reply.body.photos!.map((p) => p.fileName)).toEqual(['kitchen.png', 'front.jpg', 'side.webp']);

    const image = await fetch(`${api.url}${reply.body.urlpic as string}`, {
      headers: { authorization: `Bearer ${seller}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const webp = await api.call('GET', reply.body.photos![2]!.urlpic, { token: seller });
    expect(webp.headers.get('content-type')).toBe('image/webp');

    const other = await api.login('seller2');
    expect((await api.call('GET', reply.body.urlpic as string, { token: other })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/photos/999999', { token: seller })).status).toBe(404);
    expect((await upload(other, project.id, [{ name: 'a.png', bytes: PNG }])).status).toBe(404);
    const log = await api.call<{ entries: { action: string }[] }>(
      'GET',
      `/api/v1/projects/${project.id}/log`,
      { token: seller },
    );
    expect(log.body.entries[0]!.action).toBe('upload photo');
  });

  it('refuses wrong types by content (415) and photos over the size limit (413)', async () => {
    const project = await created(api, seller);
    const fake = await upload(seller, project.id, [
      { name: 'photo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/JPEG, PNG or WebP/);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect((await upload(seller, project.id, [{ name: 'big.png', bytes: big }])).status).toBe(413);
    expect((await upload(seller, project.id, [])).status).toBe(400);
    const json = await api.call('POST', `/api/v1/projects/${project.id}/photos`, { token: seller, body: {} });
    expect(json.status).toBe(415);
    const photos = await api.call<{ entries: { action: string }[] }>(
      'GET',
      `/api/v1/projects/${project.id}/log`,
      { token: seller },
    );
    expect(photos.body.entries.map((e) => e.action)).toEqual(['create']);
  });

  it('lists notifications of the user and deletes them by row id', async () => {
    const owner = await api.login('seller2');
    const project = await created(api, owner);
    const admin = await api.login('admin');
    await setStatus(api, admin, project.id, { status: 'assigned' });
    await setStatus(api, admin, project.id, { status: 'approved' });
    type List = { notifications: { rowId: string; text: string }[] };
    const list = await api.call<List>('GET', '/api/v1/notifications', { token: owner });
    expect(list.body.notifications.map((n) => n.text)).toEqual([
      expect.stringContaining('assigned → approved (by admin)'),
      expect.stringContaining('unassigned → assigned (by admin)'),
    ]);
    const rowId = list.body.notifications[0]!.rowId;
    expect((await api.call('DELETE', `/api/v1/notifications/${rowId}`, { token: admin })).status).toBe(404);
    expect((await api.call('DELETE', `/api/v1/notifications/${rowId}`, { token: owner })).status).toBe(204);
    expect((await api.call('DELETE', `/api/v1/notifications/${rowId}`, { token: owner })).status).toBe(404);
    expect(
      (await api.call<List>('GET', '/api/v1/notifications', { token: owner })).body.notifications,
    ).toHaveLength(1);
    expect((await api.call('GET', '/api/v1/notifications', { token: await guestToken(api) })).status).toBe(
      403,
    );
  });

  it('saves translations (replies OK) and reads them back; refuses non-string text', async () => {
    // The saved texts are global: administrators only (issue 8).
    const admin = await api.login('admin');
    const save = await api.call('PUT', '/api/v1/translations/it_IT', {
      token: admin,
      body: { translations: { 'menu.save': 'Salva', 'menu.open': 'Apri' } },
    });
    expect(save.status).toBe(200);
    expect(save.body).toBe('OK');
    await api.call('PUT', '/api/v1/translations/it-IT', {
      token: admin,
      body: { translations: { 'menu.save': 'Salva progetto' } },
    });
    const read = await api.call('GET', '/api/v1/translations/it-IT', { token: await guestToken(api) });
    expect(read.body).toEqual({
      lang: 'it-IT',
      translations: { 'menu.save': 'Salva progetto', 'menu.open': 'Apri' },
    });

    const bad = await api.call<{ message: string }>('PUT', '/api/v1/translations/it', {
      token: admin,
      body: { translations: { 'menu.save': 42 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(NON_STRING_TRANSLATION);
    for (const user of ['customer', 'seller2', 'seller5'] as const) {
      const token = await api.login(user);
      const denied = await api.call('PUT', '/api/v1/translations/it', { token, body: { translations: {} } });
      expect(denied.status, user).toBe(403);
    }
  });
});
