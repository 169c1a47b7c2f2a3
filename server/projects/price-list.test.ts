// Spec 3 / issue 19: a project keeps its price list, shop and price date. A new one takes the
// caller's shop and list; whoever saves it later (an EUR admin on a CHF project) leaves them be.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { createProject, saveProject } from '../../tests/api-projects/client';
import { sampleProject, sampleRow } from '../../tests/api-projects/fixtures';

interface Kept {
  listid?: string;
  shopid?: string;
  priceDate?: string;
}

describeEachStorage('a project keeps its price list, shop and price date', (fixture) => {
  let api: TestApi;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh());
  });
  afterAll(() => api?.close());

  it("takes the creator's shop and list, and keeps them when another shop's admin saves it", async () => {
    const seller2 = await api.login('seller2');
    const {
      listid: _l,
      shopid: _s,
      priceDate: _d,
      ...bare
    } = sampleProject(0, { rows: [sampleRow(0)] }) as Kept & Record<string, unknown>;
    const created = await createProject(api, seller2, bare);
    expect(created.status).toBe(201);
    const kept = created.body.project as Kept;
    expect(kept).toMatchObject({ listid: 'RETAIL-CHF', shopid: 'ZURICH' });
    expect(kept.priceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const admin = await api.login('admin');
    const saved = await saveProject(
      api,
      admin,
      created.body.id,
      { ...created.body.project, des: 'edited' },
      1,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.project as Kept).toMatchObject({
      listid: 'RETAIL-CHF',
      shopid: 'ZURICH',
      priceDate: kept.priceDate,
    });
  });
});
