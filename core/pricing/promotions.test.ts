import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Project, type ProjectInput } from '../project/schema';
import { parseDecimal, sum } from './money';
import { type Campaign, CampaignInput, campaignFor, lineSaving, promotionSavings } from './promotions';
import { recomputeProject } from './recompute';
import { repriceProject } from './reprice';

const project = (input: Omit<ProjectInput, 'schemaVersion'>) => Project.parse({ schemaVersion: 2, ...input });
const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  cod: 'SPRING',
  des: 'Spring kitchens',
  percent: '10',
  catalogs: ['KITCHEN'],
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  ...over,
});
const kitchen = (priceDate?: string) =>
  project({
    ...(priceDate ? { priceDate } : {}),
    rows: [
      { uniqueid: 'r1', catalog: 'KITCHEN', erp: [{ level: 0, cod: 'B60', qt: 3, punit: '123.45' }] },
      { uniqueid: 'r2', catalog: 'BATH', erp: [{ level: 0, cod: 'S1', qt: 1, punit: '200' }] },
    ],
    customerFields: { vat: '22' },
  });

describe('campaignFor', () => {
  it('picks a running campaign of the catalogue, the largest percent first', () => {
    const list = [
      campaign(),
      campaign({ id: 2, cod: 'BIG', percent: '15' }),
      campaign({ id: 3, cod: 'ALL', catalogs: [], percent: '5' }),
    ];
    expect(campaignFor(list, 'kitchen', '2026-04-01')?.cod).toBe('BIG');
    expect(campaignFor(list, 'BATH', '2026-04-01')?.cod).toBe('ALL');
    expect(campaignFor(list, 'KITCHEN', '2026-02-28')).toBeUndefined();
  });

  it('runs through its end date and stops the day after', () => {
    expect(campaignFor([campaign()], 'KITCHEN', '2026-05-31')?.cod).toBe('SPRING');
    expect(campaignFor([campaign()], 'KITCHEN', '2026-06-01')).toBeUndefined();
    expect(campaignFor([campaign({ validTo: null })], 'KITCHEN', '2099-01-01')?.cod).toBe('SPRING');
  });

  it('does not depend on the order of the list', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cod: fc.constantFrom('A', 'B', 'C', 'D'),
            percent: fc.constantFrom('5', '10', '10.00', '12.5'),
          }),
          { maxLength: 6 },
        ),
        (entries) => {
          const list = entries.map((e, i) => campaign({ id: i, ...e }));
          expect(campaignFor(list, 'KITCHEN', '2026-04-01')?.cod).toBe(
            campaignFor([...list].reverse(), 'KITCHEN', '2026-04-01')?.cod,
          );
        },
      ),
    );
  });
});

describe('CampaignInput', () => {
  it('refuses bad input with a clear message', () => {
    const bad = CampaignInput.safeParse({
      cod: ' ',
      percent: '0.1.2',
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('The code must not be empty');
    expect(messages).toContain('The discount is a percent like 10 or 12.5 (at most 2 decimals)');
    expect(
      CampaignInput.safeParse({ cod: 'X', percent: '101', validFrom: '2026-01-01' }).error?.issues[0]
        ?.message,
    ).toBe('The discount is more than 0 and at most 100 percent');
    expect(
      CampaignInput.safeParse({ cod: 'X', percent: '5', validFrom: '2026-05-01', validTo: '2026-04-01' })
        .error?.issues[0]?.message,
    ).toBe('The end date must not be before the start date');
  });

  it('normalises catalogues to upper case and defaults an open end', () => {
    expect(
      CampaignInput.parse({ cod: 'X', percent: '12.5', validFrom: '2026-01-01', catalogs: ['kitchen'] }),
    ).toEqual({
      cod: 'X',
      des: '',
      percent: '12.5',
      catalogs: ['KITCHEN'],
      validFrom: '2026-01-01',
      validTo: null,
    });
  });
});

describe('repriceProject with campaigns', () => {
  it('takes the campaign off its catalogue only, on the row and in the totals (by hand)', () => {
    // KITCHEN: 3 x 123.45 = 370.35; unit saving 12.345 -> 12.35; 3 x 12.35 = 37.05; net 333.30.
    // BATH is not in the campaign: 200.00. Goods 533.30; VAT 22% = 117.326 -> 117.33.
    const result = repriceProject(kitchen('2026-04-10'), { campaigns: [campaign()] });
    expect(result.rows[0]).toMatchObject({
      net: '333.30',
      unitNet: '333.30',
      lines: [{ net: '370.35' }],
      promotion: { cod: 'SPRING', des: 'Spring kitchens', percent: '10', saving: '37.05' },
    });
    expect(result.rows[1]?.promotion).toBeUndefined();
    expect(result.catalogs.KITCHEN?.tot).toBe('333.30');
    expect(result.totals.totVatE).toBe('533.30');
    expect(result.totals.vat).toBe('117.33');
  });

  it('goes by the price date, so an ended campaign no longer lowers prices', () => {
    expect(repriceProject(kitchen('2026-06-01'), { campaigns: [campaign()] }).totals.totVatE).toBe('570.35');
    // No price date: today decides.
    expect(repriceProject(kitchen(), { campaigns: [campaign()], today: '2026-05-31' }).totals.totVatE).toBe(
      '533.30',
    );
    expect(repriceProject(kitchen(), { campaigns: [campaign()] }).totals.totVatE).toBe('570.35');
  });

  it('recomputeProject chooses by the price date it sets', () => {
    const { result, project: priced } = recomputeProject(kitchen(), {
      today: '2026-04-01',
      campaigns: [campaign()],
    });
    expect(priced.priceDate).toBe('2026-04-01');
    expect(result.rows[0]?.promotion?.saving).toBe('37.05');
  });

  it('row savings add up to the list price minus what is paid, and splitting a quantity changes nothing', () => {
    const scaled = (n: number, decimals: number) => {
      const text = String(n).padStart(decimals + 1, '0');
      return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
    };
    const money = fc.integer({ min: 1, max: 2_000_000 }).map((n) => scaled(n, 3));
    fc.assert(
      fc.property(
        fc.array(fc.record({ qt: fc.integer({ min: 1, max: 5 }), punit: money }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 10_000 }).map((n) => scaled(n, 2)),
        (lines, percent) => {
          const erp = lines.map((l, i) => ({ level: 0, cod: `A${i}`, ...l }));
          const split = erp.flatMap((l) => Array.from({ length: l.qt }, () => ({ ...l, qt: 1 })));
          const options = { campaigns: [campaign({ percent })] };
          const of = (rows: typeof erp) =>
            repriceProject(
              project({ priceDate: '2026-04-01', rows: [{ uniqueid: 'r', catalog: 'KITCHEN', erp: rows }] }),
              options,
            ).rows[0]!;
          const whole = of(erp);
          const list = sum(whole.lines.map((l) => parseDecimal(l.net)));
          expect(list.minus(parseDecimal(whole.promotion?.saving ?? '0')).eq(parseDecimal(whole.net))).toBe(
            true,
          );
          expect(of(split).net).toBe(whole.net);
        },
      ),
    );
  });

  it('rounds the unit saving before the quantity', () => {
    expect(lineSaving(parseDecimal('3'), parseDecimal('0.05'), parseDecimal('10')).toString()).toBe('0.03');
  });
});

describe('promotionSavings', () => {
  it('sums each campaign once, exactly', () => {
    const promotion = { cod: 'A', des: 'a', percent: '10', saving: '0.10' };
    expect(
      promotionSavings([
        { promotion },
        {},
        { promotion: { ...promotion, saving: '0.20' } },
        { promotion: { ...promotion, cod: 'B' } },
      ]),
    ).toEqual([
      { ...promotion, saving: '0.30' },
      { ...promotion, cod: 'B', saving: '0.10' },
    ]);
  });
});
