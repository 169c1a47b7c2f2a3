// The closet tool's actions (issue 21, spec 2 closetool, spec 4 closet wizard). A closet edit is
// core's editCloset (core/project/edits): undoable, priced again, refused with the rule it breaks.
// The wizard's moves change the screen state only (state/closet.ts) and are not undoable.
import type { ClosetEdit } from '../../core/closet/edits';
import type { ClosetRunSpec } from '../../core/closet/run';
import { ClosetError } from '../../core/closet/model';
import {
  addError,
  clearErrors,
  finalizeSteps,
  goToStep,
  loadSteps,
  nextStep,
  previousStep,
  removeError,
  resetToFirstStep,
  updateSteps,
} from '../../core/closet/wizard';
import type { EntityId } from '../../core/project/schema';
import { closetSectionAtom, closetWizardAtom, type ClosetWizard } from '../state/closet';
import { projectAtom } from '../state/project';
import type { LoadedCatalog } from '../../core/project/documents';
import { ensureCatalog, languageOf } from './catalogs';
import { defineAction } from './define';
import { defineEditAction } from './defineEdit';
import { editProject, requireProject } from './projectEdit';
import type { ActionContext } from './types';

/** The sample closet catalogue; a host may name another catalogue with a closet model. */
const CLOSET_CATALOG = 'CLOSET';

function closetRowId(ctx: ActionContext, rowId?: EntityId): string {
  const id = rowId ?? ctx.store.get(closetWizardAtom).rowId;
  if (id === undefined || id === null) throw new ClosetError('no-closet', 'No closet is open');
  return String(id);
}

/** The wizard's steps for the row's model, from its catalogue's groups (keeps the flags by code). */
async function stepsFor(ctx: ActionContext, rowId: string): Promise<ClosetWizard> {
  const row = requireProject(ctx).rows.find((r) => String(r.uniqueid) === rowId);
  if (!row?.closet)
    throw new ClosetError('not-closet', `Row ${rowId} is not a closet`, { values: { row: rowId } });
  const loaded = await ensureCatalog(ctx, row.catalog);
  const { compileModel, wizardStepEntries } = await import('../../core/catalog');
  const entries = wizardStepEntries(compileModel(loaded.document, row.model ?? ''));
  const wizard = ctx.store.get(closetWizardAtom);
  const same = wizard.rowId === rowId;
  return {
    ...(same ? updateSteps(wizard, entries) : loadSteps(wizard, entries)),
    rowId,
    errors: same ? wizard.errors : [],
  };
}

/**
 * Inserts a closet row of `request.model` into the open project (a fresh one when none is open) and
 * opens it in the closet tool at its first step. Item search, an article and setModel of a closet
 * model come here too (rows.ts): a closet is built in the tool, not in the plain configurator.
 */
export async function insertClosetAndOpen(
  ctx: ActionContext,
  loaded: LoadedCatalog,
  request: { model: string; variant: string; article?: string },
): Promise<string> {
  const open = ctx.store.get(projectAtom);
  const { freshProject } = await import('../../core/project/edits');
  const priced = await editProject(
    ctx,
    (project, edits) =>
      edits.insertCloset(project, loaded, {
        ...request,
        catalog: loaded.document.catalog.cod,
        lang: languageOf(ctx),
      }),
    open ?? freshProject(),
  );
  const rowId = String(priced.currentrow);
  ctx.store.set(closetWizardAtom, await stepsFor(ctx, rowId));
  ctx.store.set(closetSectionAtom, null);
  await ctx.navigate(`/closetool/${encodeURIComponent(rowId)}`);
  return rowId;
}

/** Starts a closet: a closet row of `model` (default the catalogue's first closet model) at its defaults. */
export const newClosetAction = defineAction<{ catalog?: string; model?: string; variant?: string }, string>({
  name: 'newCloset',
  label: 'closet:actions.newCloset',
  undoable: true,
  perform: async (ctx, { catalog = CLOSET_CATALOG, model = 'WARDROBE', variant = '' } = {}) =>
    insertClosetAndOpen(ctx, await ensureCatalog(ctx, catalog), { model, variant }),
});

/** The closet models of a catalogue (those whose rules write the closet registers), named in the user's language. */
export const closetModelsAction = defineAction<{ catalog?: string }, { cod: string; des: string }[]>({
  name: 'closetModels',
  label: 'closet:actions.closetModels',
  undoable: false,
  perform: async (ctx, { catalog = CLOSET_CATALOG } = {}) => {
    const loaded = await ensureCatalog(ctx, catalog);
    const [{ localise }, { opensInClosetTool }] = await Promise.all([
      import('../../core/catalog'),
      import('../../core/project/edits'),
    ]);
    const lang = languageOf(ctx);
    return loaded.document.models
      .filter((m) => opensInClosetTool(loaded, m.cod))
      .map((m) => ({ cod: m.cod, des: localise(m.des, m.local, lang) }));
  },
});

/** Opens a closet row of the project in the tool: its wizard at the first step (or where it was). */
export const openClosetAction = defineAction<{ rowId: EntityId }>({
  name: 'openCloset',
  label: 'closet:actions.openCloset',
  undoable: false,
  perform: async (ctx, { rowId }) => {
    const id = String(rowId);
    if (ctx.store.get(closetWizardAtom).rowId !== id) ctx.store.set(closetSectionAtom, null);
    ctx.store.set(closetWizardAtom, await stepsFor(ctx, id));
  },
});

/**
 * One closet edit (the wizard's controls, the divider maker, the item position dialog, the model).
 * A refused edit changes nothing and is listed in the wizard's errors at the current step.
 */
export const closetEditAction = defineAction<{ rowId?: EntityId; edit: ClosetEdit }>({
  name: 'closetEdit',
  label: 'closet:actions.closetEdit',
  undoable: true,
  // With the catalogues and the edits module loaded (every edit after the first), the closet and its
  // price are in the store when dispatch returns: no await, so the edit is painted on the next frame.
  startsAtOnce: true,
  perform: async (ctx, { rowId, edit }) => {
    const id = closetRowId(ctx, rowId);
    try {
      await editProject(ctx, (p, edits, documents) =>
        edits.editCloset(p, documents, id, edit, languageOf(ctx)),
      );
    } catch (error) {
      const wizard = ctx.store.get(closetWizardAtom);
      const message = error instanceof Error ? error.message : String(error);
      // A closet rule keeps its code and the part at fault: the front view marks it.
      const rule = error instanceof ClosetError ? { code: error.code, fault: error.fault } : undefined;
      if (wizard.rowId === id)
        ctx.store.set(closetWizardAtom, { ...wizard, ...addError(wizard, message, rule) });
      throw error;
    }
  },
});

export type ClosetWizardMove =
  | { op: 'next' | 'previous' | 'finalize' | 'reset' | 'clearErrors' }
  | { op: 'goTo'; cod: string }
  | { op: 'removeError'; index: number };

/** Spec 4's wizard moves: next, previous, go to a main or sub step, finalize, reset, errors. */
export const closetWizardAction = defineAction<ClosetWizardMove>({
  name: 'closetWizard',
  label: 'closet:actions.closetWizard',
  undoable: false,
  perform: (ctx, move) => {
    const wizard = ctx.store.get(closetWizardAtom);
    const moved = (() => {
      switch (move.op) {
        case 'next':
          return nextStep(wizard);
        case 'previous':
          return previousStep(wizard);
        case 'finalize':
          return finalizeSteps(wizard);
        case 'reset':
          return resetToFirstStep(wizard);
        case 'clearErrors':
          return clearErrors(wizard);
        case 'goTo':
          return goToStep(wizard, move.cod);
        case 'removeError':
          return removeError(wizard, move.index);
      }
    })();
    if (moved !== wizard) ctx.store.set(closetWizardAtom, { ...wizard, ...moved });
  },
});

/**
 * Lays out the multi-closet run (/configuratorMulticloset): walls, order of closets, corners. The run
 * is part of the project (core setClosetRun), so the change is undoable and leaves it unsaved.
 */
export const setClosetRunAction = defineEditAction<{ run: ClosetRunSpec }>({
  name: 'setClosetRun',
  label: 'closet:actions.setClosetRun',
  change: (p, { run }, { edits }) => edits.setClosetRun(p, run),
});
