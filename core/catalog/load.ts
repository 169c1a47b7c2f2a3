import { z } from 'zod';
import { CatalogError } from './errors';
import { CATALOG_FORMAT_VERSION, CatalogDocument } from './schema';
import type { Rule, Variable } from './schema';
import { checkExtraAmount, checkGroups, checkMatrix } from './load-checks';
import { parseVariantString } from './variant-string';

/** Upgrades a raw document of format version `n` (the key) to version `n + 1`. */
export type CatalogMigration = (document: Record<string, unknown>) => Record<string, unknown>;

/**
 * The migrations of past format versions. 1 -> 2: version 2 only adds optional fields (groups,
 * per-price-list service amounts, percent and per-unit extras, price matrices), so a version 1
 * document is a valid version 2 document as it is. The bump exists so that a version 1 reader
 * refuses version 2 documents instead of silently dropping the fields it does not know (and
 * mispricing).
 */
export const CATALOG_MIGRATIONS: Readonly<Record<number, CatalogMigration>> = {
  1: (document) => ({ ...document }),
};

/** Brings a raw document up to `target` (default CATALOG_FORMAT_VERSION), one version at a time. */
export function migrateCatalog(
  raw: unknown,
  migrations: Readonly<Record<number, CatalogMigration>> = CATALOG_MIGRATIONS,
  target: number = CATALOG_FORMAT_VERSION,
): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new CatalogError('INVALID_DOCUMENT', 'A catalogue must be a JSON object');
  }
  let document = raw as Record<string, unknown>;
  let version = document.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new CatalogError(
      'UNSUPPORTED_VERSION',
      `formatVersion must be a positive integer, got ${String(version)}`,
    );
  }
  if (version > target) {
    throw new CatalogError(
      'UNSUPPORTED_VERSION',
      `Catalogue format ${version} is newer than this application supports (${target})`,
    );
  }
  while (version < target) {
    const migrate = migrations[version];
    if (!migrate) {
      throw new CatalogError('UNSUPPORTED_VERSION', `No migration from catalogue format ${version}`);
    }
    document = { ...migrate(document), formatVersion: version + 1 };
    version += 1;
  }
  return document;
}

/** Migrates, validates and cross-checks a catalogue document. Throws CatalogError on any problem. */
export function loadCatalog(
  raw: unknown,
  migrations: Readonly<Record<number, CatalogMigration>> = CATALOG_MIGRATIONS,
): CatalogDocument {
  const parsed = CatalogDocument.safeParse(migrateCatalog(raw, migrations));
  if (!parsed.success) {
    throw new CatalogError('INVALID_DOCUMENT', `Invalid catalogue:\n${z.prettifyError(parsed.error)}`);
  }
  checkReferences(parsed.data);
  return parsed.data;
}

function broken(message: string): never {
  throw new CatalogError('BROKEN_REFERENCE', message);
}

function uniqueIndex<T extends { cod: string }>(
  items: T[],
  what: string,
  caseInsensitive = false,
): Map<string, T> {
  const index = new Map<string, T>();
  for (const item of items) {
    const key = caseInsensitive ? item.cod.toUpperCase() : item.cod;
    if (index.has(key)) throw new CatalogError('DUPLICATE_CODE', `${what} "${item.cod}" is defined twice`);
    index.set(key, item);
  }
  return index;
}

function checkVariable(variable: Variable): void {
  const where = `Variable ${variable.cod}`;
  if (variable.type === 'choice') {
    const seen = new Set<string>();
    for (const { value } of variable.values) {
      if (seen.has(value.toUpperCase())) {
        throw new CatalogError('DUPLICATE_CODE', `${where}: value "${value}" is listed twice`);
      }
      seen.add(value.toUpperCase());
    }
    if (variable.default !== undefined && !seen.has(variable.default.toUpperCase())) {
      broken(`${where}: default "${variable.default}" is not one of its values`);
    }
  } else if (variable.type === 'number') {
    if (variable.min > variable.max) broken(`${where}: min ${variable.min} is above max ${variable.max}`);
    const d = variable.default;
    if (d !== undefined && (d < variable.min || d > variable.max)) {
      broken(`${where}: default ${d} is outside ${variable.min}..${variable.max}`);
    }
  }
}

function checkRule(rule: Rule, variables: Map<string, Variable>): void {
  const where = `Rule ${rule.cod}`;
  const variableOf = (cod: string): Variable =>
    variables.get(cod.toUpperCase()) ?? broken(`${where}: unknown variable "${cod}"`);
  switch (rule.kind) {
    case 'exclude':
    case 'require': {
      const variable = variableOf(rule.variable);
      if (variable.type !== 'choice')
        broken(`${where}: ${rule.kind} needs a choice variable, ${variable.cod} is ${variable.type}`);
      const values = new Set(variable.values.map((v) => v.value.toUpperCase()));
      for (const value of rule.values) {
        if (!values.has(value.toUpperCase()))
          broken(`${where}: "${value}" is not a value of ${variable.cod}`);
      }
      break;
    }
    case 'range': {
      const variable = variableOf(rule.variable);
      if (variable.type !== 'number')
        broken(`${where}: range needs a number variable, ${variable.cod} is ${variable.type}`);
      break;
    }
    case 'set':
      variableOf(rule.variable);
      break;
    case 'subArticle':
      if ((rule.article === undefined) === (rule.articleExpr === undefined)) {
        broken(`${where}: give exactly one of article and articleExpr`);
      }
      break;
    default:
      break;
  }
}

/** Cross-references the schema cannot express: codes exist, are unique, defaults are in domain. */
function checkReferences(doc: CatalogDocument): void {
  const variables = uniqueIndex(doc.variables, 'Variable', true);
  const rules = uniqueIndex(doc.rules, 'Rule');
  const models = uniqueIndex(doc.models, 'Model');
  const classifications = uniqueIndex(doc.classifications, 'Classification');
  uniqueIndex(doc.articles, 'Article');
  uniqueIndex(doc.galleries, 'Gallery', true);
  uniqueIndex(doc.services, 'Service');
  const lists = uniqueIndex(doc.priceLists, 'Price list');
  checkGroups(doc);
  for (const service of doc.services) {
    const seen = new Set<string>();
    for (const { priceList } of service.prices) {
      if (!lists.has(priceList)) broken(`Service ${service.cod}: unknown price list "${priceList}"`);
      if (seen.has(priceList))
        throw new CatalogError('DUPLICATE_CODE', `Service ${service.cod}: price list "${priceList}" twice`);
      seen.add(priceList);
    }
  }

  doc.variables.forEach(checkVariable);
  doc.rules.forEach((rule) => checkRule(rule, variables));
  for (const c of doc.classifications) {
    if (c.parent !== undefined && !classifications.has(c.parent))
      broken(`Classification ${c.cod}: unknown parent "${c.parent}"`);
  }
  if (doc.models.filter((m) => m.fldef).length > 1) broken('More than one model has fldef: true');
  for (const model of doc.models) {
    const where = `Model ${model.cod}`;
    for (const cod of model.variables)
      if (!variables.has(cod.toUpperCase())) broken(`${where}: unknown variable "${cod}"`);
    for (const cod of model.rules) if (!rules.has(cod)) broken(`${where}: unknown rule "${cod}"`);
    for (const cod of Object.keys(model.datalimits ?? {})) {
      if (variables.get(cod.toUpperCase())?.type !== 'number')
        broken(`${where}: data limits name "${cod}", not a number variable`);
    }
    if (model.basemodel !== undefined && !models.has(model.basemodel))
      broken(`${where}: unknown basemodel "${model.basemodel}"`);
    const line = model.mainLine;
    if (line?.article !== undefined && line.articleExpr !== undefined)
      broken(`${where}: mainLine has both article and articleExpr`);
    parseVariantString(model.defaultvariants);
    parseVariantString(model.forcedvariants);
    // Inheritance must end: walk the basemodel chain.
    const chain = new Set<string>([model.cod]);
    for (let base = model.basemodel; base !== undefined; base = models.get(base)?.basemodel) {
      if (chain.has(base)) broken(`${where}: basemodel chain loops through "${base}"`);
      chain.add(base);
    }
  }
  for (const article of doc.articles) {
    if (!classifications.has(article.classification))
      broken(`Article ${article.cod}: unknown classification "${article.classification}"`);
    if (article.model !== undefined && !models.has(article.model))
      broken(`Article ${article.cod}: unknown model "${article.model}"`);
    parseVariantString(article.variants);
  }
  for (const gallery of doc.galleries) {
    if (!models.has(gallery.model)) broken(`Gallery ${gallery.cod}: unknown model "${gallery.model}"`);
    parseVariantString(gallery.variants);
  }
  for (const list of doc.priceLists) {
    const where = `Price list ${list.cod}`;
    for (const p of list.prices) {
      if ((p.article === undefined) === (p.model === undefined))
        broken(`${where}: each price needs exactly one of article and model`);
      if (p.model !== undefined && !models.has(p.model)) broken(`${where}: unknown model "${p.model}"`);
    }
    for (const t of list.tables) {
      if (t.model !== undefined && !models.has(t.model))
        broken(`${where}, table ${t.cod}: unknown model "${t.model}"`);
      if (t.model === undefined && t.article === undefined)
        broken(`${where}, table ${t.cod}: give a model or an article`);
      if (variables.get(t.variable.toUpperCase())?.type !== 'number')
        broken(`${where}, table ${t.cod}: "${t.variable}" is not a number variable`);
      t.bands.forEach((band, i) => {
        const previous = t.bands[i - 1];
        if (previous && previous.upTo >= band.upTo)
          broken(`${where}, table ${t.cod}: bands must ascend by upTo`);
      });
    }
    for (const m of list.matrices) checkMatrix(m, `${where}, matrix ${m.cod}`, models, variables);
    for (const e of list.extras) {
      const variable =
        variables.get(e.variable.toUpperCase()) ??
        broken(`${where}: extra for unknown variable "${e.variable}"`);
      checkExtraAmount(e, `${where}, extra ${e.variable}=${e.value}`, variables);
      if (
        variable.type === 'choice' &&
        !variable.values.some((v) => v.value.toUpperCase() === e.value.toUpperCase())
      ) {
        broken(`${where}: extra for "${e.value}", not a value of ${variable.cod}`);
      }
      if (e.model !== undefined && !models.has(e.model))
        broken(`${where}: extra for unknown model "${e.model}"`);
    }
  }
}
