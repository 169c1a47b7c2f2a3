import { CatalogError } from './errors';

/** One `NAME=value` pair of a variant string, names as written. */
export type VariantPair = readonly [name: string, value: string];

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Escapes `\`, `;` and `=` in a value so that it survives a round trip. */
export function escapeVariantValue(value: string): string {
  return value.replace(/[\\;=]/g, (c) => `\\${c}`);
}

/** Formats pairs as `NAME=value;NAME=value` (spec 3), escaping values. */
export function formatVariantString(pairs: Iterable<VariantPair>): string {
  const parts: string[] = [];
  for (const [name, value] of pairs) {
    if (!NAME.test(name)) {
      throw new CatalogError('BAD_VARIANT_STRING', `Variable name "${name}" is not a valid code`);
    }
    parts.push(`${name}=${escapeVariantValue(value)}`);
  }
  return parts.join(';');
}

/**
 * Parses `NAME=value;NAME=value`. Empty segments are ignored, spaces around a name are trimmed,
 * values are kept verbatim after unescaping `\;`, `\=` and `\\`. A name given twice (compared
 * case-insensitively) or a segment without `=` is an error.
 */
export function parseVariantString(text: string): VariantPair[] {
  const pairs: VariantPair[] = [];
  const seen = new Set<string>();
  let name: string | null = null;
  let buffer = '';
  const finishSegment = (): void => {
    if (name === null) {
      if (buffer.trim() !== '') {
        throw new CatalogError('BAD_VARIANT_STRING', `"${buffer}" has no "=" (expected NAME=value)`);
      }
    } else {
      const key = name.toUpperCase();
      if (seen.has(key)) {
        throw new CatalogError(
          'DUPLICATE_VARIABLE',
          `Variable "${name}" is given twice in the variant string`,
        );
      }
      seen.add(key);
      pairs.push([name, buffer]);
    }
    name = null;
    buffer = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') {
      const next = text[i + 1];
      if (name === null || (next !== '\\' && next !== ';' && next !== '=')) {
        throw new CatalogError(
          'BAD_VARIANT_STRING',
          `Bad escape at position ${i} of the variant string: only \\; \\= and \\\\ are allowed in values`,
        );
      }
      buffer += next;
      i++;
    } else if (c === ';') {
      finishSegment();
    } else if (c === '=' && name === null) {
      name = buffer.trim();
      if (!NAME.test(name)) {
        throw new CatalogError('BAD_VARIANT_STRING', `Variable name "${name}" is not a valid code`);
      }
      buffer = '';
    } else {
      buffer += c;
    }
  }
  finishSegment();
  return pairs;
}
