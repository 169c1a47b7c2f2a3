import { describe, expect, it } from 'vitest';
import { kitchenCatalog } from './fixtures/kitchen';
import { servicesForPriceList } from './services';

const catalog = kitchenCatalog((d) => {
  d.services = [
    {
      cod: 'INSTALL',
      des: 'Installation',
      local: { it: 'Installazione' },
      offer: '50',
      perc: '5',
      vat: '22',
      prices: [{ priceList: 'CH1', offer: '59.9', vat: '8.1' }],
    },
    { cod: 'DELIVERY', des: 'Delivery', offer: '0', perc: '2.50', vat: '22' },
  ];
});

describe('servicesForPriceList', () => {
  it("gives a list's own offer and VAT, the service's defaults for the rest", () => {
    expect(servicesForPriceList(catalog, 'CH1')).toEqual([
      { cod: 'INSTALL', des: 'Installation', offer: '59.90', perc: '5', vat: '8.1' },
      { cod: 'DELIVERY', des: 'Delivery', offer: '0.00', perc: '2.5', vat: '22' },
    ]);
  });

  it("gives the service's own amounts for a list without entries, and for the default list", () => {
    const l1 = servicesForPriceList(catalog, 'L1', 'it');
    expect(l1[0]).toEqual({ cod: 'INSTALL', des: 'Installazione', offer: '50.00', perc: '5', vat: '22' });
    expect(servicesForPriceList(catalog)).toEqual(servicesForPriceList(catalog, 'L1'));
  });

  it('refuses an unknown price list', () => {
    expect(() => servicesForPriceList(catalog, 'NOPE')).toThrowError(
      /Price list "NOPE" is not in catalogue KITCHEN/,
    );
  });

  it('refuses a service price for an unknown list or the same list twice', () => {
    const withPrices = (prices: { priceList: string; offer?: string }[]) => () =>
      kitchenCatalog((d) => (d.services![0]!.prices = prices));
    expect(withPrices([{ priceList: 'XX', offer: '1' }])).toThrowError(
      /Service INSTALL: unknown price list "XX"/,
    );
    expect(
      withPrices([
        { priceList: 'CH1', offer: '1' },
        { priceList: 'CH1', offer: '2' },
      ]),
    ).toThrowError(/price list "CH1" twice/);
  });
});
