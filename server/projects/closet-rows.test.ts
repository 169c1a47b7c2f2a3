// Spec 5: closet and divider rows are evaluated before save; other rows are stored as sent.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { createProject, saveProject } from '../../tests/api-projects/client';
import { sampleProject, sampleRow } from '../../tests/api-projects/fixtures';
import { loadCatalog } from '../../core/catalog';
import { editCloset, freshProject, insertCloset, type LoadedCatalog } from '../../core/project/edits';
import { readSample } from '../../tests/catalogs/samples';

type Row = { uniqueid: string; erp: { level: number; cod: string; punit: string }[]; jeval3ddone?: boolean };

describeEachStorage('closet rows evaluated before save', (fixture) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh(), { catalogs: true });
    token = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const wardrobe = (uniqueid: string, variant: string) => ({
    uniqueid,
    catalog: 'CLOSET',
    model: 'WARDROBE',
    var: variant,
    erp: [{ level: 0, cod: 'STALE', des: 'stale line', qt: 1, punit: '1.00', customDataFe: { check: true } }],
  });

  it('gives closet rows fresh ERP lines and marks them done; other rows are untouched', async () => {
    const kitchen = sampleRow(0);
    const project = sampleProject(0, { rows: [wardrobe('w1', 'WIDTH=2400'), kitchen] });
    const reply = await createProject(api, token, project);
    expect(reply.status).toBe(201);
    const [closet, other] = reply.body.project.rows as Row[];
    expect(closet!.jeval3ddone).toBe(true);
    expect(closet!.erp.length).toBeGreaterThan(0);
    expect(closet!.erp.map((line) => line.cod)).not.toContain('STALE');
    expect(closet!.erp.every((line) => /^\d+\.\d+$/.test(line.punit))).toBe(true);
    expect(other).toEqual(kitchen);

    const opened = await api.call<{ project: { rows: Row[] } }>('GET', `/api/v1/projects/${reply.body.id}`, {
      token,
    });
    expect(opened.body.project.rows[0]!.erp).toEqual(closet!.erp);
  });

  it('marks a closet row that cannot be evaluated as done and keeps it as sent', async () => {
    const first = await createProject(api, token, sampleProject(1));
    const bad = wardrobe('w2', 'WIDTH=not-a-number');
    const saved = await saveProject(api, token, first.body.id, sampleProject(0, { rows: [bad] }), 1);
    expect(saved.status).toBe(200);
    const [row] = saved.body.project.rows as Row[];
    expect(row).toMatchObject({ jeval3ddone: true, erp: bad.erp });
  });

  it('stores a closet tool row exactly and refuses a closet its choices do not price', async () => {
    const loaded: LoadedCatalog = {
      document: loadCatalog(readSample('closet.json')),
      priceList: 'RETAIL-EUR',
      currency: 'EUR',
    };
    const started = insertCloset(freshProject(), loaded, {
      catalog: 'CLOSET',
      model: 'WARDROBE',
      variant: '',
      lang: 'en',
    });
    const built = editCloset(
      started,
      { CLOSET: loaded },
      1,
      { op: 'splitSection', section: 3, widths: [400, 400] },
      'en',
    );
    const row = built.rows[0]!;
    const reply = await createProject(api, token, sampleProject(2, { rows: [row] }));
    expect(reply.status).toBe(201);
    const [stored] = reply.body.project.rows as (Row & { closet: unknown; var: string })[];
    expect(stored!.closet).toEqual(row.closet);
    expect(stored!.var).toBe(row.var);

    // A drawer added to the save data behind the choices' back: the row's price would not be the closet.
    const closet = {
      ...row.closet!,
      items: [...row.closet!.items, { type: 'drawer', section: 1, y: 0, height: 200 }],
    };
    const tampered = await createProject(api, token, sampleProject(2, { rows: [{ ...row, closet }] }));
    expect(tampered.status).toBe(422);
    expect((tampered.body as unknown as { message: string }).message).toContain(
      'the catalogue does not allow Internal drawers (last section) 3',
    );
  });
});
