// The bodies of openGallery and loadCatalog (itemSearch.ts): they load with the first run, so the
// home page's action table stays light. Both land on item search with the breadcrumb in the
// catalogue; the screen does the rest.
import { ensureCatalog, languageOf } from './catalogs';
import type { ActionContext } from './types';

/** The breadcrumb starts in this catalogue (spec 3: a 'C' entry with the catalogue's text). */
async function startTrailIn(ctx: ActionContext, catalog: string): Promise<string> {
  const [loaded, { localise }, { catalogEntry, searchTrailAtom }] = await Promise.all([
    ensureCatalog(ctx, catalog),
    import('../../core/catalog/localise'),
    import('../features/itemsearch/trail'),
  ]);
  const { cod, des, local } = loaded.document.catalog;
  ctx.store.set(searchTrailAtom, [catalogEntry(cod, localise(des, local, languageOf(ctx)))]);
  return cod;
}

/** Shows the catalogue's galleries at item search, for the user to choose one (spec 5 openGallery). */
export async function openGallery(ctx: ActionContext, { catalog }: { catalog: string }): Promise<string> {
  const cod = await startTrailIn(ctx, catalog);
  await ctx.navigate('/itemsearch');
  return cod;
}

/**
 * Layout-tool mode (spec 4): home, an empty project (no save question: the tool owns the work),
 * working state reset, the breadcrumb in the catalogue, the project open, a history entry, item search.
 */
export async function loadCatalog(ctx: ActionContext, { catalog }: { catalog: string }): Promise<string> {
  await ensureCatalog(ctx, catalog);
  await ctx.navigate('/home', { replace: true });
  // newProject empties the project, resets the working state, marks it open and pushes item search.
  await ctx.dispatch('newProject', { noSave: true, skipChoices: true });
  return startTrailIn(ctx, catalog);
}
