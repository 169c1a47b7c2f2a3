import { compileModel } from './compile';
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
    ...evaluation.adjustments.map((a) => a.message),
    ...evaluation.violations.map((v) => v.message),
    ...evaluation.missing.map((cod) =>
      frame('missing', lang, { variable: evaluation.variables[cod]?.des || cod }),
    ),
  ];
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
