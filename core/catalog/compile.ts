import { CatalogError } from './errors';
import { compileExpression } from './expressions';
import type { CompiledExpression } from './expressions';
import type {
  Article,
  CatalogDocument,
  ChoiceValue,
  DataLimits,
  MainLine,
  Model,
  Rule,
  Variable,
} from './schema';
import { checkNumber, checkText, mergeLimits, parseValue } from './values';
import type { Limits, VariableValue } from './values';
import { parseVariantString } from './variant-string';

/** A model variable ready for evaluation. */
export interface CompiledVariable {
  readonly def: Variable;
  readonly cod: string;
  readonly index: number;
  /** Number variables: own limits with the model's data limits applied. */
  readonly limits?: Limits;
  /** Choice variables: upper-cased value to its definition, in catalogue order. */
  readonly choices?: ReadonlyMap<string, ChoiceValue>;
  /** Choice variables: every value in catalogue order. */
  readonly values?: readonly string[];
  readonly visibleIf?: CompiledExpression;
}

interface RuleBase {
  readonly rule: Rule;
  readonly when?: CompiledExpression;
}
/** An article code given literally or computed. */
export type ArticleRef = string | CompiledExpression;

export type CompiledRule =
  | (RuleBase & { kind: 'set'; variable: CompiledVariable; value: CompiledExpression; force: boolean })
  | (RuleBase & { kind: 'exclude' | 'require'; variable: CompiledVariable; values: ReadonlySet<string> })
  | (RuleBase & {
      kind: 'range';
      variable: CompiledVariable;
      min?: CompiledExpression;
      max?: CompiledExpression;
    })
  | (RuleBase & { kind: 'validate'; condition: CompiledExpression })
  | (RuleBase & { kind: 'register'; register: string; value: CompiledExpression })
  | (RuleBase & {
      kind: 'header';
      cModel?: CompiledExpression;
      model?: CompiledExpression;
      fields: CompiledExpression[];
    })
  | (RuleBase & {
      kind: 'subArticle';
      article: ArticleRef;
      qt: CompiledExpression;
      price?: CompiledExpression;
      level: number;
    });

export interface CompiledMainLine {
  readonly article: ArticleRef;
  readonly qt: CompiledExpression;
  readonly price?: CompiledExpression;
}

export interface CompiledGeometry {
  readonly width: CompiledExpression;
  readonly height: CompiledExpression;
  readonly depth: CompiledExpression;
  readonly elevation: CompiledExpression | null;
  readonly opening: 'door' | 'window' | null;
  readonly build: string | null;
  readonly finishes: Readonly<Record<string, string>>;
  readonly params: readonly (readonly [string, CompiledExpression])[];
  readonly fronts: readonly CompiledFrontRow[];
  readonly handle: CompiledExpression | null;
}

/** One row of a cabinet's fronts (Geometry.fronts), its fields compiled. */
export type CompiledFrontRow = Readonly<
  Record<'kind', CompiledExpression> &
    Partial<Record<'height' | 'columns' | 'repeat' | 'hinge' | 'from' | 'to', CompiledExpression>>
>;

/** Everything `evaluate` needs, compiled once per catalogue document and model. */
export interface CompiledModel {
  readonly catalog: CatalogDocument;
  readonly model: Model;
  /** The model code and the codes of the models it extends, nearest first. */
  readonly chain: readonly string[];
  readonly variables: readonly CompiledVariable[];
  /** Upper-cased variable code to variable. */
  readonly byName: ReadonlyMap<string, CompiledVariable>;
  readonly defaults: ReadonlyMap<CompiledVariable, VariableValue>;
  readonly forced: ReadonlyMap<CompiledVariable, VariableValue>;
  /**
   * Per variable index: an empty text value means "no text" (null) and is left out of the variant
   * string, because that changes nothing (no default text, no `set` rule on it); see README.
   */
  readonly omitEmptyText: readonly boolean[];
  readonly rules: readonly CompiledRule[];
  readonly mainLine: CompiledMainLine;
  readonly geometry: CompiledGeometry | null;
  readonly articles: ReadonlyMap<string, Article>;
  /** Per-call scratch caches (price indexes), filled lazily; results stay deterministic. */
  readonly cache: Map<string, unknown>;
}

const compiledCache = new WeakMap<CatalogDocument, Map<string, CompiledModel>>();

/** Finds a model by code: exact match first, else a unique case-insensitive match. */
export function findModel(catalog: CatalogDocument, modelCod: string): Model {
  const exact = catalog.models.find((m) => m.cod === modelCod);
  if (exact) return exact;
  const loose = catalog.models.filter((m) => m.cod.toUpperCase() === modelCod.toUpperCase());
  if (loose.length === 1) return loose[0] as Model;
  throw new CatalogError('UNKNOWN_MODEL', `Model "${modelCod}" is not in catalogue ${catalog.catalog.cod}`);
}

/** Compiles (once, then cached per document) every condition and formula of a model. */
export function compileModel(catalog: CatalogDocument, modelCod: string): CompiledModel {
  let perDocument = compiledCache.get(catalog);
  if (!perDocument) {
    perDocument = new Map();
    compiledCache.set(catalog, perDocument);
  }
  const model = findModel(catalog, modelCod);
  let compiled = perDocument.get(model.cod);
  if (!compiled) {
    compiled = buildModel(catalog, model);
    perDocument.set(model.cod, compiled);
  }
  return compiled;
}

/** The model's inheritance chain, root-most base last. */
function chainOf(catalog: CatalogDocument, model: Model): Model[] {
  const chain = [model];
  const seen = new Set([model.cod]);
  for (let base = model.basemodel; base !== undefined;) {
    if (seen.has(base))
      throw new CatalogError('BROKEN_REFERENCE', `Model ${model.cod}: basemodel chain loops`);
    const next = findModel(catalog, base);
    chain.push(next);
    seen.add(base);
    base = next.basemodel;
  }
  return chain;
}

function buildModel(catalog: CatalogDocument, model: Model): CompiledModel {
  const chain = chainOf(catalog, model);
  const rootFirst = [...chain].reverse();
  const where = `Model ${model.cod}`;
  const catalogVariables = new Map(catalog.variables.map((v) => [v.cod.toUpperCase(), v]));

  const dataLimits: DataLimits = {};
  for (const m of rootFirst) {
    for (const [cod, limits] of Object.entries(m.datalimits ?? {})) {
      const key = cod.toUpperCase();
      dataLimits[key] = { ...dataLimits[key], ...limits };
    }
  }

  const variables: CompiledVariable[] = [];
  const byName = new Map<string, CompiledVariable>();
  const resolve = (name: string): string | null => byName.get(name.toUpperCase())?.cod ?? null;
  for (const m of rootFirst) {
    for (const cod of m.variables) {
      const key = cod.toUpperCase();
      if (byName.has(key)) continue;
      const def = catalogVariables.get(key);
      if (!def) throw new CatalogError('UNKNOWN_VARIABLE', `${where}: unknown variable "${cod}"`);
      const compiled: CompiledVariable = {
        def,
        cod: def.cod,
        index: variables.length,
        limits:
          def.type === 'number'
            ? mergeLimits({ min: def.min, max: def.max, step: def.step }, dataLimits[key])
            : undefined,
        choices:
          def.type === 'choice' ? new Map(def.values.map((v) => [v.value.toUpperCase(), v])) : undefined,
        values: def.type === 'choice' ? def.values.map((v) => v.value) : undefined,
      };
      variables.push(compiled);
      byName.set(key, compiled);
    }
  }
  // Visibility conditions may name any model variable, so compile them once all are known.
  for (const [i, v] of variables.entries()) {
    if (v.def.visibleIf !== undefined) {
      variables[i] = {
        ...v,
        visibleIf: compileExpression(v.def.visibleIf, resolve, `Variable ${v.cod} visibleIf`),
      };
      byName.set(v.cod.toUpperCase(), variables[i] as CompiledVariable);
    }
  }

  const variableOf = (cod: string, context: string): CompiledVariable => {
    const found = byName.get(cod.toUpperCase());
    if (found) return found;
    const code = catalogVariables.has(cod.toUpperCase()) ? 'VARIABLE_NOT_IN_MODEL' : 'UNKNOWN_VARIABLE';
    throw new CatalogError(code, `${context}: variable "${cod}" is not used by model ${model.cod}`);
  };
  const typed = (cod: string, raw: string, context: string): [CompiledVariable, VariableValue] => {
    const variable = variableOf(cod, context);
    try {
      return [variable, parseValue(variable.def, raw, variable.limits, variable.choices)];
    } catch (error) {
      if (error instanceof CatalogError) throw new CatalogError(error.code, `${context}: ${error.message}`);
      throw error;
    }
  };

  const defaults = new Map<CompiledVariable, VariableValue>();
  for (const v of variables) {
    const d = v.def.default;
    if (d === undefined) continue;
    if (typeof d === 'string' && v.def.type === 'text') checkText(v.cod, d, v.def.maxLength);
    defaults.set(v, typeof d === 'string' && v.choices ? (v.choices.get(d.toUpperCase())?.value ?? d) : d);
  }
  const forced = new Map<CompiledVariable, VariableValue>();
  const replaced = new Set<CompiledVariable>();
  for (const m of rootFirst) {
    for (const [cod, raw] of parseVariantString(m.defaultvariants)) {
      const [v, value] = typed(cod, raw, `Model ${m.cod} defaultvariants`);
      defaults.set(v, value);
      replaced.add(v);
    }
    for (const [cod, raw] of parseVariantString(m.forcedvariants)) {
      const [v, value] = typed(cod, raw, `Model ${m.cod} forcedvariants`);
      forced.set(v, value);
    }
  }
  // Only the effective default must fit the model's limits: a variable's own default that
  // defaultvariants replace may lie outside them (a shared WIDTH default of 600 on a 900+ model).
  for (const [v, d] of defaults) {
    if (!replaced.has(v) && typeof d === 'number' && v.limits)
      checkNumber(`${where}: default of ${v.cod}`, d, v.limits);
  }

  const ruleIndex = new Map(catalog.rules.map((r) => [r.cod, r]));
  const ruleCods: string[] = [];
  for (const m of rootFirst) for (const cod of m.rules) if (!ruleCods.includes(cod)) ruleCods.push(cod);
  const rules = ruleCods.map((cod) => {
    const rule = ruleIndex.get(cod);
    if (!rule) throw new CatalogError('BROKEN_REFERENCE', `${where}: unknown rule "${cod}"`);
    return compileRule(rule, resolve, variableOf);
  });

  // An empty default text is no default: the variable simply has no text.
  for (const [v, d] of defaults) if (d === '' && v.def.type === 'text') defaults.delete(v);
  const setTargets = new Set(rules.flatMap((r) => (r.kind === 'set' ? [r.variable.cod] : [])));
  const omitEmptyText = variables.map(
    (v) => v.def.type === 'text' && !defaults.has(v) && !setTargets.has(v.cod),
  );

  let line: MainLine = {};
  for (const m of rootFirst) {
    const own = m.mainLine;
    if (!own) continue;
    const article = own.article !== undefined || own.articleExpr !== undefined ? own : line;
    line = { ...line, ...own, article: article.article, articleExpr: article.articleExpr };
  }
  const lineWhere = `${where} mainLine`;
  const mainLine: CompiledMainLine = {
    article:
      line.articleExpr !== undefined
        ? compileExpression(line.articleExpr, resolve, lineWhere)
        : (line.article ?? model.cod),
    qt: compileExpression(line.qt ?? '1', resolve, `${lineWhere} qt`),
    price:
      line.price !== undefined ? compileExpression(line.price, resolve, `${lineWhere} price`) : undefined,
  };

  let geometry: CompiledGeometry | null = null;
  const geometryDef = chain.find((m) => m.geometry)?.geometry;
  if (geometryDef) {
    const params: Record<string, string> = {};
    for (const m of rootFirst) Object.assign(params, m.geometry?.params);
    const g = (expr: string, name: string): CompiledExpression =>
      compileExpression(expr, resolve, `${where} geometry ${name}`);
    geometry = {
      width: g(geometryDef.width, 'width'),
      height: g(geometryDef.height, 'height'),
      depth: g(geometryDef.depth, 'depth'),
      elevation: geometryDef.elevation === undefined ? null : g(geometryDef.elevation, 'elevation'),
      opening: geometryDef.opening ?? null,
      build: geometryDef.build ?? null,
      finishes: Object.assign({}, ...rootFirst.map((m) => m.geometry?.finishes)) as Record<string, string>,
      params: Object.entries(params).map(([name, expr]) => [name, g(expr, name)] as const),
      fronts: (geometryDef.fronts ?? []).map(
        (row, i) =>
          Object.fromEntries(
            Object.entries(row).map(([field, expr]) => [field, g(expr, `fronts ${i + 1} ${field}`)]),
          ) as CompiledFrontRow,
      ),
      handle: geometryDef.handle === undefined ? null : g(geometryDef.handle, 'handle'),
    };
  }

  return {
    catalog,
    model,
    chain: chain.map((m) => m.cod),
    variables,
    byName,
    defaults,
    forced,
    omitEmptyText,
    rules,
    mainLine,
    geometry,
    articles: new Map(catalog.articles.map((a) => [a.cod, a])),
    cache: new Map(),
  };
}

function compileRule(
  rule: Rule,
  resolve: (name: string) => string | null,
  variableOf: (cod: string, context: string) => CompiledVariable,
): CompiledRule {
  const where = `Rule ${rule.cod}`;
  const c = (expr: string, part: string): CompiledExpression =>
    compileExpression(expr, resolve, `${where} ${part}`);
  const opt = (expr: string | undefined, part: string): CompiledExpression | undefined =>
    expr === undefined ? undefined : c(expr, part);
  const base = { rule, when: opt(rule.when, 'when') };
  switch (rule.kind) {
    case 'set':
      return {
        ...base,
        kind: 'set',
        variable: variableOf(rule.variable, where),
        value: c(rule.value, 'value'),
        force: rule.force,
      };
    case 'exclude':
    case 'require': {
      const variable = variableOf(rule.variable, where);
      const values = new Set(
        rule.values.map((value) => {
          const found = variable.choices?.get(value.toUpperCase());
          if (!found)
            throw new CatalogError(
              'BROKEN_REFERENCE',
              `${where}: "${value}" is not a value of ${variable.cod}`,
            );
          return found.value;
        }),
      );
      return { ...base, kind: rule.kind, variable, values };
    }
    case 'range': {
      const variable = variableOf(rule.variable, where);
      if (variable.def.type !== 'number') {
        throw new CatalogError(
          'BROKEN_REFERENCE',
          `${where}: range needs a number variable, ${variable.cod} is not`,
        );
      }
      return { ...base, kind: 'range', variable, min: opt(rule.min, 'min'), max: opt(rule.max, 'max') };
    }
    case 'validate':
      return { ...base, kind: 'validate', condition: c(rule.condition, 'condition') };
    case 'register':
      return { ...base, kind: 'register', register: rule.register, value: c(rule.value, 'value') };
    case 'header':
      return {
        ...base,
        kind: 'header',
        cModel: opt(rule.cModel, 'cModel'),
        model: opt(rule.model, 'model'),
        fields: rule.fields.map((f, i) => c(f, `field ${i + 1}`)),
      };
    case 'subArticle': {
      if ((rule.article === undefined) === (rule.articleExpr === undefined)) {
        throw new CatalogError('BROKEN_REFERENCE', `${where}: give exactly one of article and articleExpr`);
      }
      return {
        ...base,
        kind: 'subArticle',
        article: rule.article ?? c(rule.articleExpr as string, 'articleExpr'),
        qt: c(rule.qt, 'qt'),
        price: opt(rule.price, 'price'),
        level: rule.level,
      };
    }
  }
}
