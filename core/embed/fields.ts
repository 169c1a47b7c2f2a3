// Reading a host message's fields defensively: a message is whatever another window chose to post, so
// nothing here trusts a type, reads an inherited property or echoes unbounded text.
import { truncate } from '../locale/format';

/** A plain object from a message: only its own properties are ever read. */
export type Fields = Readonly<Record<string, unknown>>;

/** Longest action name accepted; longer ones are not protocol messages. */
export const MAX_ACTION_CHARS = 64;
/** Longest request id echoed back. */
export const MAX_REQUEST_ID_CHARS = 128;
/** A message given as JSON text longer than this is not parsed (a whole project stays far below). */
export const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;
/** Values quoted inside an error ('Unknown page [...]') are cut to this length (spec 5 truncation). */
export const MAX_QUOTED_CHARS = 80;

export function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** An own property, never one inherited through the prototype chain ('constructor', 'toString' ...). */
export function own(fields: Fields, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/**
 * Spec 5: "data comes from the message's data or the message itself": an object `data` is used,
 * anything else means the fields sit on the message beside `action`.
 */
export function messageData(message: Fields): Fields {
  const data = own(message, 'data');
  return isPlainObject(data) ? data : message;
}

/** A message as posted: an object, or its JSON text (some hosts post strings). Otherwise null. */
export function messageObject(raw: unknown): Fields | null {
  if (typeof raw === 'string') {
    if (raw.length > MAX_MESSAGE_CHARS || !raw.trimStart().startsWith('{')) return null;
    try {
      const parsed = JSON.parse(raw) as unknown;
      return isPlainObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return isPlainObject(raw) ? raw : null;
}

/** The request id to echo: a string up to 128 characters or a safe integer; anything else is dropped. */
export function requestIdOf(message: Fields): string | number | undefined {
  const id = own(message, 'requestId');
  if (typeof id === 'string' && id.length <= MAX_REQUEST_ID_CHARS) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return undefined;
}

/**
 * A text field: strings are trimmed, finite numbers become their text; empty, blank or any other type
 * counts as missing (undefined).
 */
export function text(fields: Fields, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = own(fields, key);
    let result: string | undefined;
    if (typeof value === 'string') result = value.trim();
    else if (typeof value === 'number' && Number.isFinite(value)) result = String(value);
    if (result) return result;
  }
  return undefined;
}

export type IntResult = { ok: true; value: number | undefined } | { ok: false };

/**
 * A whole number field: a number, or decimal digits as text. Missing, null or blank give
 * `value: undefined`; anything else outside [min, max] is not ok.
 */
export function wholeNumber(fields: Fields, key: string, min: number, max: number): IntResult {
  const value = own(fields, key);
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value === 'string' && value.trim() === '') return { ok: true, value: undefined };
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && /^\s*\+?\d{1,16}\s*$/.test(value)) parsed = Number(value.trim());
  else return { ok: false };
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) return { ok: false };
  return { ok: true, value: parsed };
}

/** A value quoted in an error message: text, cut to a bounded length. */
export function quoted(value: string): string {
  return truncate(value, MAX_QUOTED_CHARS);
}

/** The text of whatever a port rejected with (spec 8: "library errors are passed through"). */
export function errorText(error: unknown): string | undefined {
  let message: unknown;
  try {
    message = error instanceof Error ? error.message : error;
  } catch {
    return undefined;
  }
  if (typeof message === 'string' && message.trim()) return truncate(message, 2000);
  if (typeof message === 'number' || typeof message === 'boolean') return String(message);
  return undefined;
}
