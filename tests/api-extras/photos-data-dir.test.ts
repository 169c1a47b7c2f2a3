// Uploaded photos land in the data directory the server was started with (the desktop host passes
// its user-data folder), not in DATA_DIR or the project folder.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../support/storage';
import { sampleProject } from '../api-projects/fixtures';
import { startExtrasApi, type ExtrasApi } from './app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachStorage('photo uploads and the configured data directory', (fixture) => {
  let api: ExtrasApi;
  beforeAll(async () => {
    api = await startExtrasApi(await fixture.fresh());
  });
  afterAll(() => api?.close());

  it('stores the photo under <dataDir>/uploads of the running server', async () => {
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
    const uploads = join(api.dataDir, 'uploads');
    expect(existsSync(uploads)).toBe(true);
    const stored = readdirSync(uploads, { recursive: true }).map(String);
    expect(stored.some((name) => name.endsWith('.png'))).toBe(true);
  });
});
