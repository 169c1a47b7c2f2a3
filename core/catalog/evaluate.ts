import type Big from 'big.js';
import type { ErpLine } from '../project/erp';
import type { ArticleRef, CompiledModel, CompiledVariable } from './compile';
import { CatalogError } from './errors';
import type { CompiledExpression, ExpressionScope } from './expressions';
import { geometryOf } from './geometry';
import type { GeometryResult } from './geometry';
export type { GeometryResult } from './geometry';
import { localise } from './localise';
import { chosenExtras, formulaPrice, listPrice, priceIndexFor, toDecimalString } from './pricing';
import type { PriceIndex } from './pricing';
import { resolve } from './resolve';
import type { Resolution, ValueSource, Violation } from './resolve';
import { adjustedChoices, adjustmentOf, type EvaluatedAdjustment } from './adjustments';
export type { EvaluatedAdjustment } from './adjustments';
import { badValueText, frame } from './messages';
import type { DataLimits, Variable } from './schema';
import { formatValue, mergeLimits, parseValue } from './values';
import type { Limits, VariableValue } from './values';
import { formatVariantString, parseVariantString } from './variant-string';
import type { VariantPair } from './variant-string';

/** Per-call inputs besides the variant string. */
export interface EvaluationContext {
  /** Price list code; default the catalogue's first price list. */
  priceList?: string;
  /** Language for descriptions and messages (en, it, de ...); default the `des` texts. */
  lang?: string;
  /** Data limits overriding the model's for this call. */
  dataLimits?: DataLimits;
}

export interface ChoiceOption {
  value: string;
  des: string;
  swatch?: string;
  image?: string;
}

export interface VariableState {
  cod: string;
  des: string;
  type: Variable['type'];
  group?: string;
  value: VariableValue | null;
  source: ValueSource;
  visible: boolean;
  mandatory: boolean;
  dClass?: string;
  /** Choice variables: the values still available. */
  options?: readonly ChoiceOption[];
  /** Number variables: the range still available. */
  range?: Limits;
}

export interface HeaderResult {
  cModel: string;
  model: string;
  register: string;
}

export interface Evaluation {
  catalog: string;
  model: string;
  values: Record<string, VariableValue | null>;
  variables: Record<string, VariableState>;
  variant: string;
  /**
   * The caller's choices (the variant string given) with each forbidden value replaced by its
   * fallback: what a row stores as its choices after this evaluation. Equal to the input when
   * nothing was adjusted.
   */
  choices: string;
  /** Chosen values a rule made forbidden and their replacements (issue 19). */
  adjustments: EvaluatedAdjustment[];
  missing: string[];
  violations: Violation[];
  valid: boolean;
  erp: ErpLine[];
  registers: Record<string, string>;
  header: HeaderResult | null;
  geometry: GeometryResult | null;
  currency: string | null;
}

/** Parses a variant string into typed values for a compiled model, with clear errors. */
export function parseModelVariant(
  compiled: CompiledModel,
  variantString: string,
  limits: readonly (Limits | undefined)[] = compiled.variables.map((v) => v.limits),
  lang?: string,
): Map<CompiledVariable, VariableValue> {
  const user = new Map<CompiledVariable, VariableValue>();
  for (const [name, raw] of parseVariantString(variantString)) {
    const variable = compiled.byName.get(name.toUpperCase());
    if (!variable) {
      const inCatalog = compiled.catalog.variables.some((v) => v.cod.toUpperCase() === name.toUpperCase());
      throw new CatalogError(
        inCatalog ? 'VARIABLE_NOT_IN_MODEL' : 'UNKNOWN_VARIABLE',
        inCatalog
          ? `Variable "${name}" is not used by model ${compiled.model.cod}`
          : `Unknown variable "${name}" for model ${compiled.model.cod}`,
      );
    }
    try {
      user.set(variable, parseValue(variable.def, raw, limits[variable.index], variable.choices));
    } catch (error) {
      // Same code, the message in the user's words (it reaches screens and hosts as it is).
      const words =
        error instanceof CatalogError
          ? badValueText(variable, error.code, raw, limits[variable.index], lang)
          : null;
      if (!words) throw error;
      const code = (error as CatalogError).code;
      const given = code === 'OUT_OF_RANGE' || code === 'OFF_STEP' ? ` (“${raw}”)` : '';
      throw new CatalogError(code, `${words}${given}`);
    }
  }
  return user;
}

/**
 * Evaluates a configuration of a compiled model. Deterministic and pure: the same inputs give the
 * same result. Bad input (unknown variable, out-of-domain value) throws CatalogError; rule-level
 * problems are reported in `violations` and `missing`.
 */
export function evaluate(
  compiled: CompiledModel,
  variantString: string,
  context: EvaluationContext = {},
): Evaluation {
  const { lang } = context;
  const limits = effectiveLimits(compiled, context.dataLimits);
  const user = parseModelVariant(compiled, variantString, limits, lang);
  for (const [v, value] of user) if (value === '' && compiled.omitEmptyText[v.index]) user.delete(v);
  const priceIndex = priceIndexFor(compiled, context.priceList);
  const registerScope: Record<string, string> = {};
  const names: ExpressionScope = {
    _LANG: lang ?? null,
    _PRICELIST: priceIndex?.list.cod ?? null,
    _MODEL: compiled.model.cod,
    _CATALOG: compiled.catalog.catalog.cod,
    _REG: registerScope,
  };
  const resolution = resolve(compiled, user, limits, names, lang);
  const { values, visible, scope } = resolution;
  const violations = [...resolution.violations];

  const missing = compiled.variables
    .filter((v) => visible[v.index] && v.def.mandatory && values[v.index] === null)
    .map((v) => v.cod);

  let header: HeaderResult | null = null;
  for (const rule of compiled.rules) {
    if (rule.kind !== 'validate' && rule.kind !== 'register' && rule.kind !== 'header') continue;
    if (rule.when && !rule.when.run(scope)) continue;
    if (rule.kind === 'validate') {
      if (!rule.condition.run(scope)) {
        const { message, messageLocal } = rule.rule as {
          message: string;
          messageLocal?: Record<string, string>;
        };
        violations.push({
          code: 'VALIDATION',
          message: localise(message, messageLocal, lang),
          rule: rule.rule.cod,
        });
      }
    } else if (rule.kind === 'register') {
      registerScope[rule.register] = text(rule.value.run(scope));
    } else {
      const register = rule.fields.map((field) => tabFree(text(field.run(scope)), rule.rule.cod)).join('\t');
      registerScope.HEADER = register;
      header = {
        cModel: rule.cModel ? text(rule.cModel.run(scope)) : compiled.model.cod,
        model: rule.model ? text(rule.model.run(scope)) : compiled.model.cod,
        register,
      };
    }
  }

  const erp = erpLines(compiled, resolution, priceIndex, lang, violations);
  const pairs: VariantPair[] = [];
  const valuesOut: Record<string, VariableValue | null> = {};
  const states: Record<string, VariableState> = {};
  for (const v of compiled.variables) {
    const value = values[v.index] as VariableValue | null;
    valuesOut[v.cod] = value;
    states[v.cod] = variableState(compiled, v, resolution, lang);
    if (visible[v.index] && value !== null) pairs.push([v.cod, formatValue(value)]);
  }

  const adjustments = resolution.adjustments.map((a) => adjustmentOf(compiled, a, lang));
  return {
    catalog: compiled.catalog.catalog.cod,
    model: compiled.model.cod,
    values: valuesOut,
    variables: states,
    variant: formatVariantString(pairs),
    choices: adjustments.length ? adjustedChoices(variantString, adjustments) : variantString,
    adjustments,
    missing,
    violations,
    valid: violations.length === 0 && missing.length === 0,
    erp,
    registers: { ...registerScope },
    header,
    geometry: geometryOf(compiled, scope),
    currency: priceIndex?.list.currency ?? null,
  };
}

function effectiveLimits(compiled: CompiledModel, overrides: DataLimits | undefined): (Limits | undefined)[] {
  if (!overrides) return compiled.variables.map((v) => v.limits);
  const byName = new Map(Object.entries(overrides).map(([cod, l]) => [cod.toUpperCase(), l]));
  for (const cod of byName.keys()) {
    if (!compiled.byName.has(cod)) {
      throw new CatalogError(
        'UNKNOWN_VARIABLE',
        `Data limits name "${cod}", not a variable of model ${compiled.model.cod}`,
      );
    }
  }
  return compiled.variables.map((v) =>
    v.limits ? mergeLimits(v.limits, byName.get(v.cod.toUpperCase())) : undefined,
  );
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function tabFree(field: string, rule: string): string {
  if (/[\t\r\n]/.test(field)) {
    throw new CatalogError(
      'BAD_RULE_RESULT',
      `Rule ${rule}: header field "${field}" contains a tab or line break`,
    );
  }
  return field;
}

/** A choice variable's options in `lang`, built once per compiled model and language (frozen, shared). */
function optionsOf(
  compiled: CompiledModel,
  v: CompiledVariable,
  lang: string | undefined,
): readonly ChoiceOption[] {
  const key = `options:${lang ?? ''}`;
  let perVariable = compiled.cache.get(key) as (readonly ChoiceOption[])[] | undefined;
  if (!perVariable) {
    perVariable = compiled.variables.map((variable) =>
      Object.freeze(
        variable.def.type !== 'choice'
          ? []
          : variable.def.values.map((c) => {
              const option: ChoiceOption = { value: c.value, des: localise(c.des, c.local, lang) };
              if (c.swatch !== undefined) option.swatch = c.swatch;
              if (c.image !== undefined) option.image = c.image;
              return Object.freeze(option);
            }),
      ),
    );
    compiled.cache.set(key, perVariable);
  }
  return perVariable[v.index] as readonly ChoiceOption[];
}

function variableState(
  compiled: CompiledModel,
  v: CompiledVariable,
  r: Resolution,
  lang: string | undefined,
): VariableState {
  const { def, index } = v;
  const state: VariableState = {
    cod: v.cod,
    des: localise(def.des, def.local, lang),
    type: def.type,
    value: r.values[index] as VariableValue | null,
    source: r.sources[index] as ValueSource,
    visible: r.visible[index] as boolean,
    mandatory: def.mandatory && (r.visible[index] as boolean),
  };
  if (def.group !== undefined) state.group = def.group;
  if (def.dClass !== undefined) state.dClass = def.dClass;
  const available = r.available[index];
  if (available) {
    const all = optionsOf(compiled, v, lang);
    state.options = available.length === all.length ? all : all.filter((o) => available.includes(o.value));
  }
  const range = r.ranges[index];
  if (range) state.range = range;
  return state;
}

function articleCode(ref: ArticleRef, scope: ExpressionScope, where: string): string {
  if (typeof ref === 'string') return ref;
  const cod = ref.run(scope);
  if (typeof cod !== 'string' || cod === '') {
    throw new CatalogError('BAD_RULE_RESULT', `${where}: article code is ${JSON.stringify(cod)}, not a code`);
  }
  return cod;
}

function quantity(expr: CompiledExpression, scope: ExpressionScope, where: string): number {
  const qt = expr.run(scope);
  if (typeof qt !== 'number' || !Number.isFinite(qt) || qt < 0) {
    throw new CatalogError(
      'BAD_RULE_RESULT',
      `${where}: quantity is ${JSON.stringify(qt)}, not a number >= 0`,
    );
  }
  return Number(qt.toFixed(6)); // drop binary noise such as 1.8000000000000003
}

function erpLines(
  compiled: CompiledModel,
  r: Resolution,
  index: PriceIndex | null,
  lang: string | undefined,
  violations: Violation[],
): ErpLine[] {
  const { scope } = r;
  const extras = index ? chosenExtras(compiled, index, r.values, r.visible) : [];
  const lines: ErpLine[] = [];
  const ctx: LineContext = { compiled, r, index, lang, violations, extras, lines };
  const model = compiled.model;
  const main = compiled.mainLine;
  const mainWhere = `Model ${model.cod} mainLine`;
  pushLine(
    ctx,
    0,
    articleCode(main.article, scope, mainWhere),
    quantity(main.qt, scope, mainWhere),
    main.price,
    localise(model.des, model.local, lang),
    mainWhere,
  );
  for (const rule of compiled.rules) {
    if (rule.kind !== 'subArticle' || (rule.when && !rule.when.run(scope))) continue;
    const where = `Rule ${rule.rule.cod}`;
    const qt = quantity(rule.qt, scope, where);
    if (qt === 0) continue;
    pushLine(
      ctx,
      rule.level,
      articleCode(rule.article, scope, where),
      qt,
      rule.price,
      localise(rule.rule.des, rule.rule.local, lang),
      where,
    );
  }
  return lines;
}

interface LineContext {
  compiled: CompiledModel;
  r: Resolution;
  index: PriceIndex | null;
  lang: string | undefined;
  violations: Violation[];
  extras: ReturnType<typeof chosenExtras>;
  lines: ErpLine[];
}

/** Prices one line (its formula, else the price list) and appends it. */
function pushLine(
  ctx: LineContext,
  level: number,
  cod: string,
  qt: number,
  price: CompiledExpression | undefined,
  fallbackDes: string,
  where: string,
): void {
  const { compiled, r, index } = ctx;
  let amount: Big | null = null;
  if (price) amount = formulaPrice(price.run(r.scope), where);
  else if (index) {
    amount = listPrice(compiled, index, { article: cod, isMain: level === 0 }, r.values, ctx.extras);
    if (amount === null) {
      ctx.violations.push({
        code: 'PRICE_MISSING',
        message: frame('priceMissing', ctx.lang, { article: cod, list: index.list.cod }),
      });
    }
  }
  const article = compiled.articles.get(cod);
  const line: ErpLine = {
    level,
    cod,
    des: article ? localise(article.des, article.local, ctx.lang) : fallbackDes,
    qt,
    punit: amount === null ? '0.00' : toDecimalString(amount),
  };
  if (index) line.customDataFe = { iva: index.list.vat };
  ctx.lines.push(line);
}
