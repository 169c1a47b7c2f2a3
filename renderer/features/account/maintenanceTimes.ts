/** A datetime-local value read as UTC ('2030-01-01T22:00' -> '2030-01-01T22:00:00.000Z'); null if empty or bad. */
export function utcFromInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a datetime-local value in UTC ('' for null). */
export function inputFromUtc(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

export type BookingProblem = 'missingTimes' | 'endBeforeStart';

/** Both times are needed, the end after the start. */
export function bookingProblem(start: string | null, end: string | null): BookingProblem | null {
  if (!start || !end) return 'missingTimes';
  return Date.parse(end) > Date.parse(start) ? null : 'endBeforeStart';
}
