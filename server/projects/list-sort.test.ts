// The projects list as the projects screen uses it: server-side sort, the saved total and the
// picture (GET /projects/:id/picture), on PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { created, saveProject, setStatus } from '../../tests/api-projects/client';

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Item {
  id: number;
  des: string;
  status: string;
  customercod: string | null;
  total: string | null;
  hasPicture: boolean;
}

describeEachStorage('project list sort, totals and pictures', (fixture) => {
  let api: TestApi;
  let seller: string;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh());
    seller = await api.login('seller2');
  });
  afterAll(() => api?.close());

  const list = (query: string) =>
    api.call<{ items: Item[]; total: number }>('GET', `/api/v1/projects?text=sortme&${query}`, {
      token: seller,
    });

  it('sorts by title, customer, creation and id both ways; pages never overlap', async () => {
    const titles = ['sortme banana', 'SortMe apple', 'sortme cherry'];
    const ids: number[] = [];
    for (const [i, des] of titles.entries()) {
      ids.push((await created(api, seller, { des, customercod: `c${2 - i}@example.ch` })).id);
    }
    const order = async (sort: string) => (await list(`sort=${sort}`)).body.items.map((p) => p.des);
    expect(await order('des')).toEqual(['SortMe apple', 'sortme banana', 'sortme cherry']);
    expect(await order('-des')).toEqual(['sortme cherry', 'sortme banana', 'SortMe apple']);
    expect(await order('customer')).toEqual(['sortme cherry', 'SortMe apple', 'sortme banana']);
    expect(await order('created')).toEqual(titles);
    expect((await list('sort=-id')).body.items.map((p) => p.id)).toEqual([...ids].reverse());
    // Default: last changed first.
    expect(await order('-updated')).toEqual([...titles].reverse());
    const pages = await Promise.all([1, 2, 3].map((page) => list(`sort=des&pageSize=1&page=${page}`)));
    expect(pages.map((p) => p.body.items[0]!.des)).toEqual([
      'SortMe apple',
      'sortme banana',
      'sortme cherry',
    ]);
  });

  it('refuses an unknown sort with 400 naming the field', async () => {
    const reply = await api.call<{ message: string }>('GET', '/api/v1/projects?sort=price', {
      token: seller,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/sort/);
  });

  it('carries the saved general total and whether a picture exists; serves the picture', async () => {
    const withPicture = await created(api, seller, {
      des: 'sortme pictured',
      img: `data:image/png;base64,${PNG_1x1}`,
      customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {}, generalTotal: '1234.50' },
    });
    const items = (await list('sort=-id')).body.items;
    const item = items.find((p) => p.id === withPicture.id)!;
    expect(item).toMatchObject({ total: '1234.50', hasPicture: true });
    expect(items.find((p) => p.id !== withPicture.id)!.hasPicture).toBe(false);

    const picture = await fetch(`${api.url}/api/v1/projects/${withPicture.id}/picture`, {
      headers: { authorization: `Bearer ${seller}` },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).toString('base64')).toBe(PNG_1x1);

    const none = await api.call<{ message: string }>(
      'GET',
      `/api/v1/projects/${items.find((p) => !p.hasPicture)!.id}/picture`,
      { token: seller },
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Missing image');
    const other = await api.login('seller5');
    // Another shop's picture: the same 404 as a project that is not there (issue 8, no id probing).
    const foreign = await api.call('GET', `/api/v1/projects/${withPicture.id}/picture`, { token: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).not.toBe('Missing image');
  });

  it('keeps the total and the picture flag as every write leaves the document', async () => {
    const fieldsWith = (generalTotal: string) => ({
      rows: [],
      notes: '',
      servicesRows: {},
      catalogsRows: {},
      generalTotal,
    });
    const first = await created(api, seller, { des: 'sortme follows', customerFields: fieldsWith('10.00') });
    const itemOf = async (id: number) => (await list('sort=-id')).body.items.find((p) => p.id === id)!;
    expect(await itemOf(first.id)).toMatchObject({ total: '10.00', hasPicture: false });

    // A save (PUT) with a new total and a picture.
    const saved = await saveProject(
      api,
      seller,
      first.id,
      { ...first.project, img: `data:image/png;base64,${PNG_1x1}`, customerFields: fieldsWith('20.50') },
      first.revision,
    );
    expect(saved.status).toBe(200);
    expect(await itemOf(first.id)).toMatchObject({ total: '20.50', hasPicture: true });

    // A version of that, then a status change whose extra data replaces the total and the picture.
    const version = await api.call('POST', `/api/v1/projects/${first.id}/versions`, {
      token: seller,
      body: { name: 'v1' },
    });
    expect(version.status).toBe(201);
    const changed = await setStatus(api, seller, first.id, {
      status: 'assigned',
      extra: { customerFields: fieldsWith('30.00'), img: '' },
    });
    expect(changed.status).toBe(200);
    expect(await itemOf(first.id)).toMatchObject({ total: '30.00', hasPicture: false, status: 'assigned' });

    // Restoring the version brings its total and picture back; a clone carries them.
    const restored = await api.call('POST', `/api/v1/projects/${first.id}/versions/restore`, {
      token: seller,
      body: { name: 'v1' },
    });
    expect(restored.status).toBe(200);
    expect(await itemOf(first.id)).toMatchObject({ total: '20.50', hasPicture: true });
    const clone = await api.call<{ id: number }>('POST', `/api/v1/projects/${first.id}/clone`, {
      token: seller,
    });
    expect(clone.status).toBe(201);
    expect(await itemOf(clone.body.id)).toMatchObject({ total: '20.50', hasPicture: true });
  });
});
