// The default actions facade: dispatches renderer actions by name (renderer/actions), reads the jotai store
// and looks catalogue entities up through the typed API client.
import type { CodeRef, HostRoute, UserKind } from '../../core/embed';
import { dispatchFrom } from '../actions';
import { api as browserApi, ApiError, type Api } from '../api';
import { configAtom } from '../state/app';
import { projectAtom, storedMetaAtom } from '../state/project';
import { preferencesAtom, profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import type { EmbedFacade, EmbedSnapshot } from './facade';

// The protocol's names and shapes are the table's (facade.ts checks them): its dispatch is the table's,
// logged as coming from the host so that a host's change can be told from a click.
const hostDispatch = dispatchFrom('host') as unknown as EmbedFacade['dispatch'];

const SINGLE_ARTICLE_ROUTES = ['configuratorframe', 'configuratorframemobile'];

export interface AppFacadeOptions {
  /** The app's named routes (standard and customer), for navigateTo. */
  routes: readonly HostRoute[];
  /** The path inside the app now ('/configurator3d'), without the base path. */
  currentPath: () => string;
  /** The session id, when the app knows it (the URL's sessionid at load, later the sign-in's). */
  sessionId: () => string | null;
  api?: Api;
}

/** Spec 1: exactly one kind applies; 'none' before any session. */
export function userKind(): UserKind {
  const profile = store.get(profileAtom);
  if (!profile) return 'none';
  if (profile.guest) return 'guest';
  return store.get(userFlagsAtom).kind === 'customer' ? 'customer' : 'pro';
}

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** A lookup's "not found" (404) is an answer, not a failure. */
async function orNotFound<T>(lookup: () => Promise<T>, notFound: T): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound;
    throw error;
  }
}

const codeRef = (entity: { cod: string; des?: string }): CodeRef =>
  entity.des === undefined ? { cod: entity.cod } : { cod: entity.cod, des: entity.des };

export function createAppFacade(options: AppFacadeOptions): EmbedFacade {
  const api = options.api ?? browserApi;
  const routeNamed = (name: string) =>
    options.routes.find((route) => route.name.toLowerCase() === name.toLowerCase());
  const onRoute = (path: string, names: readonly string[]) =>
    names.some((name) => {
      const route = routeNamed(name);
      return route !== undefined && path.toLowerCase() === route.path.toLowerCase();
    });

  return {
    dispatch: hostDispatch,

    snapshot(): EmbedSnapshot {
      const project = store.get(projectAtom);
      const meta = store.get(storedMetaAtom);
      const config = store.get(configAtom)?.config;
      const path = options.currentPath();
      return {
        user: userKind(),
        sessionId: options.sessionId(),
        project,
        projectId: project ? (meta?.id ?? null) : null,
        revision: project ? (meta?.revision ?? null) : null,
        view3d: onRoute(path, ['configurator3d']),
        singleArticle: SINGLE_ARTICLE_ROUTES.some((name) => onRoute(path, [name])),
        languages: config?.languages ?? [],
        forcedCatalog: config?.forcedcatalog ?? '',
        routes: options.routes,
        currency: project?.currency || store.get(preferencesAtom).currency || 'EUR',
      };
    },

    subscribe(listener) {
      const offProject = store.sub(projectAtom, listener);
      const offMeta = store.sub(storedMetaAtom, listener);
      return () => {
        offProject();
        offMeta();
      };
    },

    async findCatalog(catalog) {
      const catalogs = await api.catalog.catalogs();
      const found = catalogs.find((entry) => sameCode(entry.cod, catalog));
      return found ? codeRef(found) : null;
    },

    async findModels(catalog, model) {
      const models = await orNotFound(() => api.catalog.models(catalog, { model }), []);
      // The server matches by prefix; an exact code wins over the codes it begins.
      const exact = models.filter((entry) => sameCode(entry.cod, model));
      return (exact.length ? exact : models).map(codeRef);
    },

    async findArticle(catalog, model, classification, article) {
      const tip = await orNotFound(() => api.catalog.itemTip(catalog, model, { classification }), null);
      const found = tip?.articles.find((entry) => sameCode(entry.cod, article));
      return found ? codeRef(found) : null;
    },

    async listGalleries(catalog) {
      const galleries = await orNotFound(() => api.catalog.searchGalleries({ catalog }), []);
      return galleries.filter((gallery) => sameCode(gallery.catalog, catalog)).map(codeRef);
    },
  };
}
