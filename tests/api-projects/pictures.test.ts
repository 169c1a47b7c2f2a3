// Issue 25: pictures are stored once and referenced by id. A save with inline pictures stores each
// distinct picture once and keeps references; the next save and every open carry no picture bytes;
// the list picture and the offer PDF still show them; a project stored with inline pictures (before
// issue 25) opens as it was.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pictureIdOf } from '../../core/project';
import { queryRows } from '../../server/storage';
import { describeEachStorage, tempDir } from '../support/storage';
import { startTestApi, type TestApi } from '../support/api';
import { stripedPng } from '../reports/png';
import { createProject, saveProject } from './client';
import { sampleProject } from './fixtures';

const withPictures = (rows: number) => {
  const project = sampleProject(rows, { img: stripedPng(99, 200) }) as {
    img: string;
    rows: Record<string, unknown>[];
  };
  // Ten distinct row pictures over the rows: the same picture on several rows is stored once.
  project.rows.forEach((row, i) => (row.img = stripedPng(i % 10)));
  return project;
};

describeEachStorage('pictures stored once, referenced by id', (fixture) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    token = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const pictureCount = async () =>
    (
      await queryRows<{ n: number }>(
        api.storage.db,
        sql`select count(*)::int as n from files where kind = 'picture'`,
      )
    )[0]!.n;

  it('a 50-row save stores 11 pictures once; the saved and opened project carries references only', async () => {
    const before = await pictureCount();
    const project = withPictures(50);
    const sent = JSON.stringify({ project }).length;
    const created = await createProject(api, token, project);
    expect(created.status).toBe(201);
    expect(await pictureCount()).toBe(before + 11);
    const saved = created.body.project as unknown as { img: string; rows: { img: string }[] };
    expect(pictureIdOf(saved.img)).not.toBeNull();
    expect(saved.rows.every((row) => pictureIdOf(row.img) !== null)).toBe(true);
    expect(new Set(saved.rows.map((row) => row.img)).size).toBe(10);
    const opened = await api.raw(`/api/v1/projects/${created.body.id}`, token);
    const openedText = Buffer.from(opened.bytes).toString();
    expect(openedText).not.toContain('base64');
    // The save back is the lean one: references, no bytes (figures for the README: bytes before/after).
    const lean = JSON.stringify({
      project: created.body.project,
      baseRevision: created.body.revision,
    }).length;
    const pictureBytes = [project.img as string, ...project.rows.map((row) => row.img as string)].join(
      '',
    ).length;
    expect(lean).toBeLessThan(sent - pictureBytes + 51 * 60);
    console.log(`50-row save: ${sent} bytes with inline pictures, ${lean} bytes with references`);
    const again = await saveProject(api, token, created.body.id, created.body.project, created.body.revision);
    expect(again.status).toBe(200);
    expect(await pictureCount()).toBe(before + 11);
    // The same pictures inline again (an older client) are found, not stored twice.
    const inline = await saveProject(api, token, created.body.id, project, again.body.revision);
    expect(inline.status).toBe(200);
    expect(await pictureCount()).toBe(before + 11);
  });

  it('serves a stored picture as immutable, and the list picture and the PDF still show it', async () => {
    const created = await createProject(api, token, withPictures(2));
    const img = (created.body.project as unknown as { img: string }).img;
    const picture = await api.raw(img);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(picture.bytes).toString('base64')).toBe(stripedPng(99, 200).split(',')[1]);
    const listPicture = await api.raw(`/api/v1/projects/${created.body.id}/picture`, token);
    expect(listPicture.status).toBe(200);
    expect(Buffer.from(listPicture.bytes).equals(Buffer.from(picture.bytes))).toBe(true);
    // The PDF embeds the project and row pictures (their bytes read back from the database).
    const imagesIn = async (id: number) => {
      const reply = await api.call<{ url: string }>('POST', `/api/v1/projects/${id}/offer-pdf`, {
        token,
        body: {},
      });
      expect(reply.status).toBe(200);
      const file = join(await tempDir('arredo-pictures-'), `${id}.pdf`);
      await writeFile(file, (await api.raw(reply.body.url, token)).bytes);
      return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
    };
    const plain = await createProject(api, token, sampleProject(2));
    expect(await imagesIn(plain.body.id)).toBe(0);
    expect(await imagesIn(created.body.id)).toBeGreaterThanOrEqual(3);
  });

  it('stores a picture sent on its own, and refuses what is not an image', async () => {
    const bytes = Buffer.from(stripedPng(5).split(',')[1]!, 'base64');
    const stored = await fetch(`${api.url}/api/v1/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: bytes,
    });
    expect(stored.status).toBe(201);
    const { url } = (await stored.json()) as { url: string };
    expect(pictureIdOf(url)).not.toBeNull();
    const text = await fetch(`${api.url}/api/v1/pictures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(text.status).toBe(415);
    const anonymous = await fetch(`${api.url}/api/v1/pictures`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    expect(anonymous.status).toBe(401);
  });

  it('a project stored with inline pictures before issue 25 opens as it was', async () => {
    const created = await createProject(api, token, sampleProject(1));
    const old = { ...(created.body.project as object), img: stripedPng(7) };
    await api.storage.db.execute(
      sql`update projects set data = ${JSON.stringify(old)}::json where id = ${created.body.id}`,
    );
    const opened = await api.call<{ project: { img: string } }>(
      'GET',
      `/api/v1/projects/${created.body.id}`,
      { token },
    );
    expect(opened.body.project.img).toBe(stripedPng(7));
    const listPicture = await api.raw(`/api/v1/projects/${created.body.id}/picture`, token);
    expect(listPicture.status).toBe(200);
  });
});
