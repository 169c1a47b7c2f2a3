import Big from 'big.js';
import type { CompiledModel } from './compile';
import { CatalogError } from './errors';
import type { PriceExtra, PriceList, PriceMatrix, PriceTable } from './schema';
import { formatValue } from './values';
import type { VariableValue } from './values';

/** A price table with its band prices parsed once. */
interface IndexedTable {
  readonly table: PriceTable;
  readonly prices: readonly Big[];
}

/** A price matrix with its cell prices parsed once. */
interface IndexedMatrix {
  readonly matrix: PriceMatrix;
  readonly prices: readonly (readonly Big[])[];
}

/**
 * An extra that applies to this model: `article` undefined means the main line. `amount` is the
 * price (fixed, per unit) or the percent; `per` the number variable of a per-unit extra.
 */
export interface IndexedExtra {
  readonly article: string | undefined;
  readonly model: string | undefined;
  readonly mode: PriceExtra['mode'];
  readonly amount: Big;
  readonly per?: string;
  readonly unit: number;
}

/** A price list indexed for one model's lookups, amounts parsed once. */
export interface PriceIndex {
  readonly list: PriceList;
  readonly articlePrices: ReadonlyMap<string, Big>;
  /** The main line's model price: the model's own or the nearest model it extends. */
  readonly modelPrice: Big | undefined;
  readonly tables: readonly IndexedTable[];
  readonly matrices: readonly IndexedMatrix[];
  /** `VARIABLE\u0000VALUE` (upper-cased) to the extras listed for it in this model. */
  readonly extras: ReadonlyMap<string, readonly IndexedExtra[]>;
  /** `VARIABLE\u0000VALUE` keys the list names at all (whatever the scope). */
  readonly listed: ReadonlySet<string>;
}

const extraKey = (variable: string, value: string): string =>
  `${variable.toUpperCase()}\u0000${value.toUpperCase()}`;

/**
 * The price list for `cod` (default: the catalogue's first), indexed once per compiled model.
 * Returns null when the catalogue has no price list and none was asked for.
 */
export function priceIndexFor(compiled: CompiledModel, cod: string | undefined): PriceIndex | null {
  const lists = compiled.catalog.priceLists;
  const list = cod === undefined ? lists[0] : lists.find((l) => l.cod === cod);
  if (!list) {
    if (cod === undefined) return null;
    throw new CatalogError(
      'UNKNOWN_PRICE_LIST',
      `Price list "${cod}" is not in catalogue ${compiled.catalog.catalog.cod}`,
    );
  }
  const cacheKey = `price:${list.cod}`;
  const cached = compiled.cache.get(cacheKey) as PriceIndex | undefined;
  if (cached) return cached;
  const articlePrices = new Map<string, Big>();
  const modelPrices = new Map<string, Big>();
  for (const p of list.prices) {
    if (p.article !== undefined) articlePrices.set(p.article, new Big(p.price));
    if (p.model !== undefined) modelPrices.set(p.model, new Big(p.price));
  }
  const inModel = (model: string | undefined): boolean =>
    model === undefined || compiled.chain.includes(model);
  const extras = new Map<string, IndexedExtra[]>();
  const listed = new Set<string>();
  for (const e of list.extras) {
    const key = extraKey(e.variable, e.value);
    listed.add(key);
    if (!inModel(e.model)) continue;
    const amount = new Big((e.mode === 'percent' ? e.percent : e.price) as string);
    extras.set(key, [
      ...(extras.get(key) ?? []),
      { article: e.article, model: e.model, mode: e.mode, amount, per: e.per, unit: e.unit },
    ]);
  }
  const index: PriceIndex = {
    list,
    articlePrices,
    modelPrice: compiled.chain.map((m) => modelPrices.get(m)).find((p) => p !== undefined),
    tables: list.tables.map((table) => ({ table, prices: table.bands.map((b) => new Big(b.price)) })),
    matrices: list.matrices.map((matrix) => ({
      matrix,
      prices: matrix.prices.map((row) => row.map((price) => new Big(price))),
    })),
    extras,
    listed,
  };
  compiled.cache.set(cacheKey, index);
  return index;
}

/**
 * The extras of the chosen visible values, worked out once per evaluation: the list's entries
 * for this model, else (main line) the choice value's own `extra`.
 */
export function chosenExtras(
  compiled: CompiledModel,
  index: PriceIndex,
  values: readonly (VariableValue | null)[],
  visible: readonly boolean[],
): IndexedExtra[] {
  const out: IndexedExtra[] = [];
  for (const variable of compiled.variables) {
    const value = values[variable.index];
    if (value === null || value === undefined || !visible[variable.index]) continue;
    const key = extraKey(variable.cod, formatValue(value));
    const listed = index.extras.get(key);
    if (listed) out.push(...listed);
    else if (!index.listed.has(key) && typeof value === 'string') {
      const own = variable.choices?.get(value.toUpperCase())?.extra;
      if (own !== undefined)
        out.push({ article: undefined, model: undefined, mode: 'fixed', amount: new Big(own), unit: 1 });
    }
  }
  return out;
}

/** The line being priced: its article code and whether it is the main (level 0) line. */
export interface LineToPrice {
  readonly article: string;
  readonly isMain: boolean;
}

/**
 * The price list's unit price of a line: base price + price-table bands + matrix cells (the list
 * price before extras), then the extras of the chosen visible values (fixed, percent of the list
 * price before extras, or per unit). Returns null when the price list has nothing at all for the
 * line (a percent extra alone prices nothing).
 */
export function listPrice(
  compiled: CompiledModel,
  index: PriceIndex,
  line: LineToPrice,
  values: readonly (VariableValue | null)[],
  extras: readonly IndexedExtra[],
): Big | null {
  const base = index.articlePrices.get(line.article) ?? (line.isMain ? index.modelPrice : undefined);
  let total: Big | null = base ?? null;

  for (const indexed of index.tables) {
    if (appliesTo(compiled, indexed.table, line)) total = sum(total, bandAmount(compiled, indexed, values));
  }
  for (const indexed of index.matrices) {
    if (appliesTo(compiled, indexed.matrix, line))
      total = sum(total, matrixAmount(compiled, indexed, values));
  }

  const beforeExtras = total;
  for (const e of extras) {
    if (e.article === undefined ? !line.isMain : e.article !== line.article) continue;
    if (e.mode === 'fixed') total = sum(total, e.amount);
    else if (e.mode === 'perUnit') {
      const per = numberOf(compiled, values, e.per as string, `A per-unit extra`);
      total = sum(total, e.amount.times(per).div(e.unit));
    } else if (beforeExtras !== null) total = sum(total, beforeExtras.times(e.amount).div(100));
  }
  return total;
}

/** Whether a table or matrix prices this line: its article, or (main line) its model's chain. */
function appliesTo(
  compiled: CompiledModel,
  target: { article?: string; model?: string },
  line: LineToPrice,
): boolean {
  return target.article !== undefined
    ? target.article === line.article
    : line.isMain && target.model !== undefined && compiled.chain.includes(target.model);
}

/** The number value of a model variable that a price needs (PRICE_BAND_MISSING without one). */
function numberOf(
  compiled: CompiledModel,
  values: readonly (VariableValue | null)[],
  cod: string,
  what: string,
): number {
  const variable = compiled.byName.get(cod.toUpperCase());
  const value = variable ? values[variable.index] : undefined;
  if (typeof value !== 'number') {
    throw new CatalogError(
      'PRICE_BAND_MISSING',
      `${what} needs a number for ${cod}, model ${compiled.model.cod} has none`,
    );
  }
  return value;
}

/** The index of the first band limit >= value; PRICE_BAND_MISSING beyond the last. */
function bandIndex(limits: readonly number[], value: number, what: string, variable: string): number {
  const band = limits.findIndex((upTo) => value <= upTo);
  if (band < 0) {
    throw new CatalogError(
      'PRICE_BAND_MISSING',
      `${what} has no band for ${variable} = ${value} (last band up to ${limits[limits.length - 1]})`,
    );
  }
  return band;
}

function matrixAmount(
  compiled: CompiledModel,
  { matrix, prices }: IndexedMatrix,
  values: readonly (VariableValue | null)[],
): Big {
  const what = `Price matrix ${matrix.cod}`;
  const { rows, columns } = matrix;
  const row = bandIndex(rows.upTo, numberOf(compiled, values, rows.variable, what), what, rows.variable);
  const column = bandIndex(
    columns.upTo,
    numberOf(compiled, values, columns.variable, what),
    what,
    columns.variable,
  );
  return prices[row]?.[column] as Big;
}

const sum = (total: Big | null, amount: Big): Big => (total === null ? amount : total.plus(amount));

function bandAmount(
  compiled: CompiledModel,
  { table, prices }: IndexedTable,
  values: readonly (VariableValue | null)[],
): Big {
  const variable = compiled.byName.get(table.variable.toUpperCase());
  const value = variable ? values[variable.index] : undefined;
  if (typeof value !== 'number') {
    throw new CatalogError(
      'PRICE_BAND_MISSING',
      `Price table ${table.cod} needs a number for ${table.variable}, model ${compiled.model.cod} has none`,
    );
  }
  const band = table.bands.findIndex((b) => value <= b.upTo);
  if (band < 0) {
    const last = table.bands[table.bands.length - 1]?.upTo;
    throw new CatalogError(
      'PRICE_BAND_MISSING',
      `Price table ${table.cod} has no band for ${table.variable} = ${value} (last band up to ${last})`,
    );
  }
  const price = prices[band] as Big;
  return table.mode === 'perUnit' ? price.times(value).div(table.unit) : price;
}

/** Turns a price formula result into an exact amount (2 decimals, half-up). */
export function formulaPrice(result: unknown, where: string): Big {
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new CatalogError('BAD_RULE_RESULT', `${where}: price formula gave ${String(result)}, not a number`);
  }
  // toPrecision(15) drops binary noise (0.1 + 0.2) before exact rounding.
  return new Big(result.toPrecision(15)).round(2, Big.roundHalfUp);
}

/** Formats an amount as the ERP line's decimal string with 2 decimals. */
export function toDecimalString(amount: Big): string {
  return amount.round(2, Big.roundHalfUp).toFixed(2);
}
