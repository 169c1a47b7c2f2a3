// What the configurator panel shows, as derived atoms that change only when their part of the
// screen would: a variant click re-renders the field it changed, the fields whose values or reasons
// changed, and the price texts; not the panel, its groups, headings and buttons.
import type { Limits, VariableState, Violation } from '../../../core/catalog';
import { articleEditAtom } from '../../state/article';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { rowVariant } from '../../../core/project/row';
import { currentEvaluationAtom, currentRowAtom, currentRowIdAtom } from '../../state/evaluation';
import { moneyFormatterAtom, projectPricingAtom, rowNetsAtom } from '../../state/pricing';
import { projectAtom } from '../../state/project';
import { atom, selectAtom, type Atom } from '../../state/store';
import { choiceViews, type ChoiceView } from './choices';

/** A derived atom that keeps its previous value while `same` says nothing changed. */
function stableAtom<T>(read: Atom<T>['read'], same: (a: T, b: T) => boolean): Atom<T> {
  return selectAtom(atom(read), (value) => value, same);
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const NO_VIEWS: Readonly<Record<string, ChoiceView[]>> = {};

/** Every visible choice variable's values with their availability and reasons (choices.ts). */
export const choiceViewsAtom = atom<Readonly<Record<string, ChoiceView[]>>>((get) => {
  const current = get(currentEvaluationAtom);
  const row = get(currentRowAtom);
  if (!current?.ok || !row) return NO_VIEWS;
  const loaded = get(catalogDocumentsAtom)[row.catalog];
  const lang = get(contentLanguageAtom);
  const context = loaded?.priceList ? { priceList: loaded.priceList } : {};
  const userVariant = rowVariant(row);
  const all: Record<string, ChoiceView[]> = {};
  for (const v of Object.values(current.evaluation.variables)) {
    if (v.type === 'choice' && v.visible) {
      all[v.cod] = choiceViews(current.compiled, current.evaluation, userVariant, v.cod, lang, context);
    }
  }
  return all;
});

/** One variable as its field shows it. */
export interface FieldData {
  state: VariableState;
  views: readonly ChoiceView[];
  missing: boolean;
  /** Violations naming this variable. */
  problems: readonly string[];
  /** A number variable's unit as the catalogue gives it ("mm" marks a length). */
  unit?: string;
}

const NO_CHOICES: readonly ChoiceView[] = [];
const NO_PROBLEMS: readonly string[] = [];

/** Whether `a` and `b` hold the same values (===) at every key listed. */
function sameAt<T>(a: T, b: T, keys: readonly (keyof T)[]): boolean {
  return keys.every((key) => a[key] === b[key]);
}

const sameProblems = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

/** What a choice's button shows of a value. */
const VIEW_KEYS: readonly (keyof ChoiceView)[] = ['value', 'available', 'reason', 'des', 'swatch'];

const sameViews = (a: readonly ChoiceView[], b: readonly ChoiceView[]) =>
  a === b || (a.length === b.length && a.every((v, i) => sameAt(v, b[i]!, VIEW_KEYS)));

/** What a field shows of its variable's state (the values offered are its views). */
const STATE_KEYS: readonly (keyof VariableState)[] = [
  'cod',
  'type',
  'value',
  'source',
  'mandatory',
  'des',
  'visible',
  'dClass',
];
const RANGE_KEYS: readonly (keyof Limits)[] = ['min', 'max', 'step'];
const NO_RANGE: Partial<Limits> = {};

/** What a field shows: an evaluation that leaves a variable alone keeps its field's data object. */
function sameField(a: FieldData | null, b: FieldData | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    sameAt(a.state, b.state, STATE_KEYS) &&
    sameAt(a.state.range ?? NO_RANGE, b.state.range ?? NO_RANGE, RANGE_KEYS) &&
    a.unit === b.unit &&
    a.missing === b.missing &&
    sameProblems(a.problems, b.problems) &&
    sameViews(a.views, b.views)
  );
}

const fieldAtoms = new Map<string, Atom<FieldData | null>>();

/** One variable's field data, by code: the same object until what the field shows changes. */
export function fieldAtom(cod: string): Atom<FieldData | null> {
  let field = fieldAtoms.get(cod);
  if (!field) {
    field = stableAtom<FieldData | null>((get) => {
      const current = get(currentEvaluationAtom);
      if (!current?.ok) return null;
      const { evaluation } = current;
      const state = evaluation.variables[cod];
      if (!state) return null;
      const problems = evaluation.violations.filter((v) => v.variable === cod).map((v) => v.message);
      const def = current.compiled.byName.get(cod.toUpperCase())?.def;
      const unit = def?.type === 'number' ? def.unit : undefined;
      return {
        ...(unit ? { unit } : {}),
        state,
        views: get(choiceViewsAtom)[cod] ?? NO_CHOICES,
        missing: evaluation.missing.includes(cod),
        problems: problems.length ? problems : NO_PROBLEMS,
      };
    }, sameField);
    fieldAtoms.set(cod, field);
  }
  return field;
}

/**
 * What a field's frame shows around its control: label, markers, tools and errors. A value chosen
 * (the usual click) or values that become available leave it alone; only the control re-renders.
 */
export interface FieldFrame {
  cod: string;
  type: VariableState['type'];
  label: string;
  mandatory: boolean;
  source: VariableState['source'];
  /** A choice with a design-class dialog. */
  dClass: boolean;
  /** A choice with more values than the grid shows at a glance: the "All values" dialog is offered. */
  many: boolean;
  missing: boolean;
  problems: readonly string[];
}

/** More values than this and the field offers the dialog of all values. */
export const MANY_VALUES = 6;

/** What a field's frame shows besides its errors. */
const FRAME_KEYS: readonly (keyof FieldFrame)[] = [
  'cod',
  'type',
  'label',
  'mandatory',
  'source',
  'dClass',
  'many',
  'missing',
];

const sameFrame = (a: FieldFrame | null, b: FieldFrame | null) =>
  a === b || (a !== null && b !== null && sameAt(a, b, FRAME_KEYS) && sameProblems(a.problems, b.problems));

const frameAtoms = new Map<string, Atom<FieldFrame | null>>();

/** One variable's field frame, by code: the same object until its label, markers or errors change. */
export function fieldFrameAtom(cod: string): Atom<FieldFrame | null> {
  let frame = frameAtoms.get(cod);
  if (!frame) {
    frame = stableAtom<FieldFrame | null>((get) => {
      const field = get(fieldAtom(cod));
      if (!field) return null;
      const { state, views } = field;
      const choice = state.type === 'choice';
      return {
        cod: state.cod,
        type: state.type,
        label: state.des || state.cod,
        mandatory: state.mandatory,
        source: state.source,
        // A variable the catalogue marks for the dClass dialog, even with a blank class reference:
        // choosing then says 'This variable is not a dClass' (spec 8) instead of hiding the button.
        dClass: choice && state.dClass !== undefined,
        many: choice && views.length > MANY_VALUES,
        missing: field.missing,
        problems: field.problems,
      };
    }, sameFrame);
    frameAtoms.set(cod, frame);
  }
  return frame;
}

/** The panel's frame: groups with their visible variables, and the violations no shown field names. */
export interface FieldLayout {
  groups: { key: string; des: string; variables: string[] }[];
  general: Violation[];
  /** Chosen values the last change made forbidden and core replaced, in words (issue 19). */
  adjusted: string[];
}

const NO_LAYOUT: FieldLayout = { groups: [], general: [], adjusted: [] };

export const fieldLayoutAtom = stableAtom<FieldLayout>((get) => {
  const current = get(currentEvaluationAtom);
  if (!current?.ok) return NO_LAYOUT;
  const { evaluation, groups } = current;
  const grouped = groups.length
    ? groups.filter((g) => g.variables.length > 0)
    : [{ cod: '', des: '', variables: Object.keys(evaluation.variables) }];
  return {
    groups: grouped
      .map((g) => ({
        key: g.cod || 'all',
        des: g.des,
        variables: g.variables.filter((cod) => evaluation.variables[cod]?.visible),
      }))
      .filter((g) => g.variables.length > 0),
    general: evaluation.violations.filter((v) => !v.variable || !evaluation.variables[v.variable]?.visible),
    adjusted: evaluation.adjustments.map((a) => a.message),
  };
}, sameJson);

/** The current row as priced: one article's price (unit) and the line total with its quantity. */
const currentPricedRowAtom = atom((get) => {
  const id = get(currentRowIdAtom);
  const pricing = get(projectPricingAtom);
  if (id === null || !pricing?.ok) return null;
  return pricing.result.rows.find((r) => String(r.uniqueid) === id) ?? null;
});

/**
 * The current article's unit price as text in the project's currency (issue 19: "Article price" is
 * one article's, whatever the quantity the customer takes; a string: same text, no re-render).
 */
export const rowPriceTextAtom = atom((get) => {
  const row = get(currentPricedRowAtom);
  const id = get(currentRowIdAtom);
  return get(moneyFormatterAtom)(row?.unitNet ?? (id === null ? undefined : get(rowNetsAtom).get(id)));
});

/**
 * The campaign that lowered the current article's price, as the offer row says it ("Promotion …: you
 * save …"), null when none: a promotion shows wherever the price does.
 */
export const rowPromotionAtom = atom((get) => {
  const promotion = get(currentPricedRowAtom)?.promotion;
  if (!promotion) return null;
  return { ...promotion, saving: get(moneyFormatterAtom)(promotion.saving) };
});

/** How many of the current article the customer takes (customer row quantity, 1 when none). */
export const rowQuantityAtom = atom((get) => {
  const id = get(currentRowIdAtom);
  const customer = get(projectAtom)?.customerFields.rows?.find((c) => String(c.uniqueid) === id);
  return customer && customer.qt > 1 ? customer.qt : 1;
});

/** The current row's line total (unit price times the quantity) as text. */
export const rowLineTotalTextAtom = atom((get) => get(moneyFormatterAtom)(get(currentPricedRowAtom)?.net));

/** The project total with VAT as text, '—' when the project cannot be priced. */
export const projectTotalTextAtom = atom((get) => {
  const pricing = get(projectPricingAtom);
  return pricing?.ok ? get(moneyFormatterAtom)(pricing.result.totals.totVatI) : '—';
});

/** How many mandatory values are still missing. */
export const missingCountAtom = atom((get) => {
  const current = get(currentEvaluationAtom);
  return current?.ok ? current.evaluation.missing.length : 0;
});

/** The current model's name in the user's language, '' while it is not evaluated. */
export const modelNameAtom = atom((get) => {
  const current = get(currentEvaluationAtom);
  if (!current?.ok) return '';
  const model = current.compiled.model;
  return model.local?.[get(contentLanguageAtom)] ?? model.des;
});

/** "KITCHEN · B1-600": the row's catalogue and the code its configuration resolves to. */
export const rowCodeAtom = atom((get) => {
  const row = get(currentRowAtom);
  const current = get(currentEvaluationAtom);
  if (!row) return '';
  const code = (current?.ok ? current.evaluation.header?.cModel : undefined) ?? row.cod;
  return `${row.catalog} · ${code}`;
});

/** Whether the article being configured has choices not saved yet (spec 4). */
export const articleUnsavedAtom = atom((get) => {
  const row = get(currentRowAtom);
  const editing = get(articleEditAtom);
  if (!row || editing?.rowId !== String(row.uniqueid)) return false;
  return editing.savedVar === null || editing.savedVar !== (row.var ?? '');
});

/** The current row's id as the project stores it (number or text), null when none is current. */
export const rowUniqueIdAtom = atom((get) => get(currentRowAtom)?.uniqueid ?? null);
