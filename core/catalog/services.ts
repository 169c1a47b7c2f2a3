import Big from 'big.js';
import { CatalogError } from './errors';
import { localise } from './localise';
import type { CatalogDocument } from './schema';

/**
 * A catalogue service priced for one price list, in the shape of a project service row
 * (core/project `Service`): amounts are decimal strings, `offer` with 2 decimals.
 */
export interface ListService {
  cod: string;
  des: string;
  offer: string;
  perc: string;
  vat: string;
}

/**
 * The catalogue's services for a price list (default: the catalogue's first, as in `evaluate`):
 * each service's entry for that list in `prices`, field by field, else the service's own
 * `offer`, `perc` and `vat`. An unknown price list is `CatalogError UNKNOWN_PRICE_LIST`.
 */
export function servicesForPriceList(
  catalog: CatalogDocument,
  priceList?: string,
  lang?: string,
): ListService[] {
  let listCod: string | undefined;
  if (priceList !== undefined) {
    const list = catalog.priceLists.find((l) => l.cod === priceList);
    if (!list) {
      throw new CatalogError(
        'UNKNOWN_PRICE_LIST',
        `Price list "${priceList}" is not in catalogue ${catalog.catalog.cod}`,
      );
    }
    listCod = list.cod;
  } else {
    listCod = catalog.priceLists[0]?.cod;
  }
  return catalog.services.map((service) => {
    const own = service.prices.find((p) => p.priceList === listCod);
    return {
      cod: service.cod,
      des: localise(service.des, service.local, lang),
      offer: new Big(own?.offer ?? service.offer).toFixed(2),
      perc: new Big(own?.perc ?? service.perc).toString(),
      vat: new Big(own?.vat ?? service.vat).toString(),
    };
  });
}
