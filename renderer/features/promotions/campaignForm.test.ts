import { describe, expect, it } from 'vitest';
import { campaignState, checkDraft, draftOf } from './campaignForm';

const campaign = {
  id: 1,
  cod: 'SPRING',
  des: '',
  percent: '10',
  catalogs: ['KITCHEN', 'LIVING'],
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
};

describe('the campaign form', () => {
  it('turns the fields into core input (catalogues listed, comma decimals, an open end)', () => {
    const draft = { ...draftOf(null, '2026-04-01'), cod: 'X', percent: '12,5', catalogs: 'kitchen, living' };
    expect(checkDraft(draft)).toEqual({
      ok: true,
      input: {
        cod: 'X',
        des: '',
        percent: '12.5',
        catalogs: ['KITCHEN', 'LIVING'],
        validFrom: '2026-04-01',
        validTo: null,
      },
    });
    expect(draftOf(campaign, '2026-04-01').catalogs).toBe('KITCHEN, LIVING');
  });

  it('names each field to correct once', () => {
    const result = checkDraft({
      cod: 'a b',
      des: '',
      percent: '0',
      catalogs: '',
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
    });
    expect(result).toEqual({ ok: false, fields: ['cod', 'percent', 'validTo'] });
  });

  it('tells running, planned and ended campaigns apart', () => {
    expect(campaignState(campaign, '2026-05-31')).toBe('running');
    expect(campaignState(campaign, '2026-02-01')).toBe('planned');
    expect(campaignState(campaign, '2026-06-01')).toBe('ended');
    // Ended before it started (ended early): never runs, ended.
    expect(campaignState({ ...campaign, validTo: '2026-02-01' }, '2026-01-01')).toBe('ended');
  });
});
