import { compileModel, evaluate, modelGroups } from '../../core/catalog';
import type { CompiledModel, Evaluation, ModelGroup } from '../../core/catalog';
import { rowVariant } from '../../core/project/row';
import type { Row } from '../../core/project/schema';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from './catalogs';
import { projectAtom } from './project';
import { atom } from './store';

/** The open project's current row (project.currentrow), or null. */
export const currentRowAtom = atom<Row | null>((get) => {
  const project = get(projectAtom);
  if (!project || project.currentrow === undefined || project.currentrow === null) return null;
  const id = String(project.currentrow);
  return project.rows.find((r) => String(r.uniqueid) === id) ?? null;
});

export type RowEvaluation =
  | { ok: true; compiled: CompiledModel; evaluation: Evaluation; groups: readonly ModelGroup[] }
  | { ok: false; message: string };

interface KnownEvaluation {
  loaded: LoadedCatalog;
  lang: string;
  evaluation: Evaluation;
}

/** Evaluations an edit already made for the row object it stored (core/project/edits), so screens reuse them. */
const knownEvaluations = new WeakMap<Row, KnownEvaluation>();

/**
 * Records that `evaluation` is the evaluation of `row` (its model and its variant string, core/project/row rowVariant)
 * with `loaded` in `lang`: the edit that built the row evaluated it, and the configurator would
 * otherwise evaluate the same row again (core/catalog's evaluate is deterministic).
 */
export function rememberEvaluation(
  row: Row,
  loaded: LoadedCatalog,
  lang: string,
  evaluation: Evaluation,
): void {
  knownEvaluations.set(row, { loaded, lang, evaluation });
}

/** Evaluates a row with its catalogue's document (core/catalog, in the browser: no round trip). */
export function evaluateRow(row: Row, loaded: LoadedCatalog, lang: string): RowEvaluation {
  try {
    const compiled = compileModel(loaded.document, row.model ?? '');
    const known = knownEvaluations.get(row);
    const evaluation =
      known &&
      known.lang === lang &&
      known.loaded.document === loaded.document &&
      known.loaded.priceList === loaded.priceList
        ? known.evaluation
        : evaluate(compiled, rowVariant(row), {
            lang,
            ...(loaded.priceList ? { priceList: loaded.priceList } : {}),
          });
    return { ok: true, compiled, evaluation, groups: modelGroups(compiled, lang) };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/**
 * The current row's evaluation: recomputed once per change of the project, the documents or the
 * language (a derived atom, never kept in sync by hand). null while its catalogue is not loaded.
 */
export const currentEvaluationAtom = atom<RowEvaluation | null>((get) => {
  const row = get(currentRowAtom);
  if (!row) return null;
  const loaded = get(catalogDocumentsAtom)[row.catalog];
  if (!loaded) return null;
  return evaluateRow(row, loaded, get(contentLanguageAtom));
});

/** The current row's id (as text) and catalogue: views that only frame the row do not follow each edit. */
export const currentRowIdAtom = atom((get) => {
  const row = get(currentRowAtom);
  return row ? String(row.uniqueid) : null;
});
export const currentRowCatalogAtom = atom((get) => get(currentRowAtom)?.catalog ?? null);

/** The current row's evaluation in one word: views that switch on it re-render only when it changes. */
export const currentEvaluationStatusAtom = atom<'none' | 'pending' | 'ok' | 'error'>((get) => {
  if (!get(currentRowAtom)) return 'none';
  const current = get(currentEvaluationAtom);
  if (!current) return 'pending';
  return current.ok ? 'ok' : 'error';
});
