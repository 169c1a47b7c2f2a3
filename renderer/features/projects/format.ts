/** Dates and money as the user's language writes them. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/**
 * A saved decimal amount in a currency. Intl formats the decimal text itself (no binary float on the
 * way: Intl.NumberFormat takes strings as exact decimals).
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount.trim())) return amount;
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency }).format as unknown as (
      value: string,
    ) => string;
    return format(amount.trim());
  } catch {
    return `${amount} ${currency}`;
  }
}
