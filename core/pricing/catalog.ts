import type { CatalogTotals, Service } from '../project/schema';
import { Fraction } from './fraction';
import { percent } from './lines';
import {
  type Decimal,
  HUNDRED,
  MoneyError,
  ZERO,
  addPercent,
  decimalOr,
  min,
  percentOf,
  round,
  subtractPercent,
  toDecimalString,
} from './money';

/** Goods of one catalogue as summed from its lines. */
export interface CatalogGoods {
  /** Sum of line nets (2 decimals, exact). */
  tot: Decimal;
  /** Sum of the lines' unrounded VAT. */
  vatExact: Decimal;
}

export interface PricedCatalog {
  totals: CatalogTotals;
  services: Service[];
  /** Goods after the catalogue discounts. */
  totV: Decimal;
  totServices: Decimal;
  /** VAT of the goods after the catalogue discounts, exact. */
  goodsVat: Fraction;
  /** VAT of the services, exact. */
  servicesVat: Decimal;
}

/** Percent discount: 0 to 100, rounded to the percent decimals. */
export function discountPercent(value: string | undefined, what: string, decimals?: number): Decimal {
  const p = percent(value, what, decimals) ?? ZERO;
  if (p.gt(HUNDRED)) throw new MoneyError(`Invalid ${what} "${value}": must not exceed 100`);
  return p;
}

/** Fixed discount: an amount >= 0 rounded to 2 decimals. */
export function fixedDiscount(value: string | undefined, what: string): Decimal {
  const amount = round(decimalOr(value, ZERO, what));
  if (amount.lt(ZERO)) throw new MoneyError(`Invalid ${what} "${value}": must not be negative`);
  return amount;
}

/**
 * A service's price before VAT on a catalogue's goods after discounts (totV): offer plus perc %
 * when there is an offer, else perc % of totV. The offer screen also asks it for a service not
 * taken, with the price list's offer and percent: what it would cost.
 */
export function servicePrice(
  service: Pick<Service, 'offer' | 'perc'>,
  totV: Decimal,
  percentDecimals?: number,
): Decimal {
  const perc = percent(service.perc, 'service percent', percentDecimals) ?? ZERO;
  const offer = round(decimalOr(service.offer, ZERO, 'service offer'));
  return round(offer.eq(ZERO) ? percentOf(totV, perc) : addPercent(offer, perc));
}

/**
 * Totals of one catalogue (spec 3 and 9):
 *   tot        = sum of line nets
 *   totV       = round2(tot x (100 - discount1) / 100) - discount   (fixed discount capped at that amount)
 *   service    = round2(offer x (100 + perc) / 100) when offer is non-zero, else round2(totV x perc / 100)
 *   service total = round2(price x (100 + vat) / 100), vat defaulting to the project VAT
 *   totServices = sum of service prices
 * The goods VAT follows the discounts proportionally: vatExact x totV / tot, kept exact.
 */
export function priceCatalog(
  goods: CatalogGoods,
  input: CatalogTotals | undefined,
  services: readonly Service[],
  projectVat: Decimal,
  percentDecimals?: number,
): PricedCatalog {
  const d1 = discountPercent(input?.discount1, 'catalogue discount1', percentDecimals);
  const afterPercent = round(subtractPercent(goods.tot, d1));
  const requestedFixed = fixedDiscount(input?.discount, 'catalogue discount');
  const fixed = min(requestedFixed, afterPercent);
  const totV = afterPercent.minus(fixed);
  const goodsVat = goods.tot.eq(ZERO) ? Fraction.zero : Fraction.ratio(goods.vatExact.times(totV), goods.tot);

  let totServices = ZERO;
  let servicesVat = ZERO;
  const pricedServices = services.map((service) => {
    const price = servicePrice(service, totV, percentDecimals);
    const vat = percent(service.vat, 'service VAT', percentDecimals) ?? projectVat;
    totServices = totServices.plus(price);
    servicesVat = servicesVat.plus(percentOf(price, vat));
    return {
      ...service,
      price: toDecimalString(price),
      total: toDecimalString(round(addPercent(price, vat))),
    };
  });

  const totals: CatalogTotals = {
    ...input,
    tot: toDecimalString(goods.tot),
    totV: toDecimalString(totV),
    totServices: toDecimalString(totServices),
    discount1: toDecimalString(d1, percentDecimals),
    discount: toDecimalString(requestedFixed),
  };
  return { totals, services: pricedServices, totV, totServices, goodsVat, servicesVat };
}
