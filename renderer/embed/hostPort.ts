// core/embed's HostPort over the actions facade: the protocol's typed dispatch is the action table's,
// state() and document() read the facade's snapshot. No action logic here.
import type { HostDocument, HostPort, HostState, JsonValue } from '../../core/embed';
import type { Project } from '../../core/project/schema';
import type { EmbedFacade, EmbedSnapshot } from './facade';

/** The current row of a project (its `currentrow` names a row's uniqueid), or undefined. */
export function currentRow(project: Project | null): Project['rows'][number] | undefined {
  if (!project || project.currentrow === undefined || project.currentrow === null) return undefined;
  return project.rows.find((row) => String(row.uniqueid) === String(project.currentrow));
}

/** What loaded, loginDone and saved carry (spec 7): a single-article frame's variants, else the project. */
export function hostDocument(snapshot: EmbedSnapshot): HostDocument {
  const row = snapshot.singleArticle ? currentRow(snapshot.project) : undefined;
  if (row) return { variants: row.var ?? '' };
  return { project: (snapshot.project ?? null) as JsonValue };
}

export function hostState(snapshot: EmbedSnapshot): HostState {
  const { project } = snapshot;
  return {
    user: snapshot.user,
    sessionId: snapshot.sessionId,
    project: project
      ? {
          id: snapshot.projectId ?? (typeof project.id === 'number' ? project.id : null),
          description: project.des ?? '',
        }
      : null,
    view3d: snapshot.view3d,
    languages: snapshot.languages,
    forcedCatalog: snapshot.forcedCatalog,
    routes: snapshot.routes,
  };
}

/**
 * core/embed's HostPort over the actions facade: the protocol dispatches the action table's actions
 * itself (one typed dispatch); this adds the state and the document it reads.
 */
export function createHostPort(facade: EmbedFacade): HostPort {
  return {
    state: () => hostState(facade.snapshot()),
    document: () => hostDocument(facade.snapshot()),
    findCatalog: (catalog) => facade.findCatalog(catalog),
    findModels: (catalog, model) => facade.findModels(catalog, model),
    findArticle: (catalog, model, classification, article) =>
      facade.findArticle(catalog, model, classification, article),
    listGalleries: (catalog) => facade.listGalleries(catalog),
    dispatch: facade.dispatch,
  };
}
