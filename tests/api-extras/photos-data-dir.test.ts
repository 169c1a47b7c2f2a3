// Uploaded photos are stored in the database (issue 25: any server process serves them), never in a
// data folder, DATA_DIR or the project folder. (Before issue 25 they went to <dataDir>/uploads.)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/storage';
import { describeEachStorage } from '../support/storage';
import { sampleProject } from '../api-projects/fixtures';
import { startExtrasApi, type ExtrasApi } from './app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachStorage('photo uploads are stored in the database', (fixture) => {
  let api: ExtrasApi;
  beforeAll(async () => {
    api = await startExtrasApi(await fixture.fresh());
  });
  afterAll(() => api?.close());

  it('stores the photo in the database, none under the data folder, and serves it back', async () => {
    const seller = await api.login('seller5');
    const saved = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: sampleProject(1) },
    });
    expect(saved.status).toBe(201);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'kitchen.png');
    const reply = await fetch(`${api.url}/api/v1/projects/${saved.body.id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller}` },
      body: form,
    });
    expect(reply.status).toBe(201);
    const { urlpic } = (await reply.json()) as { urlpic: string };
    expect(existsSync(join(api.dataDir, 'uploads'))).toBe(false);
    const stored = await queryRows<{ kind: string; size: number }>(
      api.storage.db,
      sql`select kind, size::int as size from files where project_id = ${saved.body.id}`,
    );
    expect(stored).toEqual([{ kind: 'photo', size: PNG.length }]);
    const photo = await fetch(new URL(urlpic, api.url), { headers: { authorization: `Bearer ${seller}` } });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
