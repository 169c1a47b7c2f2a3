import type { ActionContext } from './types';
import type * as BrowserEdits from './browserEdits';
import { catalogDocumentsAtom, contentLanguageAtom, type LoadedCatalog } from '../state/catalogs';
import { projectAtom } from '../state/project';
import { profileAtom } from '../state/session';
import { store } from '../state/store';

const pending = new Map<string, Promise<LoadedCatalog>>();

/**
 * Forgets the loaded documents: each carries the price list of the user who loaded it, so another
 * sign-in (guest to seller, EUR shop to CHF shop) loads them again.
 */
export function forgetCatalogDocuments(): void {
  pending.clear();
  store.set(catalogDocumentsAtom, {});
}
store.sub(profileAtom, forgetCatalogDocuments);

/** The price list documents are asked in: the open project's (spec 3), else the shop's (undefined). */
export function projectListOf(ctx: ActionContext): string | undefined {
  const listid = ctx.store.get(projectAtom)?.listid;
  return listid === undefined || listid === null || String(listid).trim() === '' ? undefined : String(listid);
}

/**
 * The catalogue document the browser's rule engine needs, loaded once per session and price list and
 * kept in catalogDocumentsAtom (core/catalog is imported here, inside an action's perform, never
 * eagerly). Its price list is the open project's: a row is always priced in the project's list and
 * currency (issue 19), whoever edits it.
 */
export async function ensureCatalog(ctx: ActionContext, cod: string): Promise<LoadedCatalog> {
  const known = catalogInHand(ctx, cod);
  if (known) return known;
  const key = cod.toUpperCase();
  const listid = projectListOf(ctx);
  const pendingKey = `${key}\n${listid ?? ''}`;
  let loading = pending.get(pendingKey);
  if (!loading) {
    loading = (async () => {
      const [{ loadCatalog }, reply] = await Promise.all([
        import('../../core/catalog/load'),
        ctx.api.catalog.document(cod, listid),
      ]);
      const loaded: LoadedCatalog = {
        document: loadCatalog(reply.document),
        priceList: reply.priceList,
        currency: reply.currency,
        ...(listid !== undefined ? { listid } : {}),
        ...(reply.hash ? { hash: reply.hash } : {}),
      };
      return loaded;
    })();
    pending.set(pendingKey, loading);
    loading.catch(() => pending.delete(pendingKey));
  }
  const loaded = await loading;
  ctx.store.set(catalogDocumentsAtom, (all) =>
    all[loaded.document.catalog.cod] === loaded ? all : { ...all, [loaded.document.catalog.cod]: loaded },
  );
  return loaded;
}

/** The catalogue's document if it is loaded already, in the open project's price list. */
function catalogInHand(ctx: ActionContext, cod: string): LoadedCatalog | undefined {
  const key = cod.toUpperCase();
  const known = Object.values(ctx.store.get(catalogDocumentsAtom)).find(
    (d) => d.document.catalog.cod.toUpperCase() === key,
  );
  return known && known.listid === projectListOf(ctx) ? known : undefined;
}

/**
 * The loaded documents when every one of `cods` is loaded already (in the project's price list),
 * else undefined: an edit with its data in hand applies in the dispatch's own task, with no await.
 */
export function catalogsInHand(ctx: ActionContext, cods: Iterable<string>) {
  for (const cod of new Set(cods)) if (!catalogInHand(ctx, cod)) return undefined;
  return ctx.store.get(catalogDocumentsAtom);
}

/** The catalogue documents of every row of the project, loaded. */
export async function ensureCatalogs(ctx: ActionContext, cods: Iterable<string>) {
  await Promise.all([...new Set(cods)].map((cod) => ensureCatalog(ctx, cod)));
  return ctx.store.get(catalogDocumentsAtom);
}

export const languageOf = (ctx: ActionContext) => ctx.store.get(contentLanguageAtom);

/**
 * The pure project edits (core/project/edits, with the browser's memo), loaded with the rule engine
 * and pricing when an action first needs them.
 * The promise is kept: each click's action awaits it, and a fresh import() costs a module-preload
 * pass every time.
 */
let edits: Promise<typeof BrowserEdits> | null = null;
/** The module itself once loaded: a resolved promise still costs its awaiter a microtask. */
let editsLoaded: typeof BrowserEdits | undefined;
export const loadEdits = () =>
  (edits ??= import('./browserEdits').then(
    (module) => (editsLoaded = module),
    (error: unknown) => {
      edits = null; // a chunk that failed to load (offline) is tried again on the next action
      throw error;
    },
  ));

/** The pure project edits if an action has loaded them already, else undefined. */
export const editsInHand = (): typeof BrowserEdits | undefined => editsLoaded;
