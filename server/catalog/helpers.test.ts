// Pure helpers of the catalogue calls: price list choice, header variants, gallery filters and
// search values (a row's variant and ERP merge are core's: core/project/row.test.ts).
import { describe, expect, it } from 'vitest';
import type { CatalogDocument } from '../../core/catalog';
import { ApiError } from '../api/errors';
import { headerVariant } from './catalog-routes';
import { hasControlCharacters } from './codes';
import { parseFilter, searchValue } from './galleries';
import { catalogPriceList } from './price-list';

const withLists = (...lists: [string, string][]) =>
  ({
    catalog: { cod: 'C' },
    priceLists: lists.map(([cod, currency]) => ({ cod, currency })),
  }) as unknown as CatalogDocument;

describe('catalogPriceList', () => {
  it('takes the list with the shop list code, else the one in its currency', () => {
    const document = withLists(['RETAIL-EUR', 'EUR'], ['RETAIL-CHF', 'CHF'], ['LIST-EUR', 'EUR']);
    expect(catalogPriceList(document, { cod: 'list-eur', currency: 'EUR' })).toBe('LIST-EUR');
    expect(catalogPriceList(document, { cod: 'LIST-CHF', currency: 'CHF' })).toBe('RETAIL-CHF');
    expect(catalogPriceList(document, null)).toBeUndefined();
    expect(catalogPriceList(withLists(), { cod: 'LIST-EUR', currency: 'EUR' })).toBeUndefined();
  });

  it('refuses a priced catalogue without a list in that currency', () => {
    const call = () =>
      catalogPriceList(withLists(['RETAIL-EUR', 'EUR']), { cod: 'LIST-USD', currency: 'USD' });
    expect(call).toThrow(ApiError);
    expect(call).toThrow('Catalogue C has no price list for LIST-USD (USD)');
  });
});

describe('headerVariant', () => {
  it('overlays forcedvar on defaultvar, names compared case-insensitively', () => {
    expect(headerVariant('WIDTH=600;FRONT=F01', 'width=900')).toBe('FRONT=F01;width=900');
    expect(headerVariant()).toBe('');
  });

  it('refuses a malformed variant string with a 400', () => {
    expect(() => headerVariant('WIDTH')).toThrow(ApiError);
  });
});

describe('gallery search values', () => {
  it('0, "0" and blanks mean no filter', () => {
    expect([0, '0', '', '  ', 'OAK', 7].map(searchValue)).toEqual([null, null, null, null, 'OAK', '7']);
  });

  it('parses NAME=value or a bare value, upper-cased', () => {
    expect(parseFilter('finish = oak', 'filter1')).toEqual({ name: 'FINISH', value: 'OAK' });
    expect(parseFilter('oak', 'filter1')).toEqual({ name: null, value: 'OAK' });
    expect(() => parseFilter('9X=1', 'filter4')).toThrow('filter4 must be NAME=value');
  });

  it('spots control characters', () => {
    expect(hasControlCharacters('KITCHEN')).toBe(false);
    expect(hasControlCharacters('Küche 🙂')).toBe(false);
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\tb')).toBe(true);
  });
});
