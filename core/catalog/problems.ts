import { compileModel, type CompiledModel } from './compile';
import { localise } from './localise';
import { evaluate, type Evaluation, type EvaluationContext } from './evaluate';
import type { CatalogDocument } from './schema';
import { frame } from './messages';

/**
 * What keeps a configured row from being saved as valid, ordered or printed as an offer, in words
 * (issue 19): chosen values a rule forbids (which evaluate had to replace), rule violations and
 * missing mandatory values. Empty when the row's stored choices are valid as they are. `lang` is
 * the language the evaluation was made in.
 */
export function ruleProblems(evaluation: Evaluation, lang?: string): string[] {
  return [
    // As stored, the value is one the rules refuse (evaluate only showed its replacement).
    ...evaluation.adjustments.map((a) => {
      const text = frame('notAvailable', lang, { variable: a.des, value: a.fromDes });
      return a.reason ? `${text}: ${a.reason}` : text;
    }),
    ...evaluation.violations.map((v) => v.message),
    ...evaluation.missing.map((cod) =>
      frame('missing', lang, { variable: evaluation.variables[cod]?.des || cod }),
    ),
  ];
}

/** A row's problems in one sentence: 'Row 2 (Sink base unit B1S-600) breaks the catalogue's rules: ...'. */
export function rowProblemsText(
  position: number,
  article: string,
  problems: readonly string[],
  lang?: string,
): string {
  return frame('rowProblems', lang, { row: String(position), article, problems: problems.join('; ') });
}

/** The article as a person reads it in a message: the model's name and the code it resolves to. */
export function articleName(evaluation: Evaluation, compiled: CompiledModel, lang?: string): string {
  const name = localise(compiled.model.des, compiled.model.local, lang);
  const code = evaluation.header?.cModel ?? evaluation.model;
  return name && name !== code ? `${name} ${code}` : code;
}

/**
 * The rule problems of a stored row: its model evaluated with its stored choices as they are
 * (issue 19: a save, an order or an offer with any of them is refused). Bad input (unknown model or
 * variable, a value outside the variable's domain) throws CatalogError like evaluate.
 */
export function storedChoiceProblems(
  document: CatalogDocument,
  model: string,
  choices: string,
  context: EvaluationContext = {},
): string[] {
  return ruleProblems(evaluate(compileModel(document, model), choices, context), context.lang);
}

/** A row as the rule check needs it: its catalogue, model and stored choices (a variant string). */
export interface CheckedRow {
  catalog: string;
  model?: string | null;
  variant: string;
}

/** The catalogue document and price list a row of catalogue `cod` is evaluated with, or null. */
export type CatalogLookup = (cod: string) => { document: CatalogDocument; priceList?: string } | null;

/**
 * One sentence per row that breaks its catalogue's rules ('Row 2 (Sink base unit B1S-600) breaks
 * the catalogue's rules: ...'), numbered from 1 in the order given. Rows of catalogues the lookup
 * does not know, and rows core cannot evaluate (unknown model or value), are not judged here.
 */
export function projectRuleProblems(
  rows: readonly CheckedRow[],
  lookup: CatalogLookup,
  lang?: string,
): string[] {
  const problems: string[] = [];
  for (const [position, row] of rows.entries()) {
    const found = row.model ? lookup(row.catalog) : null;
    if (!found || !row.model) continue;
    let text: string | null = null;
    try {
      const compiled = compileModel(found.document, row.model);
      const context: EvaluationContext = { ...(lang ? { lang } : {}) };
      if (found.priceList) context.priceList = found.priceList;
      const result = evaluate(compiled, row.variant, context);
      const list = ruleProblems(result, lang);
      if (list.length) text = rowProblemsText(position + 1, articleName(result, compiled, lang), list, lang);
    } catch {
      continue;
    }
    if (text) problems.push(text);
  }
  return problems;
}
