import Big from 'big.js';
import { localeFor } from './languages';

/**
 * Formats a date as DD/MM/YYYY (spec 9) through Intl. The parts are assembled explicitly, so the
 * output does not depend on a locale's own order; the time zone defaults to UTC so results are
 * deterministic wherever the code runs.
 */
export function formatDate(date: Date | string, timeZone = 'UTC'): string {
  const { day, month, year } = dateParts(date, timeZone);
  return `${day}/${month}/${year}`;
}

/** The calendar date as ISO text (YYYY-MM-DD) in a time zone; used for stored dates like priceDate. */
export function isoDate(date: Date | string, timeZone = 'UTC'): string {
  const { day, month, year } = dateParts(date, timeZone);
  return `${year}-${month}-${day}`;
}

// Building an Intl formatter costs about a millisecond; prices are recomputed (with today's date) on
// every configurator click, so one formatter per time zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function dateParts(date: Date | string, timeZone: string): { day: string; month: string; year: string } {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new Error(`Invalid date "${String(date)}"`);
  // UTC needs no time-zone rules: the Date's own UTC fields are the same parts as Intl's, at a
  // fraction of formatToParts' cost (each configurator click stamps today's date on the prices).
  const utcYear = value.getUTCFullYear();
  if (timeZone === 'UTC' && utcYear >= 1 && utcYear <= 9999) {
    return {
      day: twoDigits(value.getUTCDate()),
      month: twoDigits(value.getUTCMonth() + 1),
      year: String(utcYear).padStart(4, '0'),
    };
  }
  const parts = dayFormat(timeZone).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year').padStart(4, '0') };
}

/** Parses DD/MM/YYYY into a UTC date; throws for anything else or an impossible date. */
export function parseDate(text: string): Date {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`Invalid date "${text}": expected DD/MM/YYYY`);
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (formatDate(date) !== `${dd}/${mm}/${yyyy}`) throw new Error(`Invalid date "${text}": no such day`);
  return date;
}

// The one date format of each language (issue 19): day, month, year in the order of spec 9
// (DD/MM/YYYY), with the language's own separators (27/11/2026 in en and it, 27.11.2026 in de); times
// in 24 hours. Lists, logs, versions, offers and the pickers all write dates through these.
const languageFormats = new Map<string, Intl.DateTimeFormat>();
function languageFormat(lang: string, timeZone: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const locale = localeFor(lang);
  const key = `${locale}|${timeZone ?? ''}|${withTime}`;
  let format = languageFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(withTime
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const }
        : { day: '2-digit', month: '2-digit', year: 'numeric' }),
      ...(timeZone ? { timeZone } : {}),
    });
    languageFormats.set(key, format);
  }
  return format;
}

const asDate = (date: Date | string): Date => {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new Error(`Invalid date "${String(date)}"`);
  return value;
};

/**
 * A calendar day in the language's date format: "27/11/2026" (en, it), "27.11.2026" (de). The time
 * zone defaults to the runtime's own (the person's, in a browser); servers pass 'UTC'.
 */
export function formatDay(date: Date | string, lang: string, timeZone?: string): string {
  return languageFormat(lang, timeZone, false).format(asDate(date));
}

/** A day and time in the language's format: "27/11/2026 14:05", "27.11.2026 14:05". */
export function formatDayTime(date: Date | string, lang: string, timeZone?: string): string {
  const value = asDate(date);
  return `${formatDay(value, lang, timeZone)} ${languageFormat(lang, timeZone, true).format(value)}`;
}

/** How a day is written in the language: "DD/MM/YYYY" or "DD.MM.YYYY". */
function dayPattern(lang: string): string {
  const parts = languageFormat(lang, 'UTC', false).formatToParts(new Date(Date.UTC(2000, 10, 22)));
  const letters: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'DD',
    month: 'MM',
    year: 'YYYY',
  };
  return parts.map((p) => letters[p.type] ?? p.value).join('');
}

/**
 * Reads a day and time typed in the language's format ("27/11/2026 14:05", "27.11.2026 14:05"; a
 * date alone is midnight) as that instant in UTC (the maintenance booking's time zone). Null for text
 * that is not such a date or names no real day or time.
 */
export function parseDayTime(text: string, lang: string): Date | null {
  const separator = dayPattern(lang).replace(/[DMY]/g, '')[0] ?? '/';
  const escaped = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `^(\\d{1,2})${escaped}(\\d{1,2})${escaped}(\\d{4})(?:[ ,T]+(\\d{1,2}):(\\d{2}))?$`,
  ).exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy, hh = '0', min = '0'] = match;
  const [day, month, year, hour, minute] = [dd, mm, yyyy, hh, min].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return date;
}

/** Left-pads with zeros to a width (spec 5); longer values are returned unchanged. */
export function padZeros(value: number | string, width: number): string {
  const text = String(value);
  if (text.startsWith('-')) return `-${text.slice(1).padStart(width - 1, '0')}`;
  return text.padStart(width, '0');
}

/**
 * Rounds a number to a number of decimal digits, half away from zero, on its decimal text
 * (so 1.005 rounds to 1.01, not 1.00 as binary arithmetic gives). For measures, not money:
 * money goes through core/pricing/money.
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) throw new Error(`Cannot round ${String(value)}: not a finite number`);
  if (!Number.isInteger(digits) || digits < 0) throw new Error(`Invalid number of digits: ${String(digits)}`);
  return Number(new Big(String(value)).round(digits, Big.roundHalfUp).toString());
}

/**
 * Truncates text (spec 5): if shorter than the limit it is unchanged, else it is cut to the limit
 * minus 3 and three dots are appended, so the result is never longer than the limit.
 */
export function truncate(text: string, limit: number): string {
  if (text.length < limit) return text;
  return `${text.slice(0, Math.max(0, limit - 3))}...`;
}

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;

/** Standard e-mail address check (spec 5), case-insensitive. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}
