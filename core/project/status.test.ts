import { describe, expect, it } from 'vitest';
import {
  PROJECT_STATUSES,
  STATUS_COLOURS,
  canonicalStatus,
  statusWhenSaved,
  isReadOnly,
  recomputeSetsPriceDate,
  sameStatus,
  statusColour,
  withRecomputedPriceDate,
} from './status';

describe('statuses', () => {
  it('lists the 17 statuses of the spec, each with a light and a dark colour', () => {
    expect(PROJECT_STATUSES).toHaveLength(17);
    for (const status of PROJECT_STATUSES) {
      expect(STATUS_COLOURS[status].light).toMatch(/^#[0-9A-F]{6}$/);
      expect(STATUS_COLOURS[status].dark).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('compares statuses case-insensitively', () => {
    expect(sameStatus('SellerDesign', 'sellerdesign')).toBe(true);
    expect(sameStatus('assigned', 'unassigned')).toBe(false);
    expect(sameStatus(undefined, 'assigned')).toBe(false);
    expect(canonicalStatus('INPRODUCTION')).toBe('inProduction');
    expect(canonicalStatus('lost')).toBeUndefined();
  });

  it('gives each status its colour and unknown ones the unsaved grey', () => {
    expect(statusColour('Approved')).toBe(STATUS_COLOURS.approved.light);
    expect(statusColour('approved', 'dark')).toBe(STATUS_COLOURS.approved.dark);
    expect(statusColour('lost')).toBe(STATUS_COLOURS.unsaved.light);
  });
});

describe('isReadOnly', () => {
  const roStatus = ['Ordered', 'inProduction'];

  it('makes a seller below level 4 read-only on the configured statuses, case-insensitively', () => {
    expect(isReadOnly({ status: 'ordered' }, { sellerLevel: 3 }, roStatus)).toBe(true);
    expect(isReadOnly({ status: 'INPRODUCTION' }, { sellerLevel: 0 }, roStatus)).toBe(true);
  });

  it('lets level 4 and above, other statuses, and non-sellers edit', () => {
    expect(isReadOnly({ status: 'ordered' }, { sellerLevel: 4 }, roStatus)).toBe(false);
    expect(isReadOnly({ status: 'assigned' }, { sellerLevel: 1 }, roStatus)).toBe(false);
    expect(isReadOnly({ status: 'ordered' }, {}, roStatus)).toBe(false);
    expect(isReadOnly({ status: 'ordered' }, { sellerLevel: 1 }, undefined)).toBe(false);
    expect(isReadOnly({}, { sellerLevel: 1 }, roStatus)).toBe(false);
  });
});

describe('priceDate rule', () => {
  it('applies to unassigned, assigned and sellerDesign, in any case', () => {
    expect(['unassigned', 'ASSIGNED', 'sellerdesign'].map(recomputeSetsPriceDate)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['ordered', 'offer', undefined].map(recomputeSetsPriceDate)).toEqual([false, false, false]);
  });

  it('sets priceDate to today only for those statuses', () => {
    expect(
      withRecomputedPriceDate({ status: 'Assigned', priceDate: '2020-01-01' }, '2026-11-22').priceDate,
    ).toBe('2026-11-22');
    expect(
      withRecomputedPriceDate({ status: 'ordered', priceDate: '2020-01-01' }, '2026-11-22').priceDate,
    ).toBe('2020-01-01');
    expect(() => withRecomputedPriceDate({ status: 'assigned' }, '22/11/2026')).toThrow(
      'expected YYYY-MM-DD',
    );
  });
});

describe('statusWhenSaved', () => {
  it('stores a project never as unsaved: no status or unsaved becomes unassigned, others stay', () => {
    expect(statusWhenSaved(undefined)).toBe('unassigned');
    expect(statusWhenSaved('Unsaved')).toBe('unassigned');
    expect(statusWhenSaved('delivered')).toBe('delivered');
    expect(statusWhenSaved('SELLERDESIGN')).toBe('sellerDesign');
  });
});
