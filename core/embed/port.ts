// The boundary between the protocol and the app. The renderer implements HostPort over its action registry
// (dispatch) and its store (state()). The protocol validates, checks, dispatches one action and builds
// the reply; it never does the work itself.
import type { HostDocument } from './messages';

/** Who is signed in (spec 1: exactly one kind applies; 'none' before any session, even a guest one). */
export type UserKind = 'none' | 'guest' | 'customer' | 'pro';

/** A route of the app's table (renderer/app/routes.ts): its name and react-router path pattern. */
export interface HostRoute {
  readonly name: string;
  /** `/closetool/:idRow?`: `:x` is a required segment, `:x?` an optional one. */
  readonly path: string;
}

/** The open project, as far as the protocol needs to know it. */
export interface OpenProjectState {
  /** null until the first save. */
  readonly id: number | null;
  /** The project's title (`des`); '' when it has none. */
  readonly description: string;
}

/** A snapshot of the app, read synchronously at the start of each message (and again where said). */
export interface HostState {
  readonly user: UserKind;
  /** The session id (spec 7: loaded, loginDone and saved carry it); null without a session. */
  readonly sessionId: string | null;
  /** null when no project is open (`isopen` false). */
  readonly project: OpenProjectState | null;
  /** On the 3D configurator (changeVariant, takePicture need it). */
  readonly view3d: boolean;
  /** The configuration's `languages` list. */
  readonly languages: readonly string[];
  /** The configuration's `forcedcatalog` ('' for none). */
  readonly forcedCatalog: string;
  /** The named routes navigateTo may go to (standard and customer routes). */
  readonly routes: readonly HostRoute[];
}

/** A catalogue entity as a lookup found it: its code as stored (the host may have typed another case). */
export interface CodeRef {
  readonly cod: string;
  readonly des?: string;
}

export type LoginRequest =
  | { readonly kind: 'credentials'; readonly id: string; readonly user: string; readonly password: string }
  | { readonly kind: 'rsa'; readonly key: string }
  | { readonly kind: 'guest' };

export interface InsertArticleArgs {
  readonly catalog: string;
  readonly model: string;
  readonly classification: string;
  readonly article: string;
  /** 'L' unless given (spec 9 default side). */
  readonly side: string;
  /** '' unless given. */
  readonly header: string;
}

/** Where generateOffer stands (spec 4: 0.1 prices, 0.2 save, 0.4 views, 0.6 report). */
export type OfferProgress = 0.1 | 0.2 | 0.4 | 0.6;

export interface OfferFile {
  readonly url: string;
  readonly fileName: string;
}

/**
 * The app's actions the protocol runs, by their names in the app's one action table
 * (renderer/actions/table.ts: a type check there holds these shapes equal to the table's): what each
 * takes and what it resolves to. The protocol validates a message, then dispatches one of these.
 */
export interface AppActionCalls {
  navigate: { args: { path: string }; result: void };
  /** Resolves to the normalised code. */
  setLanguage: { args: { language: string }; result: string };
  /** Resolves to the new row's id. */
  setModel: { args: { catalog: string; model: string }; result: string };
  insertArticle: { args: InsertArticleArgs; result: string };
  /** Codes upper-cased; resolves to the current row's variants string after the change. */
  changeVariant: { args: { varCod: string; varVal: string }; result: string };
  loadGallery: { args: { catalog: string; idGallery: string }; result: string };
  /** Shows the catalogue's galleries at item search; resolves to the catalogue's code. */
  openGallery: { args: { catalog: string }; result: string };
  /** Rejects with 'Missing Project File' when the project's document is gone; false: the user cancelled. */
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
  /** The open project exported with measures and currency (spec 3): a JSON document. */
  exportProject: { args: undefined; result: unknown };
  saveTranslations: { args: { lang: string; translations: Readonly<Record<string, string>> }; result: void };
  /** A data URL of the 3D view at this size. */
  takePicture: { args: { width: number; height: number }; result: string };
  /** The offer PDF, reporting each step (spec 4). */
  generateOffer: { args: { onProgress: (progress: OfferProgress) => void }; result: OfferFile };
  /** Layout-tool mode (spec 4): empty the project, open it on this catalogue, go to item search. */
  loadCatalog: { args: { catalog: string }; result: string };
}

export type AppActionName = keyof AppActionCalls;

/** The names, for the checks that each is an action of the app's table. */
export const APP_ACTION_NAMES: readonly AppActionName[] = [
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

/** One typed dispatch over the app's action table: no second parameter for actions without arguments. */
export type AppDispatch = <Name extends AppActionName>(
  name: Name,
  ...args: AppActionCalls[Name]['args'] extends undefined ? [] : [AppActionCalls[Name]['args']]
) => Promise<AppActionCalls[Name]['result']>;

/**
 * What the app does for its host: its state, its lookups and its actions, run through one typed
 * `dispatch`. Every action may reject: the rejection's message becomes the reply's msg (spec 8:
 * library errors are passed through). Lookups resolve; they never reject for "not found".
 */
export interface HostPort {
  state(): HostState;

  // Lookups (the protocol turns empty answers into 'Catalog not found', 'Model unknown' ...).
  /** The catalogue with this code, or null. */
  findCatalog(catalog: string): Promise<CodeRef | null>;
  /** The catalogue's models matching this code; the protocol wants exactly one. */
  findModels(catalog: string, model: string): Promise<readonly CodeRef[]>;
  /** The article in that classification of the model, or null. */
  findArticle(
    catalog: string,
    model: string,
    classification: string,
    article: string,
  ): Promise<CodeRef | null>;
  /** The catalogue's galleries (empty: 'No gallery available'). */
  listGalleries(catalog: string): Promise<readonly CodeRef[]>;

  /** Runs an action of the app's table, as a button or a key does (logged as the host's). */
  dispatch: AppDispatch;
  /** What loaded, loginDone and save report: the configured article's variants, or the project. */
  document(): HostDocument;
}

/** Which host the message came through. Guest admission and 'Missing Project File' apply to iframes. */
export type HostTransport = 'iframe' | 'layout-tool' | 'desktop';
