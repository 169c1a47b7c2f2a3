import BigLib from 'big.js';
import type { Big } from 'big.js';
import type { Currency } from '../locale/currencies';

/**
 * Exact decimal money. Every price, percent and total goes through this module: amounts arrive as
 * decimal text (DecimalString), quantities as numbers converted through their decimal text, and no
 * binary float ever takes part in the arithmetic.
 *
 * Rounding is half-up (half away from zero): 0.005 -> 0.01, -0.005 -> -0.01. That is the rule
 * commercial documents use, and it is what big.js calls ROUND_HALF_UP.
 */
export type Decimal = Big;

/**
 * A private big.js constructor so no other module's settings can change ours: strict mode refuses
 * JS numbers (a float can never sneak in), half-up rounding, 40 digits for the few divisions.
 */
const Dec = BigLib();
Dec.DP = 40;
Dec.RM = BigLib.roundHalfUp;
Dec.strict = true;
Dec.NE = -50;
Dec.PE = 50;

/** Same settings, 2 decimal places: big.js division is correctly rounded, so n/d here is exact to the cent. */
const Dec2 = BigLib();
Dec2.DP = 2;
Dec2.RM = BigLib.roundHalfUp;
Dec2.strict = true;

/** Amounts are kept to 2 decimals (spec 9). */
export const AMOUNT_DECIMALS = 2;
/** Percents default to 2 decimals (spec 9). */
export const PERCENT_DECIMALS = 2;

export const ZERO: Decimal = Dec('0');
export const ONE: Decimal = Dec('1');
export const HUNDRED: Decimal = Dec('100');
const ONE_HUNDREDTH = Dec('0.01');
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Bad money input: the message says what was expected. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** Parses decimal text ("12.50", "-3", "0.005") exactly; `what` names the value in the error. */
export function parseDecimal(value: string | Decimal, what = 'amount'): Decimal {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) {
    throw new MoneyError(`Invalid ${what} "${value}": expected a decimal number as text, like "12.50"`);
  }
  return Dec(text);
}

/** Like parseDecimal, but missing or empty text gives the fallback (default 0). */
export function decimalOr(
  value: string | null | undefined,
  fallback: Decimal = ZERO,
  what = 'amount',
): Decimal {
  if (value === undefined || value === null || value.trim() === '') return fallback;
  return parseDecimal(value, what);
}

/** A quantity (a JS number) as an exact decimal through its shortest decimal text: 0.1 -> "0.1". */
export function quantity(qt: number): Decimal {
  if (!Number.isFinite(qt)) throw new MoneyError(`Invalid quantity ${String(qt)}: expected a finite number`);
  // Small whole quantities are most lines: reuse one immutable instance each.
  if (Number.isInteger(qt) && qt >= 0 && qt < SMALL_QUANTITIES.length) return SMALL_QUANTITIES[qt]!;
  return Dec(String(qt));
}

const SMALL_QUANTITIES: readonly Decimal[] = Array.from({ length: 101 }, (_, i) => Dec(String(i)));

/**
 * A coefficient or percent that may come as number or text from configuration or legacy data.
 * Returns undefined when it is not a finite decimal, so callers choose the fallback.
 */
export function looseDecimal(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Dec(String(value)) : undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Dec(value.trim());
  return undefined;
}

export function add(...values: Decimal[]): Decimal {
  return values.reduce((acc, v) => acc.plus(v), ZERO);
}

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

/** amount x factor, exact (a quantity, a coefficient, another decimal). */
export function multiply(amount: Decimal, factor: Decimal): Decimal {
  return amount.times(factor);
}

/** Rounds half-up to a number of decimals (2 by default). */
export function round(value: Decimal, decimals: number = AMOUNT_DECIMALS): Decimal {
  return value.round(decimals, BigLib.roundHalfUp);
}

/** percent % of an amount, exact (multiplying by 0.01 never loses digits). */
export function percentOf(amount: Decimal, percent: Decimal): Decimal {
  return amount.times(percent).times(ONE_HUNDREDTH);
}

/** amount increased by percent %: amount x (100 + percent) / 100, exact. */
export function addPercent(amount: Decimal, percent: Decimal): Decimal {
  return amount.times(HUNDRED.plus(percent)).times(ONE_HUNDREDTH);
}

/** amount reduced by percent %: amount x (100 - percent) / 100, exact. */
export function subtractPercent(amount: Decimal, percent: Decimal): Decimal {
  return amount.times(HUNDRED.minus(percent)).times(ONE_HUNDREDTH);
}

/** numerator / denominator rounded half-up to 2 decimals, exactly (no intermediate truncation). */
export function divideToCents(numerator: Decimal, denominator: Decimal): Decimal {
  if (denominator.eq(ZERO)) throw new MoneyError('Cannot divide an amount by zero');
  return Dec2(numerator).div(denominator);
}

/** The smaller of two amounts. */
export function min(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}

/**
 * Rounds to a currency: first to its decimal digits, then half-up to its cash rounding increment
 * when it has one (CHF 0.05: 10.024 -> 10.00, 10.025 -> 10.05, 10.074 -> 10.05, 10.075 -> 10.10).
 */
export function roundToCurrency(
  value: Decimal,
  currency: Pick<Currency, 'decimal_digits' | 'rounding'>,
): Decimal {
  const increment = parseDecimal(currency.rounding, 'currency rounding');
  if (increment.lte(ZERO)) return round(value, currency.decimal_digits);
  // Divide by the increment exactly: the result is rounded to whole increments in one step.
  const steps = value.div(increment).round(0, BigLib.roundHalfUp);
  return round(steps.times(increment), currency.decimal_digits);
}

/** Decimal text with exactly `decimals` places (2 by default): the DecimalString stored in entities. */
export function toDecimalString(value: Decimal, decimals: number = AMOUNT_DECIMALS): string {
  return value.toFixed(decimals, BigLib.roundHalfUp);
}

/**
 * Formats an amount for display in a locale: rounded to the currency, then handed to Intl as
 * decimal text (Intl formats strings exactly, without converting them to a float).
 */
export function formatMoney(
  value: Decimal,
  currency: Pick<Currency, 'code' | 'decimal_digits' | 'rounding'>,
  locale: string,
): string {
  const rounded = roundToCurrency(value, currency);
  return currencyTextFormatter(currency, locale)(rounded.toFixed(currency.decimal_digits));
}

/**
 * An Intl currency formatter over decimal text ("1234.50"): Intl formats strings exactly, never
 * through a float. Build it once and reuse it for many amounts (an offer, a table).
 */
export function currencyTextFormatter(
  currency: Pick<Currency, 'code' | 'decimal_digits'>,
  locale: string,
): (decimalText: string) => string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.decimal_digits,
    maximumFractionDigits: currency.decimal_digits,
  }).format as unknown as (decimalText: string) => string;
}
