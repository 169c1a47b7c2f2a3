// The warnings dialog's list (spec 2, issue 23): every row's rule problems and price problems in one
// list, in row order, each naming its row so the dialog can lead to it.
import { compileModel } from './compile';
import { evaluate, type EvaluationContext } from './evaluate';
import { frame } from './messages';
import { type CatalogLookup, articleName, ruleProblems } from './problems';

/** A row as the warnings need it (core/project's Row fits). */
export interface WarnedRow {
  uniqueid: string | number;
  catalog: string;
  model?: string | null;
  cod?: string | null;
  /** Its stored choices as a variant string (core/project/row rowVariant). */
  variant: string;
  skipBasket?: boolean;
  /** A stored evaluation failure (server re-evaluation). */
  evaluationError?: { message?: string } | null;
}

export interface ProjectWarning {
  rowId: string | number;
  /** 1-based position of the row among the project's rows. */
  position: number;
  /** The article as a person reads it: the model's name and code. */
  article: string;
  kind: 'rule' | 'price';
  text: string;
}

/**
 * One warning per rule problem (a forbidden value, a broken rule, a missing value) and per price
 * problem (a basket row priced at zero, a row the server could not evaluate). `net` gives a row's
 * priced net by uniqueid (absent: prices unknown, no price warnings). Rows of catalogues the lookup
 * lacks are judged on price only.
 */
export function projectWarnings(
  rows: readonly WarnedRow[],
  lookup: CatalogLookup,
  net: ReadonlyMap<string, string> | null,
  lang?: string,
): ProjectWarning[] {
  const warnings: ProjectWarning[] = [];
  for (const [index, row] of rows.entries()) {
    const base = { rowId: row.uniqueid, position: index + 1, article: row.model || row.cod || row.catalog };
    const found = row.model ? lookup(row.catalog) : null;
    if (found && row.model) {
      try {
        const compiled = compileModel(found.document, row.model);
        const context: EvaluationContext = { ...(lang ? { lang } : {}) };
        if (found.priceList) context.priceList = found.priceList;
        const result = evaluate(compiled, row.variant, context);
        base.article = articleName(result, compiled, lang);
        for (const text of ruleProblems(result, lang)) warnings.push({ ...base, kind: 'rule', text });
      } catch (error) {
        const reason = (error as Error).message;
        warnings.push({ ...base, kind: 'rule', text: frame('notEvaluated', lang, { reason }) });
      }
    }
    if (row.evaluationError) {
      const reason = row.evaluationError.message ?? '';
      warnings.push({ ...base, kind: 'price', text: frame('notEvaluated', lang, { reason }) });
    }
    const rowNet = net?.get(String(row.uniqueid));
    if (!row.skipBasket && rowNet !== undefined && /^-?0(\.0+)?$/.test(rowNet))
      warnings.push({ ...base, kind: 'price', text: frame('noPrice', lang) });
  }
  return warnings;
}
