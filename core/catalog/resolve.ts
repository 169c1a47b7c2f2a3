import type { CompiledModel, CompiledRule, CompiledVariable } from './compile';
import { CatalogError } from './errors';
import type { ExpressionScope } from './expressions';
import { notAvailableText, outOfRangeText } from './messages';
import { describeLimits, isOnStep, numberProblem } from './values';
import type { Limits, VariableValue } from './values';

/** Where a resolved value came from; `forced` values cannot be changed by the user. */
export type ValueSource = 'none' | 'default' | 'user' | 'computed' | 'forced';

/** A rule-level problem with the configuration, reported (not thrown) by evaluate. */
export interface Violation {
  code: 'VALUE_NOT_AVAILABLE' | 'VALUE_OUT_OF_RANGE' | 'VALIDATION' | 'PRICE_MISSING';
  message: string;
  variable?: string;
  rule?: string;
}

/**
 * A chosen value that a rule made forbidden and that evaluate replaced (issue 19: a forbidden value
 * never survives): back to the variable's default when that is allowed, else the first allowed value
 * (numbers: the nearest allowed one). `from` and `to` are the values; the texts are for messages.
 */
export interface Adjustment {
  variable: string;
  from: VariableValue;
  to: VariableValue;
  rule?: string;
}

/** The settled values of one evaluation, indexed like `compiled.variables`. */
export interface Resolution {
  values: (VariableValue | null)[];
  sources: ValueSource[];
  visible: boolean[];
  /** Choice variables: values still available, in catalogue order; null for other types. */
  available: (readonly string[] | null)[];
  /** Number variables: range still available; null for other types. */
  ranges: (Limits | null)[];
  violations: Violation[];
  /** User values replaced because a rule forbids them, in variable order. */
  adjustments: Adjustment[];
  scope: ExpressionScope;
}

const MAX_PASSES = 10;

/** Applies a rule's `when` (absent means always). */
const applies = (rule: CompiledRule, scope: ExpressionScope): boolean =>
  !rule.when || Boolean(rule.when.run(scope));

/**
 * Resolves values (defaults -> user -> forced -> set rules), then availability. A default that a
 * rule makes unavailable is replaced by the first available value and the rules run again.
 */
export function resolve(
  compiled: CompiledModel,
  user: ReadonlyMap<CompiledVariable, VariableValue>,
  limits: readonly (Limits | undefined)[],
  names: ExpressionScope,
  lang: string | undefined,
): Resolution {
  const n = compiled.variables.length;
  const baseValues: (VariableValue | null)[] = new Array<VariableValue | null>(n).fill(null);
  const baseSources: ValueSource[] = new Array<ValueSource>(n).fill('none');
  putAll(baseValues, baseSources, compiled.defaults, 'default');
  putAll(baseValues, baseSources, user, 'user');
  putAll(baseValues, baseSources, compiled.forced, 'forced');

  const overrides = new Map<number, Override>();
  const adjusted = new Map<number, Adjustment>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = onePass(compiled, baseValues, baseSources, overrides, adjusted, limits, names, lang);
    if (result) return result;
  }
  throw new CatalogError(
    'RULES_DO_NOT_SETTLE',
    `Model ${compiled.model.cod}: rules keep changing default values after ${MAX_PASSES} passes`,
  );
}

/** A replacement value for a later pass: a moved default keeps source 'default', a fallback 'user'. */
interface Override {
  value: VariableValue;
  source: ValueSource;
}

function onePass(
  compiled: CompiledModel,
  baseValues: readonly (VariableValue | null)[],
  baseSources: readonly ValueSource[],
  overrides: Map<number, Override>,
  adjusted: Map<number, Adjustment>,
  limits: readonly (Limits | undefined)[],
  names: ExpressionScope,
  lang: string | undefined,
): Resolution | null {
  const { variables, rules } = compiled;
  const values = baseValues.slice();
  const sources = baseSources.slice();
  for (const [index, { value, source }] of overrides) {
    values[index] = value;
    sources[index] = source;
  }
  const scope: ExpressionScope = { ...names };
  for (const v of variables) scope[v.cod] = values[v.index];

  for (const rule of rules) {
    if (rule.kind !== 'set' || !applies(rule, scope)) continue;
    const i = rule.variable.index;
    if (!rule.force && sources[i] !== 'none' && sources[i] !== 'default') continue;
    const value = coerce(rule.variable, rule.value.run(scope), limits[i], rule.rule.cod);
    values[i] = value;
    sources[i] = rule.force ? 'forced' : 'computed';
    scope[rule.variable.cod] = value;
  }

  const visible = variables.map((v) => !v.visibleIf || Boolean(v.visibleIf.run(scope)));
  const available: (readonly string[] | null)[] = variables.map((v) => v.values ?? null);
  const ranges: (Limits | null)[] = variables.map((v) => limits[v.index] ?? null);
  const rangeBlame = new Map<number, string>();
  for (const rule of rules) {
    if (rule.kind === 'exclude' || rule.kind === 'require') {
      if (!applies(rule, scope)) continue;
      const i = rule.variable.index;
      const keep = rule.kind === 'require';
      available[i] = (available[i] as string[]).filter((value) => rule.values.has(value) === keep);
    } else if (rule.kind === 'range') {
      if (!applies(rule, scope)) continue;
      const i = rule.variable.index;
      const current = ranges[i] as Limits;
      const min = rule.min ? Math.max(current.min, bound(rule.min.run(scope), rule.rule.cod)) : current.min;
      const max = rule.max ? Math.min(current.max, bound(rule.max.run(scope), rule.rule.cod)) : current.max;
      ranges[i] = { min, max, step: current.step };
      rangeBlame.set(i, rule.rule.cod);
    }
  }
  const violations: Violation[] = [];
  let changed = false;
  let userAdjusted = false;
  for (const v of variables) {
    const i = v.index;
    const value = values[i];
    if (value === null || value === undefined || !visible[i]) continue;
    const choices = available[i];
    const range = ranges[i];
    if (choices && typeof value === 'string' && !choices.includes(value)) {
      const rule = blame(rules, i, value, scope);
      if (sources[i] === 'default' && choices.length > 0) {
        overrides.set(i, { value: choices[0] as string, source: 'default' });
        changed = true;
      } else if (sources[i] === 'user' && choices.length > 0) {
        const fallback = compiled.defaults.get(v);
        const to =
          typeof fallback === 'string' && choices.includes(fallback) ? fallback : (choices[0] as string);
        adjust(overrides, adjusted, v, value, to, rule);
        changed = userAdjusted = true;
      } else {
        violations.push({
          code: 'VALUE_NOT_AVAILABLE',
          message: notAvailableText(compiled, v, value, rule, lang),
          variable: v.cod,
          rule,
        });
      }
    } else if (range && typeof value === 'number' && numberProblem(value, range) !== null) {
      const source = sources[i];
      const origin = limits[i] as Limits;
      let snapped: number | null = null;
      if (source === 'default') snapped = snap(value, range, origin);
      else if (source === 'user') {
        const fallback = compiled.defaults.get(v);
        snapped =
          typeof fallback === 'number' && numberProblem(fallback, range) === null
            ? fallback
            : snap(value, range, origin);
      }
      const rule = rangeBlame.get(i);
      if (snapped !== null && source === 'user') {
        adjust(overrides, adjusted, v, value, snapped, rule);
        changed = userAdjusted = true;
      } else if (snapped !== null) {
        overrides.set(i, { value: snapped, source: 'default' });
        changed = true;
      } else {
        violations.push({
          code: 'VALUE_OUT_OF_RANGE',
          message: outOfRangeText(compiled, v, value, range, rule, lang),
          variable: v.cod,
          rule,
        });
      }
    }
  }
  // Defaults moved for the values a fallback replaced are worked out again from the start, as they
  // would be for the stored choices: the row's result is the same whether or not it was adjusted.
  if (userAdjusted) for (const [i, o] of overrides) if (o.source === 'default') overrides.delete(i);
  if (changed) return null;
  const adjustments = variables.flatMap((v) => adjusted.get(v.index) ?? []);
  return { values, sources, visible, available, ranges, violations, adjustments, scope };
}

/** Replaces a user value for the next pass; the adjustment keeps the value the user had chosen. */
function adjust(
  overrides: Map<number, Override>,
  adjusted: Map<number, Adjustment>,
  v: CompiledVariable,
  from: VariableValue,
  to: VariableValue,
  rule: string | undefined,
): void {
  overrides.set(v.index, { value: to, source: 'user' });
  const first = adjusted.get(v.index);
  const adjustment: Adjustment = { variable: v.cod, from: first?.from ?? from, to };
  const why = first?.rule ?? rule;
  if (why !== undefined) adjustment.rule = why;
  adjusted.set(v.index, adjustment);
}

function putAll(
  values: (VariableValue | null)[],
  sources: ValueSource[],
  entries: ReadonlyMap<CompiledVariable, VariableValue>,
  source: ValueSource,
): void {
  for (const [variable, value] of entries) {
    values[variable.index] = value;
    sources[variable.index] = source;
  }
}

/** Only for messages: the first applicable rule that removed `value` from variable `index`. */
function blame(
  rules: readonly CompiledRule[],
  index: number,
  value: string,
  scope: ExpressionScope,
): string | undefined {
  return rules.find(
    (rule) =>
      (rule.kind === 'exclude' || rule.kind === 'require') &&
      rule.variable.index === index &&
      rule.values.has(value) === (rule.kind === 'exclude') &&
      applies(rule, scope),
  )?.rule.cod;
}

/** The nearest valid number of `range` on the step grid of the static limits, or null if none. */
function snap(value: number, range: Limits, origin: Limits): number | null {
  const step = origin.step;
  const lo = step ? origin.min + Math.ceil((range.min - origin.min) / step - 1e-9) * step : range.min;
  const hi = step ? origin.min + Math.floor((range.max - origin.min) / step + 1e-9) * step : range.max;
  if (lo > hi) return null;
  return value < lo ? lo : value > hi ? hi : isOnStep(value, origin.min, step) ? value : lo;
}

function bound(result: unknown, rule: string): number {
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new CatalogError('BAD_RULE_RESULT', `Rule ${rule}: range bound is ${String(result)}, not a number`);
  }
  return result;
}

function badResult(rule: string, variable: CompiledVariable, result: unknown, why: string): never {
  throw new CatalogError(
    'BAD_RULE_RESULT',
    `Rule ${rule} sets ${variable.cod} to ${JSON.stringify(result)}: ${why}`,
  );
}

/** Checks a `set` rule's result against its variable's type and domain. */
function coerce(
  variable: CompiledVariable,
  result: unknown,
  limits: Limits | undefined,
  rule: string,
): VariableValue {
  switch (variable.def.type) {
    case 'number': {
      if (typeof result !== 'number' || !Number.isFinite(result))
        return badResult(rule, variable, result, 'not a number');
      const problem = numberProblem(result, limits as Limits);
      if (problem)
        badResult(
          rule,
          variable,
          result,
          `${problem === 'OFF_STEP' ? 'off step of' : 'outside'} ${describeLimits(limits as Limits)}`,
        );
      return result;
    }
    case 'choice': {
      const found = typeof result === 'string' ? variable.choices?.get(result.toUpperCase()) : undefined;
      return found ? found.value : badResult(rule, variable, result, 'not one of its values');
    }
    case 'boolean':
      return typeof result === 'boolean' ? result : badResult(rule, variable, result, 'not true or false');
    case 'text':
      if (typeof result === 'string' || typeof result === 'number') {
        const text = String(result);
        if (variable.def.maxLength !== undefined && text.length > variable.def.maxLength)
          badResult(rule, variable, result, 'too long');
        return text;
      }
      return badResult(rule, variable, result, 'not text');
  }
}
