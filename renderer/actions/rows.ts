// Row actions (spec 4, 5): insert an article, set a model, load a gallery, change a variant, and
// the row list edits. Each project edit is undoable (one history step) and recomputes prices.
import type { EntityId, Project } from '../../core/project/schema';
import { articleEditAtom, type ArticleEdit } from '../state/article';
import { projectAtom } from '../state/project';
import { ensureCatalog, languageOf, loadEdits } from './catalogs';
import { insertClosetAndOpen } from './closet';
import { defineAction } from './define';
import { defineEditAction } from './defineEdit';
import { editProject, requireProject, requireRow } from './projectEdit';
import type { LoadedCatalog } from '../../core/project/documents';
import type { ActionContext, ActionDef, LinkParam } from './types';

const CONFIGURATOR = '/configurator';

/** The open project, or a fresh one when none is open (inserting starts a project, spec 4). */
async function projectOrFresh(ctx: ActionContext): Promise<Project> {
  const open = ctx.store.get(projectAtom);
  if (open) return open;
  return (await loadEdits()).freshProject();
}

/**
 * A freshly inserted row is unsaved (spec 4) and opens in the configurator; a closet model's row
 * opens in the closet tool.
 */
async function insertAndConfigure(
  ctx: ActionContext,
  request: { catalog: string; model: string; variant: string; article?: string },
): Promise<string> {
  const loaded = await ensureCatalog(ctx, request.catalog);
  if ((await loadEdits()).opensInClosetTool(loaded, request.model)) {
    const { catalog: _catalog, ...closet } = request;
    return insertClosetAndOpen(ctx, loaded, closet);
  }
  const priced = await editProject(
    ctx,
    (project, edits) => edits.insertRow(project, loaded, { ...request, lang: languageOf(ctx) }),
    await projectOrFresh(ctx),
  );
  const rowId = String(priced.currentrow);
  ctx.store.set(articleEditAtom, { rowId, savedVar: null });
  ctx.navigate(CONFIGURATOR);
  return rowId;
}

/** What an insert action puts in the project: a model of the loaded catalogue, with its choices. */
interface InsertRequest {
  model: string;
  variant: string;
  article?: string;
}

/** What one insert action gives of its own. */
interface InsertAction<Args extends { catalog: string }> extends Pick<ActionDef, 'name' | 'label'> {
  params: Readonly<Record<Exclude<keyof Args, 'catalog'>, LinkParam>>;
  find(loaded: LoadedCatalog, args: Args): InsertRequest;
}

/**
 * The family of actions that insert a row from a catalogue (spec 5's insertArticle, setModel,
 * loadGallery): undoable, startable from a link (they change only the project in memory, a new one
 * when none is open), and resolving to the new row's id. `find` picks the model and choices in the
 * catalogue named by `args.catalog`, or throws when the catalogue has none that fits.
 */
function defineInsertAction<Args extends { catalog: string }>({
  find,
  params,
  ...named
}: InsertAction<Args>): ActionDef<Args, string> {
  return defineAction<Args, string>({
    ...named,
    undoable: true,
    link: { mode: 'run', params: { catalog: { type: 'string' }, ...params } },
    perform: async (ctx, args) => {
      const loaded = await ensureCatalog(ctx, args.catalog);
      return insertAndConfigure(ctx, { catalog: loaded.document.catalog.cod, ...find(loaded, args) });
    },
  });
}

/** Spec 5 insertArticle: catalogue, classification and article; the article's preset choices. */
export const insertArticleAction = defineInsertAction<{
  catalog: string;
  classification?: string;
  model?: string;
  article: string;
  side?: string;
}>({
  name: 'insertArticle',
  label: 'configurator:actions.insertArticle',
  params: {
    article: { type: 'string' },
    model: { type: 'string', optional: true },
    classification: { type: 'string', optional: true },
    side: { type: 'string', optional: true },
  },
  find: (loaded, { classification, model, article }) => {
    const wanted = article.toUpperCase();
    const same = (a: string | undefined, b: string | undefined) => !b || a?.toUpperCase() === b.toUpperCase();
    // A model or classification given must be the article's own (a link naming both is checked).
    const found = loaded.document.articles.find(
      (a) => a.cod.toUpperCase() === wanted && same(a.classification, classification) && same(a.model, model),
    );
    if (!found?.model) throw new Error('Article not found');
    return { model: found.model, variant: found.variants, article: found.cod };
  },
});

/** Spec 5 setModel: a row of the model at its defaults. */
export const setModelAction = defineInsertAction<{ catalog: string; model: string }>({
  name: 'setModel',
  label: 'configurator:actions.setModel',
  params: { model: { type: 'string' } },
  find: (loaded, { model }) => {
    const wanted = model.toUpperCase();
    const found = loaded.document.models.filter((m) => m.cod.toUpperCase() === wanted);
    if (found.length !== 1) throw new Error('Model unknown');
    return { model: found[0]!.cod, variant: '' };
  },
});

/** Spec 5 loadGallery: a row of the gallery's model with its preset (matched case-insensitively). */
export const loadGalleryAction = defineInsertAction<{ catalog: string; idGallery: string }>({
  name: 'loadGallery',
  label: 'configurator:actions.loadGallery',
  params: { idGallery: { type: 'string' } },
  find: ({ document }, { idGallery }) => {
    if (document.galleries.length === 0) throw new Error('No gallery available');
    const gallery = document.galleries.find((g) => g.cod.toUpperCase() === idGallery.toUpperCase());
    if (!gallery) throw new Error('Unknown id gallery');
    return { model: gallery.model, variant: gallery.variants };
  },
});

function currentRowId(ctx: ActionContext, rowId?: EntityId): EntityId {
  const id = rowId ?? requireProject(ctx).currentrow;
  if (id === undefined || id === null) throw new Error('No row is selected');
  return id;
}

/**
 * Spec 5 changeVariant: one variable of the current row (or `rowId`); names and values upper-cased.
 * Resolves to the row's variants string after the change (the rules may have changed others too).
 */
export const changeVariantAction = defineAction<{ varCod: string; varVal: string; rowId?: EntityId }, string>(
  {
    name: 'changeVariant',
    label: 'configurator:actions.changeVariant',
    undoable: true,
    perform: async (ctx, { varCod, varVal, rowId }) => {
      if (!varCod?.trim()) throw new Error('Missing variant code');
      if (varVal === undefined || varVal === null) throw new Error('Missing variant value');
      const id = currentRowId(ctx, rowId);
      const priced = await editProject(ctx, (p, edits, documents) =>
        edits.changeVariant(p, documents, id, varCod, varVal, languageOf(ctx), edits.memo),
      );
      return priced.rows.find((r) => String(r.uniqueid) === String(id))?.var ?? '';
    },
  },
);

/** Replaces a row's whole configuration (the rule-variant and dClass dialogs' answers). */
export const configureRowAction = defineEditAction<{ rowId?: EntityId; variant: string }>({
  name: 'configureRow',
  label: 'configurator:actions.configureRow',
  change: (p, { rowId, variant }, { edits, documents, ctx }) =>
    edits.configureRow(p, documents, currentRowId(ctx, rowId), variant, languageOf(ctx), edits.memo),
});

/** Switches a row to another model of its catalogue. */
export const changeModelAction = defineEditAction<{ rowId?: EntityId; model: string }>({
  name: 'changeModel',
  label: 'configurator:actions.changeModel',
  change: (p, { rowId, model }, { edits, documents, ctx }) =>
    edits.setRowModel(p, documents, currentRowId(ctx, rowId), model, languageOf(ctx)),
});

export const removeRowAction = defineAction<{ rowId: EntityId }>({
  name: 'removeRow',
  label: 'configurator:actions.removeRow',
  undoable: true,
  perform: async (ctx, { rowId }) => {
    await editProject(ctx, (p, edits) => edits.removeRow(p, rowId));
    const editing = ctx.store.get(articleEditAtom);
    if (editing?.rowId === String(rowId)) ctx.store.set(articleEditAtom, null);
  },
});

export const duplicateRowAction = defineEditAction<{ rowId: EntityId }>({
  name: 'duplicateRow',
  label: 'configurator:actions.duplicateRow',
  change: (p, { rowId }, { edits }) => edits.duplicateRow(p, rowId),
});

export const moveRowAction = defineAction<{ rowId: EntityId; offset: number }>({
  name: 'moveRow',
  label: 'configurator:actions.moveRow',
  undoable: true,
  perform: async (ctx, { rowId, offset }) => {
    const edits = await loadEdits();
    ctx.store.set(projectAtom, edits.moveRow(requireProject(ctx), rowId, offset));
  },
});

/** Opens a row in the configurator; its current choices count as saved. */
export const editRowAction = defineAction<{ rowId: EntityId }>({
  name: 'editRow',
  label: 'configurator:actions.editRow',
  undoable: true,
  perform: async (ctx, { rowId }) => {
    const { project, row } = requireRow(ctx, rowId);
    if (row.closet) {
      // A closet is edited in the closet tool: its screen opens the row's wizard.
      ctx.store.set(projectAtom, { ...project, currentrow: row.uniqueid });
      return void (await ctx.navigate(`/closetool/${encodeURIComponent(String(row.uniqueid))}`));
    }
    await ensureCatalog(ctx, row.catalog);
    ctx.store.set(projectAtom, { ...project, currentrow: row.uniqueid });
    ctx.store.set(articleEditAtom, { rowId: String(row.uniqueid), savedVar: row.var ?? '' });
    // A row stored with a value its rules now forbid (an older save, a changed catalogue) opens with
    // core's fallback applied and told (issue 19); the article then counts as changed.
    // The rule engine's modules load with the first edit, never with the action table (home's bundle).
    const { rowVariant } = await import('../../core/project/row');
    const variant = rowVariant(row);
    await editProject(ctx, (p, edits, documents) => {
      const next = edits.configureRow(p, documents, row.uniqueid, variant, languageOf(ctx), edits.memo);
      const fixed = next.rows.find((r) => String(r.uniqueid) === String(row.uniqueid));
      return fixed?.var !== variant ? next : p;
    });
    ctx.navigate(CONFIGURATOR);
  },
});

/** What one answer for the article being configured gives of its own. */
interface ArticleAnswer extends Pick<ActionDef, 'name' | 'label' | 'undoable'> {
  /** Settles the article being edited in `project`; resolves false when it could not. */
  settle(ctx: ActionContext, article: ArticleEdit, project: Project): Promise<boolean>;
}

/**
 * Spec 4's answers to 'Save current article?' (save it, discard it): each resolves false when no
 * article of the open project is being configured, else whether `settle` did its part.
 */
function defineArticleAnswer({ settle, ...action }: ArticleAnswer): ActionDef<void, boolean> {
  return defineAction<void, boolean>({
    ...action,
    perform: async (ctx) => {
      const editing = ctx.store.get(articleEditAtom);
      const project = ctx.store.get(projectAtom);
      return editing && project ? settle(ctx, editing, project) : false;
    },
  });
}

/** Spec 4: saving the article marks it saved (its choices become the ones No goes back to). */
export const saveArticleAction = defineArticleAnswer({
  name: 'saveArticle',
  label: 'configurator:actions.saveArticle',
  undoable: false,
  settle: async (ctx, { rowId }, project) => {
    const row = project.rows.find((r) => String(r.uniqueid) === rowId);
    if (!row) return false;
    // Issue 19: an article that breaks a rule is not saved as valid; the user reads why, in words.
    const [{ currentEvaluationAtom }, { ruleProblems }] = await Promise.all([
      import('../state/evaluation'),
      import('../../core/catalog/problems'),
    ]);
    const current = ctx.store.get(currentEvaluationAtom);
    if (current?.ok && String(ctx.store.get(projectAtom)?.currentrow) === rowId) {
      const problems = ruleProblems(current.evaluation, languageOf(ctx));
      if (problems.length) throw new Error(problems.join('; '));
    }
    ctx.store.set(articleEditAtom, { rowId, savedVar: row.var ?? '' });
    return true;
  },
});

/**
 * Spec 4, No to 'Save current article?': a never-saved article's row is removed; a modified saved
 * one gets its last saved choices back, recomputed.
 */
export const discardArticleAction = defineArticleAnswer({
  name: 'discardArticle',
  label: 'configurator:actions.discardArticle',
  undoable: true,
  settle: async (ctx, { rowId, savedVar }, project) => {
    if (savedVar === null) {
      await editProject(ctx, (p, edits) => edits.removeRow(p, rowId), project);
      ctx.store.set(articleEditAtom, null);
      return true;
    }
    await editProject(
      ctx,
      (p, edits, documents) => edits.configureRow(p, documents, rowId, savedVar, languageOf(ctx), edits.memo),
      project,
    );
    return true;
  },
});
