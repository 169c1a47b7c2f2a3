import { evaluate, formatVariantString, localise, parseVariantString } from '../../../core/catalog';
import type { CompiledModel, Evaluation } from '../../../core/catalog';
import { formatLength, METRIC_MEASURES, type MeasureSettings } from '../../../core/locale/measures';

/** One value of a choice variable as the configurator shows it. */
export interface ChoiceView {
  value: string;
  des: string;
  swatch?: string;
  image?: string;
  available: boolean;
  /** Why an unavailable value cannot be chosen: the excluding rule's text in the user's language. */
  reason?: string;
}

/**
 * Every value of a choice variable, available or not. The reason of an excluded value comes from
 * core: evaluating the configuration with that value names the rule that refuses it.
 */
export function choiceViews(
  compiled: CompiledModel,
  evaluation: Evaluation,
  userVariant: string,
  variable: string,
  lang: string,
  context: { priceList?: string } = {},
): ChoiceView[] {
  const compiledVariable = compiled.byName.get(variable.toUpperCase());
  const def = compiledVariable?.def;
  if (!def || def.type !== 'choice') return [];
  const state = evaluation.variables[def.cod];
  const available = new Set((state?.options ?? []).map((o) => o.value.toUpperCase()));
  const others = parseVariantString(userVariant).filter(
    ([name]) => name.toUpperCase() !== def.cod.toUpperCase(),
  );
  return def.values.map((v) => {
    const view: ChoiceView = {
      value: v.value,
      des: localise(v.des || v.value, v.local, lang),
      available: available.has(v.value.toUpperCase()),
      ...(v.swatch ? { swatch: v.swatch } : {}),
      ...(v.image ? { image: v.image } : {}),
    };
    if (view.available) return view;
    const trial = evaluate(compiled, formatVariantString([...others, [def.cod, v.value]]), {
      lang,
      ...context,
    });
    // Core replaces a value its rules forbid and says which rule did (a forced value: a violation).
    const adjusted = trial.adjustments.find((x) => x.variable === def.cod);
    if (adjusted) return { ...view, reason: adjusted.reason ?? '' };
    const blame = trial.violations.find((x) => x.variable === def.cod && x.rule);
    const rule = blame ? compiled.catalog.rules.find((r) => r.cod === blame.rule) : undefined;
    return { ...view, reason: rule ? localise(rule.des, rule.local, lang) : (blame?.message ?? '') };
  });
}

/** The chosen values in words, as an offer lists them: "Width: 800 mm · Front: Sage green" (or 31.5 in). */
export function variantInWords(
  compiled: CompiledModel,
  evaluation: Evaluation,
  lang: string,
  measures: MeasureSettings = METRIC_MEASURES,
): string {
  const parts: string[] = [];
  for (const v of compiled.variables) {
    const state = evaluation.variables[v.cod];
    if (!state?.visible || state.value === null || state.value === '') continue;
    let text: string;
    if (v.def.type === 'choice') {
      const choice = v.def.values.find((c) => c.value.toUpperCase() === String(state.value).toUpperCase());
      text = choice ? localise(choice.des || choice.value, choice.local, lang) : String(state.value);
    } else if (v.def.type === 'boolean') {
      if (!state.value) continue;
      text = '✓';
    } else if (v.def.type === 'number') {
      // Lengths (mm) in the person's unit, converted exactly (core/locale/measures).
      text =
        v.def.unit?.trim().toLowerCase() === 'mm' && typeof state.value === 'number'
          ? formatLength(state.value, measures, lang)
          : `${state.value}${v.def.unit ? ` ${v.def.unit}` : ''}`;
    } else {
      text = String(state.value);
    }
    parts.push(`${state.des}: ${text}`);
  }
  return parts.join(' · ');
}
