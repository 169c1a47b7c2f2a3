// What the closet tool shows, derived from the one store (never kept in sync by hand): the closet
// row the wizard is on, its closet, its evaluation (price lines, rule problems) and its price.
import { sectionsOf, validateCloset, type ClosetModel, type ClosetSection } from '../../../core/closet';
import { rowCloset } from '../../../core/project/closetRows';
import type { Row } from '../../../core/project/schema';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { closetWizardAtom } from '../../state/closet';
import { evaluateRow, type RowEvaluation } from '../../state/evaluation';
import { rowNetsAtom } from '../../state/pricing';
import { projectAtom } from '../../state/project';
import { atom } from '../../state/store';
import { ruleProblems } from '../../../core/catalog/problems';

export const closetRowAtom = atom<Row | null>((get) => {
  const id = get(closetWizardAtom).rowId;
  return get(projectAtom)?.rows.find((r) => String(r.uniqueid) === id) ?? null;
});

export const closetModelAtom = atom<ClosetModel | null>((get) => {
  const row = get(closetRowAtom);
  return row ? rowCloset(row) : null;
});

export const closetSectionsAtom = atom<ClosetSection[]>((get) => {
  const model = get(closetModelAtom);
  return model ? sectionsOf(model.structure, model.dividers) : [];
});

export const closetEvaluationAtom = atom<RowEvaluation | null>((get) => {
  const row = get(closetRowAtom);
  const loaded = row ? get(catalogDocumentsAtom)[row.catalog] : undefined;
  return row && loaded ? evaluateRow(row, loaded, get(contentLanguageAtom)) : null;
});

/** The row's net price (the project's pricing, core's) as decimal text, null until it is priced. */
export const closetPriceAtom = atom<string | null>((get) => {
  const row = get(closetRowAtom);
  return row ? (get(rowNetsAtom).get(String(row.uniqueid)) ?? null) : null;
});

/** Every rule the closet breaks now: its own (core/closet) and its catalogue's. */
export const closetProblemsAtom = atom<string[]>((get) => {
  const model = get(closetModelAtom);
  const evaluation = get(closetEvaluationAtom);
  const lang = get(contentLanguageAtom);
  const own = model ? validateCloset(model).map((p) => p.inLanguage(lang)) : [];
  if (!evaluation) return own;
  if (!evaluation.ok) return [...own, evaluation.message];
  return [...own, ...ruleProblems(evaluation.evaluation, lang)];
});
