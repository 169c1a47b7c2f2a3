// Item-search actions a host drives (spec 4, 5): show a catalogue's galleries, and the layout tool's
// loadCatalog. Both land on item search with the breadcrumb in the catalogue; the screen does the rest.
import type { ActionContext } from './types';
import { ensureCatalog, languageOf } from './catalogs';
import { defineAction } from './define';

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
export const openGalleryAction = defineAction<{ catalog: string }, string>({
  name: 'openGallery',
  label: 'itemsearch:actions.openGallery',
  undoable: false,
  perform: async (ctx, { catalog }) => {
    const cod = await startTrailIn(ctx, catalog);
    await ctx.navigate('/itemsearch');
    return cod;
  },
});

/**
 * Layout-tool mode (spec 4): home, an empty project (no save question: the tool owns the work),
 * working state reset, the breadcrumb in the catalogue, the project open, a history entry, item search.
 */
export const loadCatalogAction = defineAction<{ catalog: string }, string>({
  name: 'loadCatalog',
  label: 'itemsearch:actions.loadCatalog',
  undoable: false,
  perform: async (ctx, { catalog }) => {
    await ensureCatalog(ctx, catalog);
    await ctx.navigate('/home', { replace: true });
    // newProject empties the project, resets the working state, marks it open and pushes item search.
    await ctx.dispatch('newProject', { noSave: true, skipChoices: true });
    return startTrailIn(ctx, catalog);
  },
});
