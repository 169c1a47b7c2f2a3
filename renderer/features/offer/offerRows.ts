import Big from 'big.js';
import { localise } from '../../../core/catalog/localise';
import { type ListService, servicesForPriceList } from '../../../core/catalog/services';
import { type PricedRow, parseDecimal, servicePrice, toDecimalString } from '../../../core/pricing';
import type { CatalogTotals, CustomerRow, Project, Row } from '../../../core/project/schema';
import type { LoadedCatalog } from '../../state/catalogs';

/** One line of the offer's list: a catalogue heading or a row (what the virtual list renders). */
export type OfferItem =
  | { kind: 'catalog'; catalog: string; des: string; count: number; totals: CatalogTotals | undefined }
  | {
      kind: 'row';
      row: Row;
      customer: CustomerRow | undefined;
      priced: PricedRow | undefined;
      des: string;
      /** Price of one piece (row net / customer quantity), 2 decimals. */
      unit: string;
      /** The main line's VAT percent, without trailing zeros. */
      vat: string;
      /** Position of the row in the project (for moving). */
      index: number;
    };

/**
 * The offer's list: rows grouped by catalogue in the order each catalogue first appears, each
 * group headed by its catalogue. Prices are core/pricing's (passed in), never recomputed here.
 */
export function offerItems(
  project: Project,
  priced: readonly PricedRow[],
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
  catalogTotals: Readonly<Record<string, CatalogTotals>>,
): OfferItem[] {
  const pricedById = new Map(priced.map((p) => [String(p.uniqueid), p]));
  const customers = new Map((project.customerFields.rows ?? []).map((c) => [String(c.uniqueid), c]));
  const groups = new Map<string, { row: Row; index: number }[]>();
  project.rows.forEach((row, index) => {
    if (row.skipBasket) return;
    const list = groups.get(row.catalog) ?? [];
    list.push({ row, index });
    groups.set(row.catalog, list);
  });
  const items: OfferItem[] = [];
  for (const [catalog, rows] of groups) {
    const doc = documents[catalog]?.document;
    items.push({
      kind: 'catalog',
      catalog,
      des: doc ? localise(doc.catalog.des, doc.catalog.local, lang) : catalog,
      count: rows.length,
      totals: catalogTotals[catalog],
    });
    for (const { row, index } of rows) {
      const id = String(row.uniqueid);
      const p = pricedById.get(id);
      const customer = customers.get(id);
      const qt = customer?.qt && customer.qt > 0 ? customer.qt : 1;
      const model = doc?.models.find((m) => m.cod === row.model);
      const article = doc?.articles.find((a) => a.cod === row.cod);
      const des = article
        ? localise(article.des, article.local, lang)
        : model
          ? localise(model.des, model.local, lang)
          : (row.erp[0]?.des ?? row.cod ?? row.model ?? id);
      items.push({
        kind: 'row',
        row,
        customer,
        priced: p,
        des,
        unit: p ? new Big(p.net).div(qt).toFixed(2, Big.roundHalfUp) : '0.00',
        // Shown as a percent without trailing zeros: 22.00 -> 22, 8.10 -> 8.1.
        vat: new Big(p?.lines[0]?.vat ?? '0').toString(),
        index,
      });
    }
  }
  return items;
}

/**
 * The services' names in the user's language, per catalogue and service code. A project keeps each
 * service's name as it was when added (in the catalogue's own language); the offer shows the
 * catalogue's translation, and that stored name where the catalogue is not loaded or has none.
 */
export function serviceNames(
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(documents).map(([catalog, loaded]) => [
      catalog,
      Object.fromEntries(
        loaded.document.services.map((service) => [service.cod, localise(service.des, service.local, lang)]),
      ),
    ]),
  );
}

/**
 * What each catalogue service would cost if the customer took it: the price list's offer and
 * percent priced by core on the catalogue's goods after discounts. A service left out is stored
 * at 0 (offer and percent cleared), so the screen showed 0.00 and the seller could not say what
 * assembly would cost without ticking it.
 */
export function serviceQuotes(
  documents: Readonly<Record<string, LoadedCatalog>>,
  catalogTotals: Readonly<Record<string, CatalogTotals>>,
): Record<string, Record<string, string>> {
  const quotes: Record<string, Record<string, string>> = {};
  for (const [catalog, loaded] of Object.entries(documents)) {
    const totals = catalogTotals[catalog];
    if (!totals) continue;
    let listed: ListService[];
    try {
      listed = servicesForPriceList(loaded.document, loaded.priceList ?? undefined);
    } catch {
      continue; // a price list the catalogue lacks: no quotes, the stored prices still show
    }
    quotes[catalog] = Object.fromEntries(
      listed.map((s) => [s.cod, toDecimalString(servicePrice(s, parseDecimal(totals.totV)))]),
    );
  }
  return quotes;
}
