// Project -> the data printed on the offer. Every amount comes from core/pricing's repriceProject;
// this module only picks, labels and formats. The PDF layout lives in render-offer.ts.
import { CURRENCIES, DEFAULT_CURRENCY_CODE, type Currency } from '../../core/locale/currencies';
import { formatDay } from '../../core/locale/format';
import { numberLocale } from '../../core/locale/languages';
import type { MeasureSettings } from '../../core/locale/measures';
import {
  type Decimal,
  type ProjectTotals,
  type RepriceOptions,
  ZERO,
  currencyTextFormatter,
  parseDecimal,
  repriceProject,
  round,
  subtractPercent,
  toDecimalString,
} from '../../core/pricing';
import type { OrderAddress, Project, Row, Service } from '../../core/project/schema';
import { type CatalogTexts, NO_CATALOG_TEXTS, localName } from './catalog-texts';
import { type OfferImage, decodeImage } from './images';
import { type OfferColumn, type OfferLabels, type OfferLanguage, offerLabels } from './labels';
import { formatVariants } from './variants';

/** Spec-free choice: an offer is valid for 30 days unless the request says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;

export interface OfferParty {
  name: string;
  lines: string[];
}

export interface OfferLine extends Record<OfferColumn, string> {
  /** 0: the configured article; 1+: its accessories (printed indented). */
  level: number;
}

export interface OfferRow {
  main: OfferLine;
  variants: string;
  image: OfferImage | null;
  accessories: OfferLine[];
}

export interface OfferAmountLine {
  label: string;
  amount: string;
  /** Printed bold: subtotals that close a block. */
  strong?: boolean;
}

export interface OfferService {
  description: string;
  vat: string;
  price: string;
  total: string;
}

export interface OfferSection {
  catalog: string;
  title: string;
  rows: OfferRow[];
  services: OfferService[];
  /** Subtotal, discounts and the catalogue total, in print order. */
  amounts: OfferAmountLine[];
}

export interface OfferDocument {
  language: OfferLanguage;
  labels: OfferLabels;
  number: string;
  projectTitle: string;
  date: string;
  validUntil: string;
  shop: OfferParty;
  customer: OfferParty | null;
  projectImage: OfferImage | null;
  sections: OfferSection[];
  totals: OfferAmountLine[];
  notes: string;
  currency: Currency;
  /** The currency's name in the offer language, with its code: "Schweizer Franken (CHF)". */
  currencyLabel: string;
  /** Core's figures, unformatted: what the printed totals were made from. */
  figures: ProjectTotals;
}

export interface OfferOptions {
  language: OfferLanguage;
  /** The units lengths print in (the person's); default millimetres. */
  measures?: MeasureSettings;
  /** The offer date; validity counts from it. */
  today: Date;
  validityDays?: number;
  shop: OfferParty;
  /** Offer number when the project has no id (the request's idProject). */
  number?: string;
  texts?: CatalogTexts;
  /** Used when the project has no picture of its own (e.g. the first view-maker image). */
  fallbackImage?: OfferImage | null;
  /** Passed to repriceProject (article fallbacks for lines without quantity or price). */
  article?: RepriceOptions['article'];
  /** The shop's stored campaigns (plain data: it crosses to the offload thread). */
  campaigns?: RepriceOptions['campaigns'];
}

/**
 * Amount text in the offer's locale. Amounts are printed as core gave them: rounded half-up to the
 * currency's digits (core's toDecimalString), no cash rounding on lines; Intl formats the decimal
 * text exactly (never through a float). One Intl formatter serves the whole offer.
 */
export function moneyFormatter(currency: Currency, locale: string): (amount: string | Decimal) => string {
  const format = currencyTextFormatter(currency, locale);
  return (amount) =>
    format(
      toDecimalString(typeof amount === 'string' ? parseDecimal(amount) : amount, currency.decimal_digits),
    );
}

/** A decimal (percent, quantity) as locale text without trailing zeros: "22", "8,1". */
export function numberFormatter(locale: string): (value: string) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format as unknown as (
    value: string,
  ) => string;
  return (value) => format(value);
}

export function buildOffer(project: Project, options: OfferOptions): OfferDocument {
  const labels = offerLabels(options.language);
  const currency = CURRENCIES[project.currency ?? ''] ?? CURRENCIES[DEFAULT_CURRENCY_CODE]!;
  const locale = numberLocale(options.language, currency.code);
  const texts = options.texts ?? NO_CATALOG_TEXTS;
  const money = moneyFormatter(currency, locale);
  const number = numberFormatter(locale);
  const percentText = (value: string) => `${number(value)}%`;
  const amountTexts: AmountTexts = { labels, money, percentText };

  const priced = repriceProject(project, {
    currency,
    article: options.article,
    campaigns: options.campaigns,
    today: options.today.toISOString().slice(0, 10),
  });
  const pricedById = new Map(priced.rows.map((row) => [String(row.uniqueid), row]));
  // Equal pictures (the same article configured alike) decode once and embed once.
  const images = new Map<string, OfferImage | null>();
  const imageOf = (dataUrl: string | undefined) => {
    if (!dataUrl) return null;
    if (!images.has(dataUrl)) images.set(dataUrl, decodeImage(dataUrl));
    return images.get(dataUrl) ?? null;
  };

  const sectionRows = new Map<string, OfferRow[]>();
  for (const row of project.rows) {
    const pricedRow = pricedById.get(String(row.uniqueid));
    if (!pricedRow) continue; // skipBasket: not in the basket, not offered
    const lines = pricedRow.lines.map((line, index): OfferLine => {
      const source = row.erp[index];
      return {
        level: line.level,
        code: line.cod,
        description:
          localName(texts, row.catalog, line.cod, source?.des || '', options.language) ?? (source?.des || ''),
        quantity: number(line.qt),
        unitPrice: money(line.unit),
        vat: percentText(line.vat),
        total: money(line.net),
      };
    });
    // A campaign's saving prints as its own line under the row, so the lines add up to the subtotal.
    const promotion = pricedRow.promotion;
    if (promotion) {
      lines.push({
        level: 1,
        code: promotion.cod,
        description: `${labels.promotion}: ${promotion.des || promotion.cod} (-${percentText(promotion.percent)})`,
        quantity: '',
        unitPrice: '',
        vat: '',
        total: money(ZERO.minus(parseDecimal(promotion.saving))),
      });
    }
    const [first, ...rest] = lines;
    // The row's name as the offer screen gives it: its article's, else its model's, in the language.
    const main: OfferLine = first
      ? {
          ...first,
          code: row.cod || first.code,
          description:
            localName(texts, row.catalog, row.cod ?? '', first.description, options.language) ??
            localName(texts, row.catalog, row.model ?? '', first.description, options.language) ??
            (first.description || rowName(row)),
        }
      : {
          level: 0,
          code: row.cod || row.model || '',
          description: rowName(row),
          quantity: '',
          unitPrice: '',
          vat: '',
          total: money(ZERO),
        };
    const list = sectionRows.get(row.catalog) ?? [];
    list.push({
      main,
      variants: formatVariants(row, options.language, texts, labels, options.measures),
      image: imageOf(row.img),
      accessories: rest,
    });
    sectionRows.set(row.catalog, list);
  }

  const catalogOrder = [
    ...sectionRows.keys(),
    ...Object.keys(priced.catalogs).filter((code) => !sectionRows.has(code)),
  ];
  const sections = catalogOrder.flatMap((code): OfferSection[] => {
    const totals = priced.catalogs[code];
    if (!totals) return [];
    // Only the services the customer takes: one left out printed at 0.00 read as free assembly.
    const services = (priced.services[code] ?? []).filter(serviceTaken).map((service) => ({
      description: serviceName(service, code, options.language, texts) || labels.services,
      vat: service.vat ? percentText(service.vat) : '',
      price: money(service.price ?? '0'),
      total: money(service.total ?? '0'),
    }));
    const rows = sectionRows.get(code) ?? [];
    if (rows.length === 0 && services.length === 0) return [];
    const name = texts.catalogName(code, options.language);
    return [
      {
        catalog: code,
        title: name && name !== code ? `${code} · ${name}` : code,
        rows,
        services,
        amounts: catalogAmounts(totals, amountTexts),
      },
    ];
  });

  const today = options.today;
  const validity = options.validityDays ?? DEFAULT_VALIDITY_DAYS;
  return {
    language: options.language,
    labels,
    number: String(project.id ?? options.number ?? ''),
    projectTitle: project.des ?? '',
    // The language's one date format (27/11/2026, 27.11.2026 in German), as on the screens.
    date: formatDay(today, options.language, 'UTC'),
    validUntil: formatDay(new Date(today.getTime() + validity * DAY_MS), options.language, 'UTC'),
    shop: options.shop,
    customer: customerParty(project.orderaddress[0], project.customercod, labels),
    projectImage: imageOf(project.img) ?? options.fallbackImage ?? null,
    sections,
    totals: projectAmounts(priced.totals, project, amountTexts),
    notes: project.customerFields.notes.trim(),
    currency,
    currencyLabel: `${currencyName(currency, locale)} (${currency.code})`,
    figures: priced.totals,
  };
}

/**
 * A service's name: the catalogue's localised text when the project kept one of the catalogue's
 * own descriptions (stored in the language it was added in), else the description the seller
 * typed, else its code.
 */
function serviceName(service: Service, catalog: string, lang: string, texts: CatalogTexts): string {
  const known = service.cod ? texts.service(catalog, service.cod, lang) : undefined;
  if (known && (!service.des || known.all.includes(service.des))) return known.text;
  return service.des || service.cod || '';
}

/** Taken as the offer screen shows it: ticked, or (older projects without the flag) priced. */
export function serviceTaken(service: Service): boolean {
  const selected = (service as { selected?: unknown }).selected;
  if (typeof selected === 'boolean') return selected;
  return !parseDecimal(service.price ?? '0').eq(ZERO);
}

function currencyName(currency: Currency, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency.code) ?? currency.name;
  } catch {
    return currency.name;
  }
}

export function rowName(row: Row): string {
  return row.model || row.cmodel || row.cod || '';
}

/** What the amount lines are worded with: the offer's labels, money and percent texts. */
interface AmountTexts {
  labels: OfferLabels;
  money: (amount: string | Decimal) => string;
  percentText: (value: string) => string;
}

/** Subtotal, the percent and fixed catalogue discounts (when set) and the catalogue total. */
function catalogAmounts(
  totals: { tot: string; totV: string; discount1: string; discount: string },
  { labels, money, percentText }: AmountTexts,
): OfferAmountLine[] {
  const tot = parseDecimal(totals.tot);
  const totV = parseDecimal(totals.totV);
  const d1 = parseDecimal(totals.discount1);
  if (tot.eq(totV)) return [{ label: labels.catalogueTotal, amount: money(totV), strong: true }];
  // The same rounding core applied: round2(tot x (100 - d1) / 100), then the fixed discount.
  const afterPercent = round(subtractPercent(tot, d1));
  const lines: OfferAmountLine[] = [{ label: labels.subtotal, amount: money(tot) }];
  if (!d1.eq(ZERO)) {
    lines.push({
      label: `${labels.discount} ${percentText(totals.discount1)}`,
      amount: money(afterPercent.minus(tot)),
    });
  }
  const fixed = afterPercent.minus(totV);
  if (!fixed.eq(ZERO)) lines.push({ label: labels.discount, amount: money(ZERO.minus(fixed)) });
  lines.push({ label: labels.catalogueTotal, amount: money(totV), strong: true });
  return lines;
}

function projectAmounts(
  totals: ProjectTotals,
  project: Project,
  { labels, money, percentText }: AmountTexts,
): OfferAmountLine[] {
  const goods = parseDecimal(totals.totalGoods);
  const afterDiscount = parseDecimal(totals.goodsAfterDiscount);
  const services = parseDecimal(totals.totalServices);
  const lines: OfferAmountLine[] = [{ label: labels.goods, amount: money(goods) }];
  if (!afterDiscount.eq(goods)) {
    const percent = project.customerFields.discount1 ?? '0';
    lines.push({
      label: `${labels.projectDiscount} ${percentText(percent)}`,
      amount: money(afterDiscount.minus(goods)),
    });
  }
  if (!services.eq(ZERO)) lines.push({ label: labels.services, amount: money(services) });
  const fixed = afterDiscount.plus(services).minus(parseDecimal(totals.totVatE));
  if (!fixed.eq(ZERO)) lines.push({ label: labels.fixedDiscount, amount: money(ZERO.minus(fixed)) });
  lines.push({ label: labels.generalTotal, amount: money(totals.totVatE), strong: true });
  // One VAT line per rate when the rows differ (issue 19): each on its base, adding up to the VAT.
  if (totals.vatByRate.length > 1) {
    for (const line of totals.vatByRate) {
      const label = labels.vatOnBase
        .replace('{rate}', percentText(line.rate))
        .replace('{base}', money(line.base));
      lines.push({ label, amount: money(line.vat) });
    }
  } else {
    const rate = totals.vatByRate[0]?.rate;
    lines.push({
      label: rate ? `${labels.vatTotal} ${percentText(rate)}` : labels.vatTotal,
      amount: money(totals.vat),
    });
  }
  // Cash rounding (CHF 0.05) on a line of its own, so the printed amounts add up.
  if (!parseDecimal(totals.cashRounding).eq(ZERO)) {
    lines.push({ label: labels.cashRounding, amount: money(totals.cashRounding) });
  }
  lines.push({ label: labels.totalWithVat, amount: money(totals.totVatI), strong: true });
  return lines;
}

export function customerParty(
  address: OrderAddress | undefined,
  customercod: string | undefined,
  labels: OfferLabels,
): OfferParty | null {
  const name = [address?.firstname, address?.surname].filter((part) => part?.trim()).join(' ');
  const place = [address?.postalcode, address?.city].filter((part) => part?.trim()).join(' ');
  const lines = [
    address?.street,
    address?.county ? `${place} (${address.county})` : place,
    address?.country,
    address?.email || customercod,
    address?.mobile,
    address?.vat ? `${labels.vatNumber} ${address.vat}` : undefined,
  ].filter((line): line is string => Boolean(line?.trim()));
  if (!name && lines.length === 0) return null;
  return { name: name || lines.shift() || '', lines };
}
