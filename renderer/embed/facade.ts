// What the host port needs from the app, as one injected interface: the typed dispatch of the action
// table (the names and shapes are core/embed's AppActionCalls, checked against the table below), the
// state it reads, and the catalogue lookups. The default implementation (appFacade.ts) dispatches
// through renderer/actions; tests pass a fake.
import type {
  CodeRef,
  AppActionCalls,
  AppActionName,
  AppDispatch,
  HostRoute,
  UserKind,
} from '../../core/embed';
import type { Project } from '../../core/project/schema';
import type { ActionName, ArgsOf, ResultOf } from '../actions/types';

/**
 * The names of core/embed's AppActionCalls that are not in the action table, or take other arguments
 * or give another result there; `never` when the protocol's dispatch and the table agree (the
 * assignment below then type-checks). The protocol's shapes are written once, in core.
 */
type MismatchedActions = {
  [Name in AppActionName]: Name extends ActionName
    ? AppActionCalls[Name]['args'] extends ArgsOf<Name>
      ? ResultOf<Name> extends AppActionCalls[Name]['result']
        ? never
        : Name
      : Name
    : Name;
}[AppActionName];
export const APP_CALLS_MATCH_THE_TABLE: [MismatchedActions] extends [never] ? true : MismatchedActions = true;

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
  /** The action table's typed dispatch, logged as the host's. */
  dispatch: AppDispatch;
  snapshot(): EmbedSnapshot;
  /** Calls the listener after each change of the project or its stored state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
