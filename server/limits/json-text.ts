// Limits on JSON a client sends, checked without recursion so that hostile input cannot overflow the
// stack: nesting depth (scanned on the text, before JSON.parse builds anything) and lone UTF-16
// surrogates (valid JSON escapes, but no valid text: PostgreSQL and every encoder refuse them).
import { ApiError } from '../api/errors';

/**
 * The deepest nesting accepted in a request body or in JSON sent as text inside one. A real project
 * document nests about 8 levels (rows -> erp -> customDataFe; room and view data a few more); three.js
 * scene data in engine_views about 12. JSON nested thousands of levels overflows the stack when it is
 * serialised again (JSON.stringify, zod, the database driver), which answered 500.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_CODE = 'JSON_TOO_DEEP';
export const BAD_UNICODE_CODE = 'INVALID_UNICODE';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const LOWER_U = 0x75;
const LOWER_D = 0x64;
const UPPER_D = 0x44;

/** What one pass over JSON text found (scanJsonText). */
export interface JsonTextScan {
  /** The first offset where the text nests deeper than the limit, or -1. */
  tooDeepAt: number;
  /**
   * Whether a string holds a \uD800-\uDFFF escape: the only way to a lone surrogate in JSON text
   * that came in as bytes (invalid UTF-8 decodes to U+FFFD), so without one the parsed value needs no
   * Unicode check.
   */
  surrogateEscape: boolean;
}

/**
 * Nesting depth and surrogate escapes in ONE pass over the text, before JSON.parse builds anything
 * (it was two: this scan and a regular expression over the whole body). Strings are skipped for the
 * depth; the scan stops at the first offset that is too deep.
 */
export function scanJsonText(text: string, max = MAX_JSON_DEPTH): JsonTextScan {
  let depth = 0;
  let inString = false;
  let surrogateEscape = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        i += 1;
        // \uD8.. to \uDF..: a surrogate half, to be paired after parsing.
        if (!surrogateEscape && text.charCodeAt(i) === LOWER_U) {
          const d = text.charCodeAt(i + 1);
          const e = text.charCodeAt(i + 2) | 0x20;
          surrogateEscape =
            (d === LOWER_D || d === UPPER_D) && ((e >= 0x38 && e <= 0x39) || (e >= 0x61 && e <= 0x66));
        }
      } else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return { tooDeepAt: i, surrogateEscape };
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return { tooDeepAt: -1, surrogateEscape };
}

/** The first offset where `text` nests deeper than `max`, or -1. Strings are skipped. */
export function depthExceededAt(text: string, max = MAX_JSON_DEPTH): number {
  return scanJsonText(text, max).tooDeepAt;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** The path (a.b[2].c) of the first key or string value holding a lone surrogate, or null. Iterative. */
export function loneSurrogatePath(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!wellFormed(current)) return path || '(the body)';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (!wellFormed(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

export function tooDeepError(what: string): ApiError {
  return new ApiError(
    400,
    `${what} is nested too deeply (more than ${MAX_JSON_DEPTH} levels of objects and arrays)`,
    TOO_DEEP_CODE,
  );
}

export function loneSurrogateError(path: string): ApiError {
  return new ApiError(
    400,
    `Text at ${path} is not valid Unicode (a lone UTF-16 surrogate such as \\ud800)`,
    BAD_UNICODE_CODE,
  );
}

/**
 * Throws the 400 for text nested deeper than MAX_JSON_DEPTH; `what` names it ("The body", "jsonScene").
 * The scan's result says whether the parsed value needs assertWellFormed.
 */
export function assertJsonDepth(text: string, what: string): JsonTextScan {
  const scan = scanJsonText(text);
  if (scan.tooDeepAt >= 0) throw tooDeepError(what);
  return scan;
}

/**
 * Throws the 400 for a lone surrogate in the parsed `value`, naming where (`what` prefixes the path).
 * Only text with a surrogate escape (scanJsonText) can hold one.
 */
export function assertWellFormed(scan: JsonTextScan, value: unknown, what?: string): void {
  if (!scan.surrogateEscape) return;
  const path = loneSurrogatePath(value);
  if (path !== null)
    throw loneSurrogateError(what ? `${what}${path.startsWith('[') ? '' : '.'}${path}` : path);
}

/**
 * JSON text sent inside a body (legacy callers send projects and scenes as strings): depth checked
 * before parsing, Unicode after. Throws `invalid()` for text that is not JSON.
 */
export function parseJsonText(text: string, what: string, invalid: () => Error): unknown {
  const scan = assertJsonDepth(text, what);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw invalid();
  }
  assertWellFormed(scan, value, what);
  return value;
}
