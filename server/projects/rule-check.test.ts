// Issue 19: a project whose rows break their catalogue's rules is never stored. The browser, the
// API and the host protocol all save through the project service: each gets a 422 naming the row
// and the rule in words, and the stored project stays as it was.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { eq } from 'drizzle-orm';
import { createProject, saveProject, setStatus } from '../../tests/api-projects/client';
import { sampleProject, sampleRow } from '../../tests/api-projects/fixtures';
import { projects } from '../storage/schema';
import { twoWardrobes } from '../../tests/support/closetProjects';

describeEachStorage('rows that break their rules are refused on save', (fixture) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh(), { catalogs: true });
    token = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const row = (uniqueid: string, catalog: string, model: string, variant: string) => ({
    uniqueid,
    catalog,
    model,
    var: variant,
    erp: [{ level: 0, cod: model, des: model, qt: 1, punit: '100.00' }],
  });

  it('refuses a sink base at 600 mm that keeps three bins, with the row and the rule in words', async () => {
    const project = sampleProject(0, {
      rows: [sampleRow(0), row('s1', 'KITCHEN', 'B1S', 'WIDTH=600;WASTE=W3')],
    });
    const reply = await createProject(api, token, project);
    expect(reply.status).toBe(422);
    const body = reply.body as unknown as { code: string; message: string };
    expect(body.code).toBe('RULE_VIOLATION');
    expect(body.message).toBe(
      'Row 2 (Sink base unit B1S-600) breaks the catalogue’s rules: Waste separation “Three bins, 3 × 12 l” ' +
        'is not available: Three-bin waste separation needs a unit of 800 mm or wider',
    );
  });

  it('refuses a hinged wardrobe that keeps its mirror panels and sliding-door profile; the stored one stays', async () => {
    const first = await createProject(
      api,
      token,
      sampleProject(1, {
        rows: [row('w1', 'CLOSET', 'WARDROBE', 'FRONTTYPE=SLIDING;DEPTH=650;FINISH=MIR;HANDLE=CH4')],
      }),
    );
    expect(first.status).toBe(201);
    const bad = row('w1', 'CLOSET', 'WARDROBE', 'FRONTTYPE=HINGED;DEPTH=650;FINISH=MIR;HANDLE=CH4');
    const saved = await saveProject(api, token, first.body.id, sampleProject(1, { rows: [bad] }), 1);
    expect(saved.status).toBe(422);
    const message = (saved.body as unknown as { message: string }).message;
    expect(message).toContain('Row 1 (');
    expect(message).toContain('Mirror panels are made for sliding doors only');
    expect(message).toContain('The integrated profile is for sliding doors only');
    expect(message).not.toMatch(/[A-Z]{3,} = /);
    const opened = await api.call<{ revision: number; project: { rows: { var: string }[] } }>(
      'GET',
      `/api/v1/projects/${first.body.id}`,
      { token },
    );
    expect(opened.body.revision).toBe(1);
    expect(opened.body.project.rows[0]!.var).toContain('FRONTTYPE=SLIDING');
  });

  it('refuses to order a project stored before the check with a row that breaks its rules', async () => {
    const first = await createProject(
      api,
      token,
      sampleProject(3, { rows: [row('s1', 'KITCHEN', 'B1S', 'WIDTH=800;WASTE=W3')] }),
    );
    expect(first.status).toBe(201);
    // As an older version stored it: the width changed, the three bins kept.
    const stale = sampleProject(3, { rows: [row('s1', 'KITCHEN', 'B1S', 'WIDTH=600;WASTE=W3')] });
    await api.storage.db.update(projects).set({ data: stale }).where(eq(projects.id, first.body.id));
    const ordered = await setStatus(api, token, first.body.id, { status: 'ordered' });
    expect(ordered.status).toBe(422);
    expect(ordered.body.message).toContain('Row 1 (Sink base unit B1S-600)');
    expect(ordered.body.message).toContain('Three-bin waste separation needs a unit of 800 mm or wider');
    // Other status changes go on: the project can still be worked on and fixed.
    expect((await setStatus(api, token, first.body.id, { status: 'assigned' })).status).toBe(200);
  });

  it('stores the same rows once they are within the rules', async () => {
    const project = sampleProject(2, {
      rows: [
        row('s1', 'KITCHEN', 'B1S', 'WIDTH=800;WASTE=W3'),
        row('w1', 'CLOSET', 'WARDROBE', 'FRONTTYPE=HINGED;FINISH=DW;HANDLE=CH1'),
      ],
    });
    expect((await createProject(api, token, project)).status).toBe(201);
  });

  it('refuses a closet run with hinged doors at a blind corner (issue 21); a filler corner is stored', async () => {
    const closets = twoWardrobes();
    const run = (corner: 'blind' | 'filler') =>
      sampleProject(0, {
        rows: closets.rows,
        closetRun: {
          walls: [
            { length: 2450, closets: ['1'] },
            { length: 3200, closets: ['2'] },
          ],
          corners: [corner],
        },
      });
    const blind = await createProject(api, token, run('blind'));
    expect(blind.status).toBe(422);
    const body = blind.body as unknown as { code: string; message: string };
    expect(body.code).toBe('RULE_VIOLATION');
    expect(body.message).toBe(
      'Hinged doors at the corner between walls 1 and 2 would clash; use a corner filler',
    );
    const filler = await createProject(api, token, run('filler'));
    expect(filler.status).toBe(201);
    // Saved over a stored project too: the blind corner is refused, the stored run stays.
    const saved = await saveProject(api, token, filler.body.id, run('blind'), 1);
    expect(saved.status).toBe(422);
  });
});
