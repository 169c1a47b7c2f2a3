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

export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = cached(
    `date|${language}|${withTime}`,
    () =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }),
  );
  return format ? format.format(date) : date.toISOString();
}

/**
 * A saved decimal amount in a currency. Intl formats the decimal text itself (no binary float on the
 * way: Intl.NumberFormat takes strings as exact decimals).
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  const format = cached(
    `money|${language}|${currency}`,
    () => new Intl.NumberFormat(language, { style: 'currency', currency }),
  );
  if (!format) return `${amount} ${currency}`;
  return (format.format as unknown as (value: string) => string)(amount.trim());
}
