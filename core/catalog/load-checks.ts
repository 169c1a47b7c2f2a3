// Cross-checks of the format version 2 additions (groups, extras by mode, price matrices).
import { CatalogError } from './errors';
import type { CatalogDocument, Model, PriceExtra, PriceMatrix, Variable } from './schema';

function broken(message: string): never {
  throw new CatalogError('BROKEN_REFERENCE', message);
}

/** Group codes are unique, parents exist and are top-level, and variables name declared groups. */
export function checkGroups(doc: CatalogDocument): void {
  if (doc.groups.length === 0) return; // groups are optional: then `group` is a free label
  const groups = new Map<string, CatalogDocument['groups'][number]>();
  for (const g of doc.groups) {
    if (groups.has(g.cod)) throw new CatalogError('DUPLICATE_CODE', `Group "${g.cod}" is defined twice`);
    groups.set(g.cod, g);
  }
  for (const g of doc.groups) {
    if (g.parent === undefined) continue;
    const parent = groups.get(g.parent) ?? broken(`Group ${g.cod}: unknown parent "${g.parent}"`);
    if (parent.parent !== undefined)
      broken(`Group ${g.cod}: parent "${g.parent}" is itself a sub group (one level only)`);
  }
  for (const v of doc.variables) {
    if (v.group !== undefined && !groups.has(v.group))
      broken(`Variable ${v.cod}: group "${v.group}" is not in the catalogue's groups`);
  }
}

const numberVariable = (variables: Map<string, Variable>, cod: string, where: string): void => {
  if (variables.get(cod.toUpperCase())?.type !== 'number')
    broken(`${where}: "${cod}" is not a number variable`);
};

/** Each extra mode has the amount fields it needs, and only those. */
export function checkExtraAmount(e: PriceExtra, where: string, variables: Map<string, Variable>): void {
  if (e.mode === 'percent') {
    if (e.percent === undefined || e.price !== undefined)
      broken(`${where}: a percent extra gives percent, not price`);
    if (e.per !== undefined) broken(`${where}: "per" belongs to perUnit extras`);
    return;
  }
  if (e.price === undefined || e.percent !== undefined)
    broken(`${where}: a ${e.mode} extra gives price, not percent`);
  if (e.mode === 'perUnit') {
    if (e.per === undefined) broken(`${where}: a perUnit extra names the number variable "per"`);
    numberVariable(variables, e.per, where);
  } else if (e.per !== undefined) broken(`${where}: "per" belongs to perUnit extras`);
}

/** A matrix has one scope, number axes with ascending limits and one price per cell. */
export function checkMatrix(
  m: PriceMatrix,
  where: string,
  models: Map<string, Model>,
  variables: Map<string, Variable>,
): void {
  if ((m.model === undefined) === (m.article === undefined)) broken(`${where}: give a model or an article`);
  if (m.model !== undefined && !models.has(m.model)) broken(`${where}: unknown model "${m.model}"`);
  for (const axis of [m.rows, m.columns]) {
    numberVariable(variables, axis.variable, where);
    axis.upTo.forEach((limit, i) => {
      const previous = axis.upTo[i - 1];
      if (previous !== undefined && previous >= limit)
        broken(`${where}: ${axis.variable} limits must ascend`);
    });
  }
  if (m.prices.length !== m.rows.upTo.length)
    broken(`${where}: ${m.prices.length} price rows for ${m.rows.upTo.length} ${m.rows.variable} bands`);
  m.prices.forEach((row, i) => {
    if (row.length !== m.columns.upTo.length)
      broken(
        `${where}: row ${i + 1} has ${row.length} prices for ${m.columns.upTo.length} ${m.columns.variable} bands`,
      );
  });
}
