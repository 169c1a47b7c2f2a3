import { CatalogError } from './errors';
import type { ChoiceValue, NumericLimits, Variable } from './schema';

/** A resolved variable value: string for choice and text, number, or boolean. */
export type VariableValue = string | number | boolean;

/** The numeric domain of a number variable after data limits. */
export interface Limits {
  readonly min: number;
  readonly max: number;
  readonly step?: number;
}

const EPSILON = 1e-9;

/** Applies data limits (model, then context) over a number variable's own limits. */
export function mergeLimits(base: Limits, override: NumericLimits | undefined): Limits {
  if (!override) return base;
  return { min: override.min ?? base.min, max: override.max ?? base.max, step: override.step ?? base.step };
}

/** Whether `value` is a multiple of `step` away from `origin` (tolerating float noise). */
export function isOnStep(value: number, origin: number, step: number | undefined): boolean {
  if (step === undefined) return true;
  const q = (value - origin) / step;
  return Math.abs(q - Math.round(q)) < EPSILON * Math.max(1, Math.abs(q));
}

/** Checks a number against limits; returns the error code or null. */
export function numberProblem(value: number, limits: Limits): 'OUT_OF_RANGE' | 'OFF_STEP' | null {
  if (value < limits.min - EPSILON || value > limits.max + EPSILON) return 'OUT_OF_RANGE';
  if (!isOnStep(value, limits.min, limits.step)) return 'OFF_STEP';
  return null;
}

/** Describes the valid numbers of `limits` for messages. */
export function describeLimits(limits: Limits): string {
  return `${limits.min}..${limits.max}${limits.step !== undefined ? ` step ${limits.step}` : ''}`;
}

const TRUE_WORDS = new Set(['1', 'TRUE', 'Y', 'YES']);
const FALSE_WORDS = new Set(['0', 'FALSE', 'N', 'NO']);

/**
 * Parses the text of a variant-string value for `variable`. `choices` maps upper-cased values to
 * their definitions. Throws a CatalogError naming the variable and the valid domain.
 */
export function parseValue(
  variable: Variable,
  raw: string,
  limits: Limits | undefined,
  choices: ReadonlyMap<string, ChoiceValue> | undefined,
): VariableValue {
  switch (variable.type) {
    case 'choice': {
      const found = choices?.get(raw.toUpperCase());
      if (!found) {
        const domain = variable.values.map((v) => v.value).join(', ');
        throw new CatalogError(
          'VALUE_NOT_IN_DOMAIN',
          `"${raw}" is not a value of ${variable.cod} (${domain})`,
        );
      }
      return found.value;
    }
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(value)) {
        throw new CatalogError('NOT_A_NUMBER', `${variable.cod} must be a number, got "${raw}"`);
      }
      checkNumber(variable.cod, value, limits as Limits);
      return value;
    }
    case 'boolean': {
      const word = raw.trim().toUpperCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      throw new CatalogError('NOT_A_BOOLEAN', `${variable.cod} must be 1 or 0, got "${raw}"`);
    }
    case 'text':
      checkText(variable.cod, raw, variable.maxLength);
      return raw;
  }
}

export function checkNumber(cod: string, value: number, limits: Limits): void {
  const problem = numberProblem(value, limits);
  if (problem === 'OUT_OF_RANGE') {
    throw new CatalogError('OUT_OF_RANGE', `${cod} = ${value} is outside ${describeLimits(limits)}`);
  }
  if (problem === 'OFF_STEP') {
    throw new CatalogError('OFF_STEP', `${cod} = ${value} is not on a step of ${describeLimits(limits)}`);
  }
}

export function checkText(cod: string, value: string, maxLength: number | undefined): void {
  if (maxLength !== undefined && value.length > maxLength) {
    throw new CatalogError(
      'TEXT_TOO_LONG',
      `${cod} is ${value.length} characters long, at most ${maxLength} allowed`,
    );
  }
}

/** Formats a value for a variant string: booleans as 1/0, numbers in plain JavaScript form. */
export function formatValue(value: VariableValue): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
