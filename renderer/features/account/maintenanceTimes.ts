import { formatDayTime, parseDayTime } from '../../../core/locale/format';

// The booking's times are typed as the language writes dates everywhere else (core/locale/format):
// '01/01/2030 22:00', '01.01.2030 22:00' in German, not in the browser's own date-picker format.

/** A typed day and time read as UTC ('01/01/2030 22:00' -> '2030-01-01T22:00:00.000Z'); null if empty or bad. */
export function utcFromInput(value: string, language: string): string | null {
  return parseDayTime(value, language)?.toISOString() ?? null;
}

/** An ISO instant as the language writes it, in UTC ('' for null). */
export function inputFromUtc(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDayTime(date, language, 'UTC');
}

export type BookingProblem = 'missingTimes' | 'endBeforeStart';

/** Both times are needed, the end after the start. */
export function bookingProblem(start: string | null, end: string | null): BookingProblem | null {
  if (!start || !end) return 'missingTimes';
  return Date.parse(end) > Date.parse(start) ? null : 'endBeforeStart';
}
