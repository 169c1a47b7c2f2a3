// core/embed's HostPort over the actions facade: each protocol method dispatches the renderer action of
// the same job (facade.ts lists the names), state() reads the facade's snapshot. No action logic here.
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

/** saveProject's answer when a save conflict was left unresolved. */
export const PROJECT_NOT_SAVED = 'The project was not saved: another save came first';

export function createHostPort(facade: EmbedFacade): HostPort {
  return {
    state: () => hostState(facade.snapshot()),
    findCatalog: (catalog) => facade.findCatalog(catalog),
    findModels: (catalog, model) => facade.findModels(catalog, model),
    findArticle: (catalog, model, classification, article) =>
      facade.findArticle(catalog, model, classification, article),
    listGalleries: (catalog) => facade.listGalleries(catalog),
    changeVariant: (args) => facade.call('changeVariant', { varCod: args.varCod, varVal: args.varVal }),
    getJsonProject: async () => (await facade.call('exportProject')) as unknown as JsonValue,
    insertArticle: async (args) => {
      await facade.call('insertArticle', { ...args });
    },
    loadGallery: async (args) => {
      await facade.call('loadGallery', { catalog: args.catalog, idGallery: args.gallery });
    },
    // The protocol has checked the catalogue has galleries; the screen lists them for the user.
    openGallery: async (args) => {
      await facade.call('openGallery', { catalog: args.catalog });
    },
    navigateTo: (path) => facade.call('navigate', { path }),
    openProject: async (id) => {
      await facade.call('openProject', { id });
    },
    saveProject: async (args) => {
      const stored = await facade.call(
        'saveProject',
        args.description === undefined ? {} : { description: args.description },
      );
      // A save conflict the user left open (the dialog closed) stored nothing.
      if (!stored) throw new Error(PROJECT_NOT_SAVED);
      return { id: stored.id };
    },
    saveTranslations: (args) =>
      facade.call('saveTranslations', { lang: args.lang, translations: args.translations }),
    takePicture: (args) => facade.call('takePicture', { width: args.width, height: args.height }),
    setLang: async (lang) => {
      await facade.call('setLanguage', { language: lang });
    },
    setModel: async (args) => {
      await facade.call('setModel', { catalog: args.catalog, model: args.model });
    },
    login: async (request) => {
      if (request.kind === 'credentials') {
        await facade.call('login', { id: request.id, user: request.user, password: request.password });
      } else if (request.kind === 'rsa') {
        await facade.call('rsaLogin', { key: request.key, reportToParent: false });
      } else {
        await facade.call('guestLogin');
      }
    },
    newProject: async (args) => {
      await facade.call('newProject', { skipChoices: args.skipChoices });
    },
    selectRow: (boxId) => facade.call('selectRow', { boxId }),
    save: async () => {
      await facade.call('save');
      return hostDocument(facade.snapshot());
    },
    document: () => hostDocument(facade.snapshot()),
    generateOffer: (onProgress) => facade.call('generateOffer', { onProgress }),
    loadCatalog: async (catalog) => {
      await facade.call('loadCatalog', { catalog });
    },
  };
}
