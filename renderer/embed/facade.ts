// What the host port needs from the app, as one injected interface: the renderer actions it dispatches (by
// name, with these argument shapes), the state it reads, and the catalogue lookups. The default
// implementation (appFacade.ts) dispatches through renderer/actions; tests pass a fake. The names and shapes
// are the action table's (checked below); takePicture and generateOffer come with their own families.
import type {
  CodeRef,
  HostRoute,
  InsertArticleArgs,
  OfferFile,
  OfferProgress,
  UserKind,
} from '../../core/embed';
import type { Project } from '../../core/project/schema';
import type { ActionName, ArgsOf, ResultOf } from '../actions/types';

/**
 * Each renderer action the port dispatches: its arguments and what it resolves to. Every name is an
 * action of renderer/actions/table.ts; the check below fails the type check when the two disagree.
 */
export interface EmbedActionCalls {
  navigate: { args: { path: string }; result: void };
  /** Resolves to the normalised code. */
  setLanguage: { args: { language: string }; result: string };
  /** Resolves to the new row's id. */
  setModel: { args: { catalog: string; model: string }; result: string };
  insertArticle: { args: InsertArticleArgs; result: string };
  /** Resolves to the current row's variants string after the change. */
  changeVariant: { args: { varCod: string; varVal: string }; result: string };
  loadGallery: { args: { catalog: string; idGallery: string }; result: string };
  /** Shows the catalogue's galleries at item search; resolves to the catalogue's code. */
  openGallery: { args: { catalog: string }; result: string };
  /** Rejects with 'Missing Project File' when the project cannot be found; false: the user cancelled. */
  openProject: { args: { id: number; noSave?: boolean }; result: boolean };
  /** `description` only when the project has none; null when a save conflict was left unresolved. */
  saveProject: { args: { description?: string }; result: { id: number } | null };
  /** Embedded starts skip the customer and room choice (spec 4). */
  newProject: { args: { skipChoices: boolean }; result: boolean };
  /** Makes the row with this box id the current row. */
  selectRow: { args: { boxId: string }; result: void };
  login: { args: { id: string; user: string; password: string }; result: unknown };
  /** reportToParent false: the protocol's reply is the parent's only word of a failure. */
  rsaLogin: { args: { key: string; reportToParent: false }; result: unknown };
  guestLogin: { args: undefined; result: unknown };
  /** Saves the article, and the project where the user may save (spec 4 save). */
  save: { args: undefined; result: unknown };
  /** The open project exported with measures and currency (spec 3). */
  exportProject: { args: undefined; result: Project };
  saveTranslations: {
    args: { lang: string; translations: Readonly<Record<string, string>> };
    result: void;
  };
  /** A data URL of the 3D view at this size (the scene's action; 'Unknown action' until it is in the table). */
  takePicture: { args: { width: number; height: number }; result: string };
  /** The offer PDF (the offer's action; 'Unknown action' until it is in the table). */
  generateOffer: { args: { onProgress: (progress: OfferProgress) => void }; result: OfferFile };
  /** Layout-tool mode (spec 4): empty the project, open it on this catalogue, go to item search. */
  loadCatalog: { args: { catalog: string }; result: string };
}

/**
 * The names of EmbedActionCalls that are in the action table but take other arguments or give another
 * result; `never` when the two agree (the assignment below then type-checks).
 */
type MismatchedActions = {
  [Name in keyof EmbedActionCalls & ActionName]: EmbedActionCalls[Name]['args'] extends ArgsOf<Name>
    ? ResultOf<Name> extends EmbedActionCalls[Name]['result']
      ? never
      : Name
    : Name;
}[keyof EmbedActionCalls & ActionName];
export const EMBED_CALLS_MATCH_THE_TABLE: [MismatchedActions] extends [never] ? true : MismatchedActions =
  true;

export type EmbedActionName = keyof EmbedActionCalls;

/** Every action name the port may dispatch, for the README and the merge check. */
export const EMBED_ACTION_NAMES: readonly EmbedActionName[] = [
  'navigate',
  'setLanguage',
  'setModel',
  'insertArticle',
  'changeVariant',
  'loadGallery',
  'openGallery',
  'openProject',
  'saveProject',
  'newProject',
  'selectRow',
  'login',
  'rsaLogin',
  'guestLogin',
  'save',
  'exportProject',
  'saveTranslations',
  'takePicture',
  'generateOffer',
  'loadCatalog',
];

/** The app as the port and the events see it, read synchronously. */
export interface EmbedSnapshot {
  readonly user: UserKind;
  readonly sessionId: string | null;
  readonly project: Project | null;
  /** The server's id of the open project (null until its first save). */
  readonly projectId: number | null;
  /** The stored revision of the open project (null until its first save). */
  readonly revision: number | null;
  /** On the 3D configurator. */
  readonly view3d: boolean;
  /** On a single-article frame (configuratorFrame, configuratorFrameMobile): documents are variants. */
  readonly singleArticle: boolean;
  readonly languages: readonly string[];
  readonly forcedCatalog: string;
  readonly routes: readonly HostRoute[];
  /** The currency of prices (the project's, else the preferences'). */
  readonly currency: string;
}

/** Catalogue lookups: resolve null or [] for "not found", reject only on real failures. */
export interface CatalogLookups {
  findCatalog(catalog: string): Promise<CodeRef | null>;
  findModels(catalog: string, model: string): Promise<readonly CodeRef[]>;
  findArticle(
    catalog: string,
    model: string,
    classification: string,
    article: string,
  ): Promise<CodeRef | null>;
  listGalleries(catalog: string): Promise<readonly CodeRef[]>;
}

export interface EmbedFacade extends CatalogLookups {
  call<Name extends EmbedActionName>(
    name: Name,
    ...args: EmbedActionCalls[Name]['args'] extends undefined ? [] : [EmbedActionCalls[Name]['args']]
  ): Promise<EmbedActionCalls[Name]['result']>;
  snapshot(): EmbedSnapshot;
  /** Calls the listener after each change of the project or its stored state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
