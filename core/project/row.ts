// The row model, once for the browser and the server (ARCHITECTURE.md "One editing core"): which
// configuration a row stands for, and what a new evaluation of it writes back onto the row.
import type { Evaluation } from '../catalog/evaluate';
import { formatVariantString, parseVariantString, type VariantPair } from '../catalog/variant-string';
import type { ErpLine } from './erp';
import type { EntityId, Row } from './schema';

/** Row ids compare as text: a project from the old system may carry 7 or "7". */
export const sameId = (a: EntityId | null | undefined, b: EntityId | null | undefined): boolean =>
  a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);

/**
 * A row's configuration as a variant string: the user's choices (`var`) when the row has them,
 * else its rule (cod, value pairs, escaped), else `neutro` when that is a variant string.
 *
 * A blank `var` is a row at its model's defaults (an article inserted with no choices): it is NOT
 * replaced by its rule. The rule of such a row is the resolved configuration, every value pinned;
 * evaluated as choices it would turn computed values (W1's SHELVES from HWALL) into fixed ones that
 * no longer follow the next change (edits.test.ts).
 */
export function rowVariant(row: Pick<Row, 'var' | 'rule' | 'neutro'>): string {
  if (typeof row.var === 'string') return row.var.trim() ? row.var : '';
  if (row.rule.length) return formatVariantString(row.rule.map((r) => [r.cod, r.value] as const));
  return typeof row.neutro === 'string' ? row.neutro : '';
}

/**
 * A row's configuration to show (the offer's variant text): the user's choices when the row has
 * some, else its rule (the resolved configuration, so a row at its defaults still says what it is).
 * A malformed choice string (an old project's) is split loosely rather than refused.
 */
export function rowVariantPairs(row: Pick<Row, 'var' | 'rule'>): VariantPair[] {
  if (row.var?.trim()) {
    try {
      return parseVariantString(row.var);
    } catch {
      return row.var
        .split(';')
        .map((segment) => segment.split('='))
        .filter((parts) => parts.length >= 2 && parts[0]!.trim() !== '')
        .map((parts) => [parts[0]!.trim(), parts.slice(1).join('=')] as const);
    }
  }
  return row.rule.map((variant) => [variant.cod, variant.value] as const);
}

/**
 * New ERP lines keep what the customer set on the old line of the same level and article: the
 * VAT check flag and their reference (customDataFe.check, rifGmk).
 */
export function mergeErp(computed: readonly ErpLine[], previous: readonly ErpLine[]): ErpLine[] {
  return computed.map((line) => {
    const old = previous.find((p) => p.level === line.level && p.cod === line.cod)?.customDataFe;
    if (!old || (old.check === undefined && old.rifGmk === undefined)) return line;
    const customDataFe = { ...line.customDataFe };
    if (old.check !== undefined) customDataFe.check = old.check;
    if (old.rifGmk !== undefined) customDataFe.rifGmk = old.rifGmk;
    return { ...line, customDataFe };
  });
}

/**
 * The row fields an evaluation decides: cModel (the header's, else the row's, else the model),
 * the resolved rule and `neutro`, the ERP lines (merged with the customer's, mergeErp).
 */
export function applyEvaluation(row: Row, evaluation: Evaluation): Row {
  return {
    ...row,
    cmodel: evaluation.header?.cModel ?? row.cmodel ?? evaluation.model,
    rule: parseVariantString(evaluation.variant).map(([cod, value]) => ({ cod, value })),
    erp: mergeErp(evaluation.erp, row.erp),
    neutro: evaluation.variant,
  };
}

/** The next free row id: one more than the highest numeric uniqueid or boxid. */
export function nextRowId(project: { rows: readonly Pick<Row, 'uniqueid' | 'boxid'>[] }): number {
  let max = 0;
  for (const row of project.rows) {
    for (const id of [row.uniqueid, row.boxid]) {
      const n = Number(id);
      if (Number.isFinite(n) && n > max) max = n;
    }
  }
  return max + 1;
}
