// Concurrent saves on one revision: exactly one wins, every other gets 409, on PGlite and on
// PostgreSQL (where the pool really runs them on separate connections).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { updateIfRevision } from '../../server/projects/repository';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage, tempDir } from '../support/storage';
import { created, saveProject } from './client';
import { sampleProject } from './fixtures';

describeEachStorage('concurrent saves', (fixture) => {
  let api: TestApi;
  let tokens: string[];
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh());
    // Several sessions of the same seller, as from several browser tabs.
    tokens = await Promise.all(Array.from({ length: 4 }, () => api.login('seller5')));
  });
  afterAll(() => api?.close());

  it('two saves on the same base revision: exactly one 200 and one 409, every round', async () => {
    const project = await created(api, tokens[0]!);
    let revision = project.revision;
    for (let round = 0; round < 15; round += 1) {
      const [a, b] = await Promise.all(
        ['A', 'B'].map((who, i) =>
          saveProject(api, tokens[i]!, project.id, { ...project.project, des: `${who}${round}` }, revision),
        ),
      );
      const statuses = [a!.status, b!.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = a!.status === 200 ? a! : b!;
      const loser = a!.status === 409 ? a! : b!;
      expect(loser.body.currentRevision).toBe(revision + 1);
      expect(loser.body.project.des).toBe(winner.body.project.des);
      revision = winner.body.revision;
    }
    const stored = await api.call<{ revision: number }>('GET', `/api/v1/projects/${project.id}`, {
      token: tokens[0],
    });
    expect(stored.body.revision).toBe(16);
  });

  it('a burst of 8 saves on one revision: one winner, seven 409', async () => {
    const project = await created(api, tokens[0]!);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveProject(api, tokens[i % tokens.length]!, project.id, sampleProject(2, { des: `burst ${i}` }), 1),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('the compare-and-set itself lets exactly one of many simultaneous updates through', async () => {
    const project = await created(api, tokens[0]!);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        updateIfRevision(
          api.storage.db,
          project.id,
          1,
          { des: `direct ${i}` },
          { who: 'test', action: 'save' },
        ),
      ),
    );
    const winners = results.filter((row) => row !== undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.revision).toBe(2);
    const log = await api.call<{ entries: unknown[] }>('GET', `/api/v1/projects/${project.id}/log`, {
      token: tokens[0],
    });
    expect(log.body.entries).toHaveLength(2);
  });
});
