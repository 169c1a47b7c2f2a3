// Numbers on the offer screen as the user's language writes and types them. Decimals stay text
// (never a binary float): Intl formats decimal strings exactly, and typed text is only re-punctuated.
import type { OfferItem } from './offerRows';

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** A rate as the user's language writes it: '22', '8,1' in German and Italian, '8.1' in English. */
export function rateText(rate: string, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format as unknown as (v: string) => string
  )(rate);
}

/** A stored decimal ("7.5") as an input shows it in the language: "7,5" in German and Italian. */
export function decimalInputText(value: string, locale: string): string {
  return value.replace('.', separators(locale).decimal);
}

/**
 * A decimal typed by a seller, as a plain decimal string ("1500", "7.5"), or undefined when it is
 * not a number. The language's decimal mark is the decimal ("7,5" in German); the other mark is one
 * too ("7.5" typed on a number pad) unless it groups thousands ("1.500" is 1500 in German, "1,500"
 * in English). Spaces and apostrophes (Swiss 1'500) are grouping.
 */
export function parseDecimalInput(text: string, locale: string): string | undefined {
  const { decimal } = separators(locale);
  const other = decimal === ',' ? '.' : ',';
  let plain = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (plain.includes(decimal)) {
    // One decimal mark; the other mark before it groups thousands ("1.500,50").
    if (plain.split(decimal).length > 2) return undefined;
    plain = plain.split(other).join('').replace(decimal, '.');
  } else if (plain.includes(other)) {
    const grouped = new RegExp(`^-?\\d{1,3}(\\${other}\\d{3})+$`).test(plain);
    plain = grouped ? plain.split(other).join('') : plain.replace(other, '.');
  }
  if (plain === '') return '0';
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : undefined;
}

/**
 * Widths of the offer table's unit price and total columns (CSS lengths), so the longest amount
 * of the list fits on one line in every row and under the header: "1.038,00 CHF" broke as
 * "1.038,00 CH / F" in a fixed 7rem column. Never narrower than the former 6rem and 7rem.
 */
export function amountColumnWidths(
  items: readonly OfferItem[],
  money: (amount: string | undefined) => string,
): { unit: string; total: string } {
  let unit = 0;
  let total = 0;
  for (const item of items) {
    if (item.kind !== 'row') continue;
    unit = Math.max(unit, money(item.unit).length);
    total = Math.max(total, money(item.priced?.net).length);
  }
  // The unit price is set small (0.875 of a ch), the total semibold (about 1.1 ch a character).
  return {
    unit: `max(6rem, ${String(Math.ceil(unit * 0.9) + 1)}ch)`,
    total: `max(7rem, ${String(Math.ceil(total * 1.1) + 1)}ch)`,
  };
}
