import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { promotionsFile, readPromotions, selectPromotions, PromotionsFile } from './promotions';

const data = PromotionsFile.parse({
  campaigns: [
    { cod: 'ALL', des: 'every catalogue, always' },
    { cod: '', des: 'empty cod' },
    { cod: '   ', des: 'blank cod' },
    { des: 'no cod' },
    { cod: 42, des: 'numeric cod' },
    { cod: 'K', catalogs: ['kitchen'], validFrom: '2026-03-01', validTo: '2026-03-31' },
  ],
  deliveries: [{ cod: 'D', catalogs: ['LIVING'] }],
});

describe('promotions', () => {
  it('discards entries with an empty cod and keeps the other fields', () => {
    const reply = selectPromotions(data, null, '2026-01-15');
    expect(reply.campaigns).toEqual([
      { cod: 'ALL', des: 'every catalogue, always' },
      { cod: '42', des: 'numeric cod' },
    ]);
    expect(reply.lists).toEqual([]);
  });

  it('filters by catalogue (case-insensitive) and inclusive validity dates', () => {
    const cods = (catalog: string | null, date: string) =>
      selectPromotions(data, catalog, date).campaigns.map((c) => c.cod);
    expect(cods('KITCHEN', '2026-03-01')).toEqual(['ALL', '42', 'K']);
    expect(cods('KITCHEN', '2026-03-31')).toEqual(['ALL', '42', 'K']);
    expect(cods('KITCHEN', '2026-04-01')).toEqual(['ALL', '42']);
    expect(cods('LIVING', '2026-03-15')).toEqual(['ALL', '42']);
    expect(selectPromotions(data, 'kitchen', '2026-03-15').deliveries).toEqual([]);
    expect(selectPromotions(data, 'living', '2026-03-15').deliveries).toEqual([
      { cod: 'D', catalogs: ['LIVING'] },
    ]);
  });

  it('reads the shipped file, an edited file again, and no file as no promotions', async () => {
    expect((await readPromotions(promotionsFile())).campaigns.length).toBeGreaterThan(0);
    const dir = await mkdtemp(join(tmpdir(), 'arredo-promos-'));
    try {
      const path = join(dir, 'promotions.json');
      expect(await readPromotions(path)).toEqual({ campaigns: [], deliveries: [], lists: [] });
      await writeFile(path, JSON.stringify({ lists: [{ cod: 'L1' }] }));
      expect((await readPromotions(path)).lists).toEqual([{ cod: 'L1' }]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeFile(path, JSON.stringify({ lists: [{ cod: 'L2' }] }));
      expect((await readPromotions(path)).lists).toEqual([{ cod: 'L2' }]);
      await writeFile(path, JSON.stringify({ lists: [{ cod: 'L3', validTo: 'soon' }] }));
      await expect(readPromotions(path)).rejects.toThrow('Expected a date like 2026-11-22');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
