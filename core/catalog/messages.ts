// Rule messages in the user's words and language (issue 19): the variable's and the value's
// catalogue texts and the rule's description, never codes such as "WASTE = W3". The few sentence
// frames are here (English, Italian, German) because the server and the host protocol need the same
// words as the browser; the names inside them come from the catalogue.
import type { CompiledModel, CompiledVariable } from './compile';
import { localise } from './localise';
import type { Limits, VariableValue } from './values';

type Frame =
  | 'notAvailable'
  | 'outOfRange'
  | 'adjusted'
  | 'missing'
  | 'priceMissing'
  | 'rowProblems'
  | 'noPrice'
  | 'notEvaluated'
  | 'badNumber'
  | 'offStep'
  | 'notInDomain'
  | 'notBoolean'
  | 'tooLong'
  | 'yes'
  | 'no';

const FRAMES: Record<Frame, { en: string; it: string; de: string }> = {
  notAvailable: {
    en: '{variable} “{value}” is not available',
    it: '{variable} “{value}” non è disponibile',
    de: '{variable} „{value}“ ist nicht verfügbar',
  },
  outOfRange: {
    en: '{variable} must be from {min} to {max}',
    it: '{variable} deve essere da {min} a {max}',
    de: '{variable} muss zwischen {min} und {max} liegen',
  },
  adjusted: {
    en: '{variable} changed from “{from}” to “{to}”',
    it: '{variable}: ora “{to}” invece di “{from}”',
    de: '{variable}: jetzt „{to}“ statt „{from}“',
  },
  missing: {
    en: '{variable}: choose a value',
    it: '{variable}: scegliere un valore',
    de: '{variable}: bitte einen Wert wählen',
  },
  priceMissing: {
    en: 'No price for article {article} in price list {list}',
    it: 'Nessun prezzo per l’articolo {article} nel listino {list}',
    de: 'Kein Preis für Artikel {article} in der Preisliste {list}',
  },
  rowProblems: {
    en: 'Row {row} ({article}) breaks the catalogue’s rules: {problems}',
    it: 'La riga {row} ({article}) non rispetta le regole del catalogo: {problems}',
    de: 'Zeile {row} ({article}) verstößt gegen die Regeln des Katalogs: {problems}',
  },
  noPrice: {
    en: 'The article has no price',
    it: 'L’articolo non ha prezzo',
    de: 'Der Artikel hat keinen Preis',
  },
  notEvaluated: {
    en: 'The article could not be configured: {reason}',
    it: 'L’articolo non si può configurare: {reason}',
    de: 'Der Artikel lässt sich nicht konfigurieren: {reason}',
  },
  badNumber: {
    en: '{variable}: “{value}” is not a number',
    it: '{variable}: “{value}” non è un numero',
    de: '{variable}: „{value}“ ist keine Zahl',
  },
  offStep: {
    en: '{variable} must be from {min} to {max} in steps of {step}',
    it: '{variable} deve essere da {min} a {max} a passi di {step}',
    de: '{variable} muss zwischen {min} und {max} in Schritten von {step} liegen',
  },
  notInDomain: {
    en: '{variable}: “{value}” is not one of its values',
    it: '{variable}: “{value}” non è uno dei valori previsti',
    de: '{variable}: „{value}“ ist keiner der möglichen Werte',
  },
  notBoolean: {
    en: '{variable}: “{value}” must be yes or no',
    it: '{variable}: “{value}” deve essere sì o no',
    de: '{variable}: „{value}“ muss ja oder nein sein',
  },
  tooLong: {
    en: '{variable}: at most {max} characters',
    it: '{variable}: al massimo {max} caratteri',
    de: '{variable}: höchstens {max} Zeichen',
  },
  yes: { en: 'yes', it: 'sì', de: 'ja' },
  no: { en: 'no', it: 'no', de: 'nein' },
};

/** A sentence frame in `lang` (exact, then primary subtag, else English) with its names filled in. */
export function frame(name: Frame, lang: string | undefined, names: Record<string, string> = {}): string {
  const texts = FRAMES[name];
  const text = localise(texts.en, { it: texts.it, de: texts.de }, lang);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => names[key] ?? whole);
}

/** The variable's name in `lang` (its code only when the catalogue gives no text). */
export function variableName(v: CompiledVariable, lang: string | undefined): string {
  return localise(v.def.des, v.def.local, lang) || v.cod;
}

/** A value as the configurator shows it: a choice's text, a number with its unit, yes or no. */
export function valueText(v: CompiledVariable, value: VariableValue, lang: string | undefined): string {
  if (typeof value === 'boolean') return frame(value ? 'yes' : 'no', lang);
  if (typeof value === 'number')
    return v.def.type === 'number' && v.def.unit ? `${value} ${v.def.unit}` : String(value);
  const choice = v.choices?.get(value.toUpperCase());
  return choice ? localise(choice.des, choice.local, lang) || choice.value : value;
}

/** The rule's description in `lang`, or undefined when there is no rule or no text. */
export function ruleReason(
  compiled: CompiledModel,
  cod: string | undefined,
  lang: string | undefined,
): string | undefined {
  if (cod === undefined) return undefined;
  const rule = compiled.rules.find((r) => r.rule.cod === cod)?.rule;
  return (rule && localise(rule.des, rule.local, lang)) || undefined;
}

const withReason = (text: string, reason: string | undefined) => (reason ? `${text}: ${reason}` : text);

export function notAvailableText(
  compiled: CompiledModel,
  v: CompiledVariable,
  value: string,
  rule: string | undefined,
  lang: string | undefined,
): string {
  const text = frame('notAvailable', lang, {
    variable: variableName(v, lang),
    value: valueText(v, value, lang),
  });
  return withReason(text, ruleReason(compiled, rule, lang));
}

export function outOfRangeText(
  compiled: CompiledModel,
  v: CompiledVariable,
  _value: number,
  range: Limits,
  rule: string | undefined,
  lang: string | undefined,
): string {
  const text = frame('outOfRange', lang, {
    variable: variableName(v, lang),
    min: valueText(v, range.min, lang),
    max: valueText(v, range.max, lang),
  });
  return withReason(text, ruleReason(compiled, rule, lang));
}

export function adjustedText(
  compiled: CompiledModel,
  v: CompiledVariable,
  from: VariableValue,
  to: VariableValue,
  rule: string | undefined,
  lang: string | undefined,
): string {
  const text = frame('adjusted', lang, {
    variable: variableName(v, lang),
    from: valueText(v, from, lang),
    to: valueText(v, to, lang),
  });
  return withReason(text, ruleReason(compiled, rule, lang));
}

/**
 * A value the variable's own domain refuses (the caller's input: a typed number off its step, a
 * value the catalogue does not have), in words: 'Width 613 mm: ...' instead of 'WIDTH = 613 ...'.
 */
export function badValueText(
  v: CompiledVariable,
  code: string,
  raw: string,
  limits: Limits | undefined,
  lang: string | undefined,
): string | null {
  const variable = variableName(v, lang);
  const number = (n: number) => valueText(v, n, lang);
  switch (code) {
    case 'NOT_A_NUMBER':
      return frame('badNumber', lang, { variable, value: raw });
    case 'OUT_OF_RANGE':
    case 'OFF_STEP':
      if (!limits) return null;
      if (limits.step === undefined || code === 'OUT_OF_RANGE')
        return frame('outOfRange', lang, { variable, min: number(limits.min), max: number(limits.max) });
      return frame('offStep', lang, {
        variable,
        min: number(limits.min),
        max: number(limits.max),
        step: number(limits.step),
      });
    case 'VALUE_NOT_IN_DOMAIN':
      return frame('notInDomain', lang, { variable, value: raw });
    case 'NOT_A_BOOLEAN':
      return frame('notBoolean', lang, { variable, value: raw });
    case 'TEXT_TOO_LONG':
      return v.def.type === 'text' && v.def.maxLength !== undefined
        ? frame('tooLong', lang, { variable, max: String(v.def.maxLength) })
        : null;
    default:
      return null;
  }
}
