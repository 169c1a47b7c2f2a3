import { CURRENCIES, type Currency, DEFAULT_CURRENCY_CODE } from '../locale/currencies';
import { customerRowsById } from '../project/customerRows';
import type { CatalogTotals, CustomerFields, EntityId, Project, Service } from '../project/schema';
import { type CatalogGoods, discountPercent, fixedDiscount, priceCatalog } from './catalog';
import { Fraction } from './fraction';
import { type VatLine, type VatPart, vatByRate } from './vat';
import {
  type ArticlePrice,
  effectiveQuantity,
  effectiveUnitPrice,
  lineVatRate,
  percent,
  priceIncreaseCoefficient,
  priceLine,
} from './lines';
import { type Campaign, type RowPromotion, campaignFor, lineSaving } from './promotions';
import {
  type Decimal,
  ONE,
  PERCENT_DECIMALS,
  ZERO,
  parseDecimal,
  min,
  percentOf,
  quantity,
  round,
  roundToCurrency,
  subtractPercent,
  sum,
  toDecimalString,
} from './money';

export interface RepriceOptions {
  /** Currency of the totals; default the project's `currency` code, else EUR. */
  currency?: Currency;
  /** The catalogue article's quantity and unit price, used when an ERP line has none (or zero). */
  article?: (catalog: string, cod: string) => ArticlePrice | undefined;
  /** Decimals of percents (VAT, discounts, service percents); default 2. */
  percentDecimals?: number;
  /** The shop's stored campaigns (promotions.ts); none: list prices. */
  campaigns?: readonly Campaign[];
  /** The order date campaigns are chosen by when the project has no priceDate (YYYY-MM-DD). */
  today?: string;
}

export interface PricedLine {
  level: number;
  cod: string;
  qt: string;
  unit: string;
  net: string;
  vat: string;
}

export interface PricedRow {
  uniqueid: EntityId;
  catalog: string;
  /** The row's total: every line times the customer's quantity of the article. */
  net: string;
  /** One article's price (the row's lines once, before the customer's quantity): the unit price. */
  unitNet: string;
  lines: PricedLine[];
  /** The campaign that lowered this row's price: net = the lines' nets minus its saving. */
  promotion?: RowPromotion;
}

/** Project totals as decimal text (2 decimals). */
export interface ProjectTotals {
  /** Goods after the catalogue discounts, before the project discounts. */
  totalGoods: string;
  /** totalGoods after the project percent discount (discount1). */
  goodsAfterDiscount: string;
  totalServices: string;
  /** goodsAfterDiscount + totalServices - discount2: the total without VAT. */
  totVatE: string;
  /** VAT of the whole project, rounded once. */
  vat: string;
  /** totVatE + vat, rounded to the currency (CHF 0.05). */
  totVatI: string;
  /**
   * totVatI - (totVatE + vat): the cash rounding (CHF to 0.05), its own line so that the printed
   * amounts add up (issue 19); '0.00' for currencies without one.
   */
  cashRounding: string;
  /** Spec 9's general total: goods after discount + services - fixed discount (equal to totVatE). */
  generalTotal: string;
  /** The VAT by rate, highest first: bases add up to totVatE and VAT amounts to vat, as printed. */
  vatByRate: VatLine[];
}

export interface RepriceResult {
  rows: PricedRow[];
  catalogs: Record<string, CatalogTotals>;
  services: Record<string, Service[]>;
  totals: ProjectTotals;
  /** The project's customerFields with catalogsRows, servicesRows and the totals filled in. */
  customerFields: CustomerFields;
}

/**
 * Reprices a whole project, purely and deterministically (see README.md for the order of operations).
 * Rows with skipBasket are not in the basket and are not priced. The result does not depend on the
 * order of rows, and splitting a quantity-n line into n quantity-1 lines changes nothing: lines are
 * rounded on their own (unit, then qt x unit), everything after that is exact sums, and each
 * discount and the VAT are rounded once on totals.
 */
export function repriceProject(project: Project, options: RepriceOptions = {}): RepriceResult {
  const percentDecimals = options.percentDecimals ?? PERCENT_DECIMALS;
  const currency =
    options.currency ?? CURRENCIES[project.currency ?? ''] ?? CURRENCIES[DEFAULT_CURRENCY_CODE]!;
  const fields = project.customerFields;
  const coefficient = priceIncreaseCoefficient(project.pricesIncrease);
  const projectVat = percent(fields.vat, 'project VAT', percentDecimals) ?? ZERO;
  const customerRows = customerRowsById(fields.rows);
  // Campaigns go by the order date: the project's price date (frozen once ordered), else today.
  const priceDate = /^\d{4}-\d{2}-\d{2}/.exec(String(project.priceDate ?? ''))?.[0];
  const orderDate = priceDate ?? options.today;
  const campaignOf = new Map<string, Campaign | undefined>();
  const campaignForCatalog = (catalog: string) => {
    if (!options.campaigns?.length || !orderDate) return undefined;
    if (!campaignOf.has(catalog)) campaignOf.set(catalog, campaignFor(options.campaigns, catalog, orderDate));
    return campaignOf.get(catalog);
  };

  // Per catalogue, line nets summed by VAT rate: VAT is computed on these exact sums, not per line.
  // Rates are grouped by instance (percent() returns one instance per text); equal rates in two
  // groups would still give the same exact VAT, so grouping only saves work.
  const netByCatalogAndRate = new Map<string, Map<Decimal, { rate: Decimal; net: Decimal }>>();
  const rateText = new Map<Decimal, string>();
  const rows: PricedRow[] = [];
  for (const row of project.rows) {
    if (row.skipBasket) continue;
    const customerRow = customerRows.get(String(row.uniqueid));
    // Customer quantity: how many of this configured article; missing or zero means one.
    const rowQt =
      customerRow && customerRow.qt > 0 && customerRow.qt !== 1 ? quantity(customerRow.qt) : undefined;
    let rowNet = ZERO;
    let unitNet = ZERO;
    let rowSaving = ZERO;
    const campaign = campaignForCatalog(row.catalog);
    const campaignPercent = campaign ? parseDecimal(campaign.percent, 'campaign percent') : undefined;
    let byRate = netByCatalogAndRate.get(row.catalog);
    if (!byRate) netByCatalogAndRate.set(row.catalog, (byRate = new Map()));
    const lines: PricedLine[] = [];
    for (const line of row.erp) {
      // The article is looked up only for a line that lacks its own quantity or unit price.
      let article: ArticlePrice | undefined | null = null;
      const articleOf = () =>
        article === null ? (article = options.article?.(row.catalog, line.cod)) : article;
      const lineQt = effectiveQuantity(line.qt, line.qt ? undefined : articleOf()?.qt);
      const priced = priceLine({
        qt: rowQt ? lineQt.times(rowQt) : lineQt,
        unitPrice: effectiveUnitPrice(line.punit, () => articleOf()?.punit),
        coefficient,
        vatRate: lineVatRate(line, customerRow, projectVat, percentDecimals),
      });
      // The campaign's saving comes off the line's net (rounded on the line, like the net itself).
      const saving = campaignPercent ? lineSaving(priced.qt, priced.unit, campaignPercent) : ZERO;
      const paid = priced.net.minus(saving);
      rowSaving = rowSaving.plus(saving);
      rowNet = rowNet.plus(paid);
      if (rowQt) {
        // One article: the same line at its own quantity (rounded like the row's own lines).
        const one = priceLine({
          qt: lineQt,
          unitPrice: effectiveUnitPrice(line.punit, () => articleOf()?.punit),
          coefficient,
          vatRate: priced.vatRate,
        });
        const oneSaving = campaignPercent ? lineSaving(one.qt, one.unit, campaignPercent) : ZERO;
        unitNet = unitNet.plus(one.net.minus(oneSaving));
      }
      const group = byRate.get(priced.vatRate);
      if (group) group.net = group.net.plus(paid);
      else byRate.set(priced.vatRate, { rate: priced.vatRate, net: paid });
      let vatText = rateText.get(priced.vatRate);
      if (vatText === undefined)
        rateText.set(priced.vatRate, (vatText = toDecimalString(priced.vatRate, percentDecimals)));
      lines.push({
        level: line.level,
        cod: line.cod,
        qt: priced.qt.toString(),
        unit: toDecimalString(priced.unit),
        net: toDecimalString(priced.net),
        vat: vatText,
      });
    }
    rows.push({
      uniqueid: row.uniqueid,
      catalog: row.catalog,
      net: toDecimalString(rowNet),
      unitNet: toDecimalString(rowQt ? unitNet : rowNet),
      lines,
      ...(campaign && rowSaving.gt(ZERO)
        ? {
            promotion: {
              cod: campaign.cod,
              des: campaign.des,
              percent: campaign.percent,
              saving: toDecimalString(rowSaving),
            },
          }
        : {}),
    });
  }

  const goods = new Map<string, CatalogGoods>();
  for (const [catalog, byRate] of netByCatalogAndRate) {
    const groups = [...byRate.values()];
    goods.set(catalog, {
      tot: sum(groups.map((g) => g.net)),
      vatExact: sum(groups.map((g) => percentOf(g.net, g.rate))),
    });
  }

  // Every catalogue that has goods, entered totals or services; sorted so row order cannot matter.
  const catalogCodes = [
    ...new Set([...goods.keys(), ...Object.keys(fields.catalogsRows), ...Object.keys(fields.servicesRows)]),
  ].sort();
  const catalogs: Record<string, CatalogTotals> = {};
  const services: Record<string, Service[]> = {};
  let totalGoods = ZERO;
  let totalServices = ZERO;
  let goodsVat = Fraction.zero;
  let servicesVat = ZERO;
  const vatParts: VatPart[] = [];
  for (const code of catalogCodes) {
    const catalogGoods = goods.get(code) ?? { tot: ZERO, vatExact: ZERO };
    const priced = priceCatalog(
      catalogGoods,
      fields.catalogsRows[code],
      fields.servicesRows[code] ?? [],
      projectVat,
      percentDecimals,
    );
    const factor = catalogGoods.tot.eq(ZERO) ? Fraction.zero : Fraction.ratio(priced.totV, catalogGoods.tot);
    for (const group of netByCatalogAndRate.get(code)?.values() ?? []) {
      const rate = rateText.get(group.rate) ?? toDecimalString(group.rate, percentDecimals);
      vatParts.push({ rate, net: group.net, factor, goods: true });
    }
    for (const service of priced.services) {
      const rate = percent(service.vat, 'service VAT', percentDecimals) ?? projectVat;
      const price = parseDecimal(service.price ?? '0');
      vatParts.push({
        rate: toDecimalString(rate, percentDecimals),
        net: price,
        factor: Fraction.of(ONE),
        goods: false,
      });
    }
    catalogs[code] = priced.totals;
    if (fields.servicesRows[code]) services[code] = priced.services;
    totalGoods = totalGoods.plus(priced.totV);
    totalServices = totalServices.plus(priced.totServices);
    goodsVat = goodsVat.plus(priced.goodsVat);
    servicesVat = servicesVat.plus(priced.servicesVat);
  }

  const totals = projectTotals({
    totalGoods,
    totalServices,
    goodsVat,
    servicesVat,
    discount1: discountPercent(fields.discount1, 'project discount1', percentDecimals),
    discount2: fixedDiscount(fields.discount2, 'project discount2'),
    currency,
    vatParts,
  });
  const customerFields: CustomerFields = {
    ...fields,
    catalogsRows: catalogs,
    servicesRows: { ...fields.servicesRows, ...services },
    totVatE: totals.totVatE,
    totVatI: totals.totVatI,
    totalGoods: totals.totalGoods,
    totalServices: totals.totalServices,
    generalTotal: totals.generalTotal,
  };
  return { rows, catalogs, services, totals, customerFields };
}

/**
 * Project totals (spec 9):
 *   goodsAfterDiscount = round2(totalGoods x (100 - discount1) / 100)
 *   totVatE = goodsAfterDiscount + totalServices - discount2   (discount2 capped at that sum)
 *   vat     = round2(exact VAT of goods and services, each scaled by the discounts that reduced it);
 *             with several rates, the sum of each rate's VAT on its printed base (vat.ts)
 *   totVatI = currency(totVatE + vat);  cashRounding = totVatI - (totVatE + vat);  generalTotal = totVatE
 */
function projectTotals(input: {
  totalGoods: Decimal;
  totalServices: Decimal;
  goodsVat: Fraction;
  servicesVat: Decimal;
  discount1: Decimal;
  discount2: Decimal;
  currency: Currency;
  vatParts: readonly VatPart[];
}): ProjectTotals {
  const goodsAfterDiscount = round(subtractPercent(input.totalGoods, input.discount1));
  const beforeFixed = goodsAfterDiscount.plus(input.totalServices);
  const totVatE = beforeFixed.minus(min(input.discount2, beforeFixed));

  let vatFraction = Fraction.of(input.servicesVat);
  if (!input.totalGoods.eq(ZERO)) {
    vatFraction = vatFraction.plus(
      input.goodsVat.times(Fraction.ratio(goodsAfterDiscount, input.totalGoods)),
    );
  }
  const breakdown = vatByRate(input.vatParts, {
    goods: input.totalGoods.eq(ZERO)
      ? Fraction.of(ONE)
      : Fraction.ratio(goodsAfterDiscount, input.totalGoods),
    all: beforeFixed.eq(ZERO) ? Fraction.zero : Fraction.ratio(totVatE, beforeFixed),
    totVatE,
  });
  // One rate: the VAT of the exact total, rounded once (which is that rate on totVatE). Several: the
  // sum of each rate's VAT on its printed base, so the offer's VAT lines add up to its VAT.
  const vat =
    breakdown.length > 1
      ? sum(breakdown.map((line) => parseDecimal(line.vat)))
      : beforeFixed.eq(ZERO)
        ? ZERO
        : vatFraction.times(Fraction.ratio(totVatE, beforeFixed)).toCents();
  const exactTotal = totVatE.plus(vat);
  const totVatI = roundToCurrency(exactTotal, input.currency);

  return {
    totalGoods: toDecimalString(input.totalGoods),
    goodsAfterDiscount: toDecimalString(goodsAfterDiscount),
    totalServices: toDecimalString(input.totalServices),
    totVatE: toDecimalString(totVatE),
    vat: toDecimalString(vat),
    totVatI: toDecimalString(totVatI),
    cashRounding: toDecimalString(totVatI.minus(exactTotal)),
    // Cash rounding applies to the amount paid only (its own line): the total excluding VAT is the
    // exact sum, so goods, discounts, services, VAT and rounding add up as printed (issue 19).
    generalTotal: toDecimalString(totVatE),
    vatByRate: breakdown,
  };
}
