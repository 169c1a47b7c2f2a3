// The photo flow's server half (issue 22, spec 4, 8): a row's photo upload and its refusals
// (409 E05 duplicate with the stored match, 415, 413, 422), and the offer PDF printing the row
// photos and the render chosen with "Use in offer" (pdfimages reads the embedded pictures back).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderJobs, users } from '../../server/storage/schema';
import { DatabaseRenderImages } from '../../server/renderfarm/images';
import { MAX_PHOTO_BYTES } from '../../server/projects/photo-store';
import type { TestApi } from '../support/api';
import { keepPdf, pagePictures } from './pdf-tools';
import { stripedPng } from './png';
import { startReportsApi } from './reports-api';
import { sampleProject } from './sample-project';

const RENDER_JPEG = readFileSync(new URL('./fixtures/render-320x180.jpg', import.meta.url));
const png = (seed: number, size: number) => Buffer.from(stripedPng(seed, size).split(',')[1]!, 'base64');

let api: TestApi;
let seller: string;
let close: (() => Promise<void>) | undefined;
let projectId: number;
let stored: Record<string, unknown> & { rows: { uniqueid: string }[] };

beforeAll(async () => {
  ({ api, seller, close } = await startReportsApi('arredo-row-photos-'));
  const reply = await api.call<{ id: number; project: typeof stored }>('POST', '/api/v1/projects', {
    token: seller,
    body: { project: sampleProject({ rows: 3, pictures: false }) },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  projectId = reply.body.id;
  stored = reply.body.project;
});
afterAll(() => close?.());

interface UploadReply {
  urlpic?: string;
  fileName?: string;
  row?: string;
  message?: string;
  code?: string;
  photo?: { urlpic: string; fileName: string; row: string };
}

async function upload(parts: ({ row: string } | { name: string; bytes: Buffer })[], token = seller) {
  const form = new FormData();
  for (const part of parts)
    if ('row' in part) form.append('row', part.row);
    else form.append('files', new Blob([new Uint8Array(part.bytes)], { type: 'image/png' }), part.name);
  const response = await fetch(`${api.url}/api/v1/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadReply };
}

/** `pdfimages -list`: the width x height of every embedded picture. */
function embeddedSizes(file: string): string[] {
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/))
    .map((cols) => `${cols[3]}x${cols[4]}`);
}

async function offer(name: string, project: unknown): Promise<string> {
  const created = await api.call<{ url: string }>('POST', '/api/v1/reports', {
    token: seller,
    body: { json1: project, idProject: projectId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const file = await api.raw(created.body.url, seller);
  expect(file.status).toBe(200);
  return keepPdf(name, file.bytes);
}

describe('row photos (spec 4 photo flow)', () => {
  it('stores a row photo, and answers the same bytes for the same row with E05 and the stored match', async () => {
    const row = stored.rows[0]!.uniqueid;
    const first = await upload([{ row }, { name: 'front.png', bytes: png(1, 600) }]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      row,
      fileName: 'front.png',
      urlpic: expect.stringMatching(/^\/api\/v1\/photos\/\d+$/),
    });

    const again = await upload([{ row }, { name: 'again.png', bytes: png(1, 600) }]);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('E05');
    expect(again.body.message).toBe('This row already has this photo; the stored one is used');
    expect(again.body.photo).toEqual({ urlpic: first.body.urlpic, fileName: 'front.png', row });

    // The same picture for another row, or another picture for this one, is a new photo.
    const other = await upload([
      { row: stored.rows[1]!.uniqueid },
      { name: 'front.png', bytes: png(1, 600) },
    ]);
    expect(other.status).toBe(201);
    expect((await upload([{ row }, { name: 'new.png', bytes: png(2, 600) }])).status).toBe(201);
  });

  it('refuses a wrong type (415), a file over the limit (413) and a bad row body (422), storing nothing', async () => {
    const row = stored.rows[2]!.uniqueid;
    const gif = await upload([{ row }, { name: 'x.gif', bytes: Buffer.from('GIF89a........') }]);
    expect(gif.status).toBe(415);
    expect(gif.body.message).toMatch(/JPEG, PNG or WebP/);
    const big = Buffer.concat([png(3, 600), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect((await upload([{ row }, { name: 'big.png', bytes: big }])).status).toBe(413);

    const cases: [string, Parameters<typeof upload>[0], RegExp][] = [
      [
        'an unknown row',
        [{ row: 'nope' }, { name: 'a.png', bytes: png(4, 600) }],
        /has no row nope; save the project first/,
      ],
      [
        'a row id with odd characters',
        [{ row: '<b>' }, { name: 'a.png', bytes: png(4, 600) }],
        /must be a row id/,
      ],
      [
        'a photo larger than 600 x 600',
        [{ row }, { name: 'a.png', bytes: png(4, 700) }],
        /at most 600 x 600 pixels \(this one is 700 x 700\)/,
      ],
      [
        'two files for a row',
        [{ row }, { name: 'a.png', bytes: png(4, 600) }, { name: 'b.png', bytes: png(5, 600) }],
        /one file/,
      ],
      [
        'the row after the file',
        [{ name: 'a.png', bytes: png(4, 600) }, { row }],
        /one row field, before the photo file/,
      ],
    ];
    for (const [what, parts, message] of cases) {
      const reply = await upload(parts);
      expect(reply.status, what).toBe(422);
      expect(reply.body.message, what).toMatch(message);
    }
    const log = await api.call<{ entries: { action: string; detail: { row?: string } }[] }>(
      'GET',
      `/api/v1/projects/${projectId}/log`,
      { token: seller },
    );
    expect(log.body.entries.filter((e) => e.detail?.row === row)).toEqual([]);
  });

  it('another shop cannot put a photo on the row', async () => {
    const other = await api.login('seller2');
    const reply = await upload(
      [{ row: stored.rows[0]!.uniqueid }, { name: 'a.png', bytes: png(6, 600) }],
      other,
    );
    expect(reply.status).toBe(404);
  });

  it('prints the row photos in the offer PDF, and the chosen render as its picture', async () => {
    const rows = stored.rows.slice(0, 2);
    const urls: string[] = [];
    for (const [index, row] of rows.entries()) {
      const reply = await upload([{ row: row.uniqueid }, { name: 'p.png', bytes: png(10 + index, 600) }]);
      expect(reply.status).toBe(201);
      urls.push(reply.body.urlpic!);
    }
    const withPhotos = {
      ...stored,
      rows: stored.rows.map((row, i) => (urls[i] ? { ...row, photo: urls[i] } : row)),
    };
    const plain = embeddedSizes(await offer('row-photos-none', stored));
    expect(plain.filter((size) => size === '600x600')).toEqual([]);
    const file = await offer('row-photos', withPhotos);
    expect(embeddedSizes(file).filter((size) => size === '600x600')).toHaveLength(2);
    expect(pagePictures(file, 'row-photos').length).toBeGreaterThan(0);

    // A photo of a project this seller cannot read is not embedded.
    const foreign = await api.login('seller2');
    const theirs = await api.call<{ id: number; project: typeof stored }>('POST', '/api/v1/projects', {
      token: foreign,
      body: { project: sampleProject({ rows: 1, pictures: false }) },
    });
    const form = new FormData();
    form.append('row', theirs.body.project.rows[0]!.uniqueid);
    form.append('files', new Blob([new Uint8Array(png(20, 600))]), 'x.png');
    const foreignPhoto = (await (
      await fetch(`${api.url}/api/v1/projects/${theirs.body.id}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${foreign}` },
        body: form,
      })
    ).json()) as UploadReply;
    const stolen = { ...stored, rows: stored.rows.map((row) => ({ ...row, photo: foreignPhoto.urlpic })) };
    expect(embeddedSizes(await offer('row-photos-foreign', stolen)).filter((s) => s === '600x600')).toEqual(
      [],
    );

    // "Use in offer": a done render of this seller's prints as the offer's picture; another
    // shop's render does not.
    const db = api.storage.db;
    const jobOf = async (username: string) => {
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const id = randomBytes(16).toString('hex');
      await db.insert(renderJobs).values({
        id,
        userId: user!.id,
        shopId: user!.shopId,
        name: 'Kitchen',
        width: 320,
        height: 180,
        quality: 'draft',
        lighting: 'daylight',
        scene: {},
        status: 'done',
        progress: 100,
      });
      await new DatabaseRenderImages(db).put(id, { png: png(1, 10), jpeg: RENDER_JPEG, thumb: RENDER_JPEG });
      return id;
    };
    const mine = await offer('row-photos-render', { ...withPhotos, imgFromRender: await jobOf('seller5') });
    expect(embeddedSizes(mine)).toContain('320x180');
    const theirsRender = await offer('row-photos-render-foreign', {
      ...withPhotos,
      imgFromRender: await jobOf('seller2'),
    });
    expect(embeddedSizes(theirsRender)).not.toContain('320x180');
  });
});
