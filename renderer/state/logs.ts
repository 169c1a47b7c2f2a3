import { atom, store } from './store';

/** Spec 9: the log list keeps the newest 100 entries. */
export const LOG_CAP = 100;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  /** Increasing number, for stable list keys. */
  seq: number;
  /** ISO time. */
  time: string;
  level: LogLevel;
  message: string;
  detail?: string;
}

export const logsAtom = atom<readonly LogEntry[]>([]);

/** Appends and keeps the newest `cap` entries (oldest first). */
export function appendCapped<T>(list: readonly T[], entry: T, cap = LOG_CAP): T[] {
  const next = [...list, entry];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

let seq = 0;

function describe(detail: unknown): string | undefined {
  if (detail === undefined) return undefined;
  if (detail instanceof Error) return detail.message;
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

function write(level: LogLevel, message: string, detail?: unknown): void {
  const entry: LogEntry = { seq: ++seq, time: new Date().toISOString(), level, message };
  const text = describe(detail);
  if (text !== undefined) entry.detail = text;
  store.set(logsAtom, (list) => appendCapped(list, entry));
  const args = text === undefined ? [message] : [message, detail];
  if (level === 'error') console.error(...args);
  else if (level === 'warn') console.warn(...args);
  else if (level === 'info') console.info(...args);
  else console.debug(...args);
}

/** The renderer's logger: the in-app log (/logs, Ctrl+Alt+S) and the console. */
export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
