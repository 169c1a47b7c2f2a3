// A share link's expiry in words, in the user's language: "in 7 days" and the date and time.

import { formatDayTime } from '../../../core/locale/format';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The date and time a link stops working, in the language's one date format: "02/12/2026 01:30". */
export function formatExpiry(iso: string, language: string): string {
  return formatDayTime(iso, language);
}

/**
 * How long until then, in words ("in 7 days", "tra 7 giorni", "in 7 Tagen"): whole days from a day
 * on, hours below (at least one), so a fresh 7-day link reads "in 7 days", not "in 6 days".
 */
export function expiresIn(iso: string, language: string, now = Date.now()): string {
  const left = Math.max(0, new Date(iso).getTime() - now);
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (left >= DAY_MS) return words.format(Math.round(left / DAY_MS), 'day');
  return words.format(Math.max(1, Math.round(left / HOUR_MS)), 'hour');
}
