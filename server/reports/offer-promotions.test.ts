import { describe, expect, it } from 'vitest';
import { loadProject } from '../../core/project/load';
import { buildOffer } from './offer-model';

const today = new Date('2026-04-10T09:00:00Z');
const shop = { name: 'Arredo', lines: [] };
const project = loadProject({
  schemaVersion: 2,
  id: 7,
  currency: 'EUR',
  priceDate: '2026-04-10',
  rows: [
    {
      uniqueid: 'r1',
      catalog: 'KITCHEN',
      cod: 'B60',
      erp: [{ level: 0, cod: 'B60', des: 'Base', qt: 3, punit: '123.45' }],
    },
  ],
  customerFields: { vat: '22' },
});
const campaign = {
  id: 1,
  cod: 'SPRING',
  des: 'Spring kitchens',
  percent: '10',
  catalogs: ['KITCHEN'],
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
};

describe('the offer with a campaign', () => {
  it('prints the saving as a line under its row, and the subtotal after it', () => {
    const offer = buildOffer(project, { language: 'en', today, shop, campaigns: [campaign] });
    const [row] = offer.sections[0]!.rows;
    expect(row!.main.total).toBe('€370.35');
    expect(row!.accessories).toEqual([
      expect.objectContaining({
        code: 'SPRING',
        description: 'Promotion: Spring kitchens (-10%)',
        total: '-€37.05',
      }),
    ]);
    expect(offer.sections[0]!.amounts.at(-1)?.amount).toBe('€333.30');
  });

  it('prints it in Italian and German, and not at all once the campaign has ended', () => {
    const it_ = buildOffer(project, { language: 'it', today, shop, campaigns: [campaign] });
    expect(it_.sections[0]!.rows[0]!.accessories[0]?.description).toBe('Promozione: Spring kitchens (-10%)');
    const de = buildOffer(project, { language: 'de', today, shop, campaigns: [campaign] });
    expect(de.sections[0]!.rows[0]!.accessories[0]?.description).toBe('Aktion: Spring kitchens (-10%)');
    const ended = buildOffer(project, {
      language: 'en',
      today,
      shop,
      campaigns: [{ ...campaign, validTo: '2026-04-09' }],
    });
    expect(ended.sections[0]!.rows[0]!.accessories).toEqual([]);
    expect(ended.sections[0]!.amounts.at(-1)?.amount).toBe('€370.35');
  });
});
