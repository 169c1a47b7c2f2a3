// Issue 25: a save sends picture references; each picture's bytes go once, as a Blob of its type.
import { describe, expect, it } from 'vitest';
import { createTransport } from './transport';
import { createProjectsApi } from './projects';

const png = (n: number) =>
  `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, n))}`;
const id = (n: number) => n.toString(16).padStart(32, '0');

function server({ picturesFail = false } = {}) {
  const calls: { method: string; url: string; type: string | null; body: unknown }[] = [];
  let next = 0;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = init.body instanceof Blob ? new Uint8Array(await init.body.arrayBuffer()) : init.body;
    calls.push({ method: init.method ?? 'GET', url, type: headers.get('content-type'), body });
    if (url.endsWith('/pictures')) {
      if (picturesFail) return new Response('{"error":"x","message":"down"}', { status: 503 });
      next += 1;
      return Response.json({ id: id(next), url: `/api/v1/pictures/${id(next)}` }, { status: 201 });
    }
    return Response.json({ id: 1, revision: 2, project: JSON.parse(String(init.body)).project });
  }) as typeof globalThis.fetch;
  const api = createProjectsApi(createTransport({ baseUrl: 'https://shop.example/', fetch }));
  return { api, calls };
}

const project = {
  schemaVersion: 2,
  id: 1,
  img: png(0),
  rows: [
    { uniqueid: 'a', catalog: 'K', img: png(1) },
    { uniqueid: 'b', catalog: 'K', img: png(1) },
    { uniqueid: 'c', catalog: 'K', img: png(2) },
  ],
};

describe('saving with pictures', () => {
  it('stores each distinct picture once and sends references; the next save sends no picture', async () => {
    const { api, calls } = server();
    await api.save(project, { baseRevision: 1 });
    const posts = calls.filter((call) => call.url.endsWith('/pictures'));
    expect(posts).toHaveLength(3);
    expect(posts.every((post) => post.type === 'image/png' && post.body instanceof Uint8Array)).toBe(true);
    const save = calls.at(-1)!;
    expect(save.method).toBe('PUT');
    expect(String(save.body)).not.toContain('base64');
    const sent = JSON.parse(String(save.body)) as { project: typeof project };
    expect(sent.project.img).toBe(`/api/v1/pictures/${id(1)}`);
    expect(sent.project.rows.map((row) => row.img)).toEqual([
      `/api/v1/pictures/${id(2)}`,
      `/api/v1/pictures/${id(2)}`,
      `/api/v1/pictures/${id(3)}`,
    ]);
    // The same rendered pictures on the next save: known, not sent again.
    await api.save(project, { baseRevision: 2 });
    expect(calls.filter((call) => call.url.endsWith('/pictures'))).toHaveLength(3);
    expect(String(calls.at(-1)!.body)).not.toContain('base64');
  });

  it('saves with the pictures inline when they cannot be stored first (the server stores them)', async () => {
    const { api, calls } = server({ picturesFail: true });
    const saved = await api.save(project, { baseRevision: 1 });
    expect(saved.revision).toBe(2);
    expect(String(calls.at(-1)!.body)).toContain(png(2));
  });
});
