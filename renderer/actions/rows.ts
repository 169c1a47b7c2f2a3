// Row actions (spec 4, 5): insert an article, set a model, load a gallery, change a variant, and
// the row list edits. Each project edit is undoable (one history step) and recomputes prices.
import type { EntityId, Project } from '../../core/project/schema';
import { articleEditAtom } from '../state/article';
import { projectAtom } from '../state/project';
import { ensureCatalog, languageOf, loadEdits } from './catalogs';
import { insertClosetAndOpen } from './closet';
import { defineAction } from './define';
import { editProject, requireProject } from './projectEdit';
import type { ActionContext } from './types';

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

/** Spec 5 insertArticle: catalogue, classification and article; the article's preset choices. */
export const insertArticleAction = defineAction<
  { catalog: string; classification?: string; model?: string; article: string; side?: string },
  string
>({
  name: 'insertArticle',
  label: 'configurator:actions.insertArticle',
  undoable: true,
  // A link inserts into the project in memory (a new one when none is open): nothing stored changes.
  link: {
    mode: 'run',
    params: {
      catalog: { type: 'string' },
      article: { type: 'string' },
      model: { type: 'string', optional: true },
      classification: { type: 'string', optional: true },
      side: { type: 'string', optional: true },
    },
  },
  perform: async (ctx, { catalog, classification, model, article }) => {
    const loaded = await ensureCatalog(ctx, catalog);
    const wanted = article.toUpperCase();
    const same = (a: string | undefined, b: string | undefined) => !b || a?.toUpperCase() === b.toUpperCase();
    // A model or classification given must be the article's own (a link naming both is checked).
    const found = loaded.document.articles.find(
      (a) => a.cod.toUpperCase() === wanted && same(a.classification, classification) && same(a.model, model),
    );
    if (!found?.model) throw new Error('Article not found');
    return insertAndConfigure(ctx, {
      catalog: loaded.document.catalog.cod,
      model: found.model,
      variant: found.variants,
      article: found.cod,
    });
  },
});

/** Spec 5 setModel: a row of the model at its defaults. */
export const setModelAction = defineAction<{ catalog: string; model: string }, string>({
  name: 'setModel',
  label: 'configurator:actions.setModel',
  undoable: true,
  link: { mode: 'run', params: { catalog: { type: 'string' }, model: { type: 'string' } } },
  perform: async (ctx, { catalog, model }) => {
    const loaded = await ensureCatalog(ctx, catalog);
    const wanted = model.toUpperCase();
    const found = loaded.document.models.filter((m) => m.cod.toUpperCase() === wanted);
    if (found.length !== 1) throw new Error('Model unknown');
    return insertAndConfigure(ctx, {
      catalog: loaded.document.catalog.cod,
      model: found[0]!.cod,
      variant: '',
    });
  },
});

/** Spec 5 loadGallery: a row of the gallery's model with its preset (matched case-insensitively). */
export const loadGalleryAction = defineAction<{ catalog: string; idGallery: string }, string>({
  name: 'loadGallery',
  label: 'configurator:actions.loadGallery',
  undoable: true,
  link: { mode: 'run', params: { catalog: { type: 'string' }, idGallery: { type: 'string' } } },
  perform: async (ctx, { catalog, idGallery }) => {
    const loaded = await ensureCatalog(ctx, catalog);
    if (loaded.document.galleries.length === 0) throw new Error('No gallery available');
    const gallery = loaded.document.galleries.find((g) => g.cod.toUpperCase() === idGallery.toUpperCase());
    if (!gallery) throw new Error('Unknown id gallery');
    return insertAndConfigure(ctx, {
      catalog: loaded.document.catalog.cod,
      model: gallery.model,
      variant: gallery.variants,
    });
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
export const configureRowAction = defineAction<{ rowId?: EntityId; variant: string }>({
  name: 'configureRow',
  label: 'configurator:actions.configureRow',
  undoable: true,
  perform: async (ctx, { rowId, variant }) => {
    const id = currentRowId(ctx, rowId);
    await editProject(ctx, (p, edits, documents) =>
      edits.configureRow(p, documents, id, variant, languageOf(ctx), edits.memo),
    );
  },
});

/** Switches a row to another model of its catalogue. */
export const changeModelAction = defineAction<{ rowId?: EntityId; model: string }>({
  name: 'changeModel',
  label: 'configurator:actions.changeModel',
  undoable: true,
  perform: async (ctx, { rowId, model }) => {
    const id = currentRowId(ctx, rowId);
    await editProject(ctx, (p, edits, documents) =>
      edits.setRowModel(p, documents, id, model, languageOf(ctx)),
    );
  },
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

export const duplicateRowAction = defineAction<{ rowId: EntityId }>({
  name: 'duplicateRow',
  label: 'configurator:actions.duplicateRow',
  undoable: true,
  perform: async (ctx, { rowId }) => {
    await editProject(ctx, (p, edits) => edits.duplicateRow(p, rowId));
  },
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
    const project = requireProject(ctx);
    const row = project.rows.find((r) => String(r.uniqueid) === String(rowId));
    if (!row) throw new Error(`Row ${String(rowId)} is not in the project`);
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

/** Spec 4: saving the article marks it saved (its choices become the ones No goes back to). */
export const saveArticleAction = defineAction<void, boolean>({
  name: 'saveArticle',
  label: 'configurator:actions.saveArticle',
  undoable: false,
  perform: async (ctx) => {
    const editing = ctx.store.get(articleEditAtom);
    const row = ctx.store.get(projectAtom)?.rows.find((r) => String(r.uniqueid) === editing?.rowId);
    if (!editing || !row) return false;
    // Issue 19: an article that breaks a rule is not saved as valid; the user reads why, in words.
    const [{ currentEvaluationAtom }, { ruleProblems }] = await Promise.all([
      import('../state/evaluation'),
      import('../../core/catalog/problems'),
    ]);
    const current = ctx.store.get(currentEvaluationAtom);
    if (current?.ok && String(ctx.store.get(projectAtom)?.currentrow) === editing.rowId) {
      const problems = ruleProblems(current.evaluation, languageOf(ctx));
      if (problems.length) throw new Error(problems.join('; '));
    }
    ctx.store.set(articleEditAtom, { rowId: editing.rowId, savedVar: row.var ?? '' });
    return true;
  },
});

/**
 * Spec 4, No to 'Save current article?': a never-saved article's row is removed; a modified saved
 * one gets its last saved choices back, recomputed.
 */
export const discardArticleAction = defineAction<void, boolean>({
  name: 'discardArticle',
  label: 'configurator:actions.discardArticle',
  undoable: true,
  perform: async (ctx) => {
    const editing = ctx.store.get(articleEditAtom);
    const project = ctx.store.get(projectAtom);
    if (!editing || !project) return false;
    const { rowId, savedVar } = editing;
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
