import type { CustomerRow } from '../project/schema';
import type { ErpLine } from '../project/erp';
import {
  type Decimal,
  MoneyError,
  ONE,
  PERCENT_DECIMALS,
  ZERO,
  decimalOr,
  looseDecimal,
  parseDecimal,
  quantity,
  round,
} from './money';

/** The catalogue article's own quantity and unit price: the fallback for an ERP line (spec 5). */
export interface ArticlePrice {
  qt?: number;
  punit?: string;
}

/** A priced ERP line. Amounts are exact decimals; `net` is already rounded to 2 decimals. */
export interface LinePrice {
  /** Effective quantity: line (or article) quantity times the customer row quantity. */
  qt: Decimal;
  /** Unit price after the price increase coefficient, rounded to 2 decimals. */
  unit: Decimal;
  /** qt x unit, rounded to 2 decimals (exact already for whole quantities). */
  net: Decimal;
  /** VAT percent of the line; its VAT is not rounded here but once, on the total (see README). */
  vatRate: Decimal;
}

/**
 * Price increase coefficient (spec 5 and 9): default 1; anything non-numeric becomes 1. A zero or
 * negative coefficient would wipe out or invert every price, so it counts as unset too.
 */
export function priceIncreaseCoefficient(value: unknown): Decimal {
  const coefficient = looseDecimal(value);
  return coefficient && coefficient.gt(ZERO) ? coefficient : ONE;
}

/** Quantity falls back to the article quantity when missing or zero (spec 5); 0 when both are. */
export function effectiveQuantity(lineQt: number | undefined, articleQt: number | undefined): Decimal {
  for (const qt of [lineQt, articleQt]) {
    if (qt === undefined || qt === 0) continue;
    if (!Number.isFinite(qt) || qt < 0)
      throw new MoneyError(`Invalid quantity ${String(qt)}: expected a number >= 0`);
    return quantity(qt);
  }
  return ZERO;
}

/**
 * Unit price falls back to the article unit price when missing or zero (spec 5); 0 when both are.
 * The article price may be given lazily, so a catalogue lookup runs only when it is needed.
 */
export function effectiveUnitPrice(
  linePunit: string | undefined,
  articlePunit: string | undefined | (() => string | undefined),
): Decimal {
  const line = decimalOr(linePunit, ZERO, 'unit price');
  if (!line.eq(ZERO)) return line;
  return decimalOr(typeof articlePunit === 'function' ? articlePunit() : articlePunit, ZERO, 'unit price');
}

/** Parsed percents by text: a project repeats a handful of VAT rates across thousands of lines. */
const percentCache = new Map<string, Decimal>();
const PERCENT_CACHE_LIMIT = 512;

/**
 * A percent rounded to its decimals (2 by default, spec 9); negative percents are refused. Equal
 * text gives the same (immutable) Decimal instance, so callers may group by identity.
 */
export function percent(
  value: string | undefined,
  what: string,
  decimals = PERCENT_DECIMALS,
): Decimal | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const key = `${decimals}|${value}`;
  const cached = percentCache.get(key);
  if (cached) return cached;
  const p = round(parseDecimal(value, what), decimals);
  if (p.lt(ZERO)) throw new MoneyError(`Invalid ${what} "${value}": must not be negative`);
  if (percentCache.size >= PERCENT_CACHE_LIMIT) percentCache.clear();
  percentCache.set(key, p);
  return p;
}

/**
 * The VAT percent of a line: the line's own customer data when its check flag is set, else the
 * customer row's VAT when checkVat is set, else the project VAT.
 */
export function lineVatRate(
  line: Pick<ErpLine, 'customDataFe'>,
  customerRow: Pick<CustomerRow, 'vat' | 'checkVat'> | undefined,
  projectVat: Decimal,
  percentDecimals = PERCENT_DECIMALS,
): Decimal {
  const own = line.customDataFe?.check
    ? percent(line.customDataFe.iva, 'line VAT', percentDecimals)
    : undefined;
  if (own) return own;
  const row = customerRow?.checkVat ? percent(customerRow.vat, 'row VAT', percentDecimals) : undefined;
  return row ?? projectVat;
}

/**
 * Prices one line. Order: unit = round2(unit price x coefficient); net = round2(qt x unit).
 * Rounding the unit first is what spec 9 asks ("quantity times rounded unit price") and it makes a
 * quantity-n line worth exactly n quantity-1 lines.
 */
export function priceLine(input: {
  qt: Decimal;
  unitPrice: Decimal;
  coefficient: Decimal;
  vatRate: Decimal;
}): LinePrice {
  const unit = round(input.unitPrice.times(input.coefficient));
  const net = round(input.qt.times(unit));
  return { qt: input.qt, unit, net, vatRate: input.vatRate };
}
