// What evaluate tells about the chosen values it had to replace (issue 19): each adjustment in the
// caller's words, and the caller's choices with the replacements (what a row stores).
import type { CompiledModel, CompiledVariable } from './compile';
import { adjustedText, ruleReason, valueText, variableName } from './messages';
import type { Adjustment } from './resolve';
import type { VariableValue } from './values';
import { formatValue } from './values';
import { formatVariantString, parseVariantString } from './variant-string';
import type { VariantPair } from './variant-string';

/** A chosen value a rule made forbidden, replaced by evaluate, with the words to tell the user. */
export interface EvaluatedAdjustment {
  variable: string;
  /** The variable's name in the evaluation's language. */
  des: string;
  from: VariableValue;
  fromDes: string;
  to: VariableValue;
  toDes: string;
  rule?: string;
  /** The rule's description in the evaluation's language: why the value had to go. */
  reason?: string;
  /** One sentence: what changed and why. */
  message: string;
}

export function adjustmentOf(
  compiled: CompiledModel,
  a: Adjustment,
  lang: string | undefined,
): EvaluatedAdjustment {
  const v = compiled.byName.get(a.variable.toUpperCase()) as CompiledVariable;
  const out: EvaluatedAdjustment = {
    variable: a.variable,
    des: variableName(v, lang),
    from: a.from,
    fromDes: valueText(v, a.from, lang),
    to: a.to,
    toDes: valueText(v, a.to, lang),
    message: adjustedText(compiled, v, a.from, a.to, a.rule, lang),
  };
  const reason = ruleReason(compiled, a.rule, lang);
  if (a.rule !== undefined) out.rule = a.rule;
  if (reason !== undefined) out.reason = reason;
  return out;
}

/** The caller's variant string with the adjusted variables' values replaced (order kept). */
export function adjustedChoices(variantString: string, adjustments: readonly EvaluatedAdjustment[]): string {
  const byName = new Map(adjustments.map((a) => [a.variable.toUpperCase(), a.to]));
  return formatVariantString(
    parseVariantString(variantString).map(([name, raw]) => {
      const to = byName.get(name.toUpperCase());
      return [name, to === undefined ? raw : formatValue(to)] as VariantPair;
    }),
  );
}
