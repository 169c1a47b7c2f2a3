// For renderer unit tests of doors and windows: an Api whose catalogue documents are the sample
// DOORS and WINDOWS catalogues as GET /catalogs/{cod}/document answers a guest (the EUR list only);
// any other catalogue is not found.
import type { Api } from '../../renderer/api';
import { readSampleCatalogJson } from './sample-catalog-raw';

/** The price list a guest's catalogue documents carry. */
export const GUEST_PRICE_LIST = 'RETAIL-EUR';

/** A sample catalogue as GET /catalogs/{cod}/document answers a guest. */
export function guestDocumentReply(name: string) {
  const raw = readSampleCatalogJson(name) as unknown as {
    priceLists: { cod: string }[];
    services: { prices: { priceList: string }[] }[];
  };
  return {
    catalog: name.toUpperCase(),
    hash: `sample-${name}`,
    priceList: GUEST_PRICE_LIST,
    currency: 'EUR',
    document: {
      ...raw,
      priceLists: raw.priceLists.filter((l) => l.cod === GUEST_PRICE_LIST),
      services: raw.services.map((s) => ({
        ...s,
        prices: s.prices.filter((p) => p.priceList === GUEST_PRICE_LIST),
      })),
    },
  };
}

export const openingCatalogsApi = {
  catalog: {
    document: (cod: string) => {
      const name = cod.toLowerCase();
      if (name !== 'doors' && name !== 'windows') return Promise.reject(new Error('Catalog not found'));
      return Promise.resolve(guestDocumentReply(name));
    },
  },
} as unknown as Api;
