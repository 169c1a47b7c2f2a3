import { formatDay, formatDayTime } from '../../../core/locale/format';
import { numberLocale } from '../../../core/locale/languages';

// Dates and money as the user's language writes them. Building an Intl formatter costs far more than
// using one (the list formats four values a row), so each is made once per language and currency.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | null>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T | null {
  if (!formatters.has(key)) {
    try {
      formatters.set(key, make());
    } catch {
      // An unknown currency or language: remembered, so the fallback is not retried each row.
      formatters.set(key, null);
    }
  }
  return formatters.get(key) as T | null;
}

const moneyFormat = (currency: string, language: string) =>
  cached(
    `money|${language}|${currency}`,
    () => new Intl.NumberFormat(numberLocale(language, currency), { style: 'currency', currency }),
  );

/** A date (and time) in the language's one date format (core/locale/format): "24/11/2026 10:00". */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return withTime ? formatDayTime(date, language) : formatDay(date, language);
}

/**
 * Builds the formatters the list's rows use before it opens (preload.ts, at idle): the first date
 * formatter of a page loads the language's calendar data, which took up to 136 ms of the click.
 */
export function prepareListFormats(language: string, currency: string): void {
  formatDay(new Date(0), language);
  moneyFormat(currency, language)?.format(0);
}

/**
 * A saved decimal amount in a currency. Intl formats the decimal text itself (no binary float on the
 * way: Intl.NumberFormat takes strings as exact decimals).
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  const format = moneyFormat(currency, language);
  if (!format) return `${amount} ${currency}`;
  return (format.format as unknown as (value: string) => string)(amount.trim());
}
