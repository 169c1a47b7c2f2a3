// The boundary between the protocol and the app. The renderer implements HostPort over its action registry
// (each method dispatches the renderer action of the same name) and its store (state()). The protocol
// validates, checks, calls one method and builds the reply; it never does the work itself.
import type { JsonValue } from './host';
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
 * What the app does for its host. Every method may reject: the rejection's message becomes the reply's
 * msg (spec 8: library errors are passed through). Lookups resolve; they never reject for "not found".
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

  // Actions: each runs the renderer action of the same name.
  /** Sets a variant of the current row (codes upper-cased); resolves to the row's variants string after. */
  changeVariant(args: { readonly varCod: string; readonly varVal: string }): Promise<string>;
  /** The open project exported (spec 3: with measures and currency). */
  getJsonProject(): Promise<JsonValue>;
  insertArticle(args: InsertArticleArgs): Promise<void>;
  loadGallery(args: { readonly catalog: string; readonly gallery: string }): Promise<void>;
  /** Shows the catalogue's galleries for the user to choose from. */
  openGallery(args: { readonly catalog: string; readonly galleries: readonly CodeRef[] }): Promise<void>;
  /** Goes to an app path built from a route and its parameters ('/closetool/12'). */
  navigateTo(path: string): Promise<void>;
  /**
   * Opens a saved project (with the unsaved-changes question of spec 4). Rejects with
   * 'Missing Project File' when the project's document is gone.
   */
  openProject(id: number): Promise<void>;
  /** Saves the open project, setting `description` when given (only when it had none). Resolves to its id. */
  saveProject(args: { readonly description?: string }): Promise<{ readonly id: number }>;
  saveTranslations(args: {
    readonly lang: string;
    readonly translations: Readonly<Record<string, string>>;
  }): Promise<void>;
  /** A picture of the 3D view at this size, as a data URL. */
  takePicture(args: { readonly width: number; readonly height: number }): Promise<string>;
  /** Switches the language to a configured one (already normalised: 'd' is 'de', '_' is '-'). */
  setLang(lang: string): Promise<void>;
  setModel(args: { readonly catalog: string; readonly model: string }): Promise<void>;
  /** Logs in (credentials, RSA key or guest) and runs after-login. Rejects with the reason on failure. */
  login(request: LoginRequest): Promise<void>;
  /** Starts a new project; embedded starts skip the customer and room choice (spec 4). */
  newProject(args: { readonly skipChoices: boolean }): Promise<void>;
  /** Makes the row with this box id the active row of the open project. */
  selectRow(boxId: string): Promise<void>;
  /** Saves (the article, and the project where the user may save) and tells what was saved. */
  save(): Promise<HostDocument>;
  /** What loaded and loginDone report: the configured article's variants, or the project. */
  document(): HostDocument;
  /** Creates the offer PDF, reporting each step (spec 4). */
  generateOffer(onProgress: (progress: OfferProgress) => void): Promise<OfferFile>;
  /** Layout-tool mode (spec 4): start a project on this catalogue and go to item search. */
  loadCatalog(catalog: string): Promise<void>;
}

/** Which host the message came through. Guest admission and 'Missing Project File' apply to iframes. */
export type HostTransport = 'iframe' | 'layout-tool' | 'desktop';
