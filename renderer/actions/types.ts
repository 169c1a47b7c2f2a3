import type { Namespace, ParseKeys } from 'i18next';
import type { Api } from '../api';
import type { store } from '../state/store';

/** A keyboard shortcut: `mod` is Ctrl (Cmd on macOS). */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** Also fires while the focus is in a text field (Ctrl+S does; Ctrl+Z leaves text undo alone). */
  inTextFields?: boolean;
}

/**
 * One key binding of an action (excalidraw's keyTest): the key, where it applies and the arguments it
 * dispatches with. An action may have several (Ctrl+Shift+Z and Ctrl+Y redo; an arrow and Shift+arrow
 * nudge by 10 and 100 mm).
 */
export interface KeyBinding<Args = unknown> extends Shortcut {
  /**
   * 'selection': only from a surface that shows the selection (the 2D plan, the 3D view: an element
   * marked `data-selection-keys`), where plain keys act on it. Elsewhere arrows scroll and Delete
   * edits text. Absent: anywhere in the app.
   */
  where?: 'selection';
  /** The arguments this key dispatches with; a function reads them from the context when pressed. */
  args?: Args | ((ctx: ActionContext) => Args);
}

/** Where a dispatch came from: written to the in-app log with the action's name. */
export type DispatchSource =
  | 'button'
  | 'keyboard'
  | 'shortcut'
  | 'menu'
  | 'host'
  | 'pointer'
  /** A /do/{action} link followed in the browser (spec 2). */
  | 'link'
  /** The app itself: start-up, a flow that runs another action, a test. */
  | 'app';

export interface NavigateOptions {
  replace?: boolean;
  /**
   * Render the new screen in one synchronous pass (ReactDOM.flushSync) instead of the router's
   * default transition, which React renders in 5 ms slices with frames between them: for a screen
   * whose code is usually loaded ahead, that is the shorter way to its first paint. The navigation
   * may first wait a moment for the screen's data (app/screens.tsx beforeOnePassNavigation).
   */
  flushSync?: boolean;
  /**
   * Resolve only once the route has changed, and reject (NavigationKeptError) when the person answers
   * a blocking question (an unsaved article) by staying: the host's navigateTo replies then.
   */
  settle?: boolean;
}

/**
 * A translation key of any namespace ('actions.undo', 'projects:actions.save'): a label that is not in
 * the English files is a type error, so a failure toast never shows a raw key.
 */
export type ActionLabel = ParseKeys<Namespace>;

/** The type of one query value of a /do link: the text as it is, a whole number, or true/false. */
export type LinkParamType = 'string' | 'integer' | 'boolean';

export interface LinkParam {
  type: LinkParamType;
  optional?: boolean;
}

/**
 * How an action may be started from a /do/{action} link (spec 2). An action without it cannot be.
 * 'run': safe for links, it runs as the link is followed (it opens or shows something, or edits only
 * the project in memory). 'confirm': it changes or deletes stored data, so the /do page asks the
 * person first: a link is not consent.
 */
export interface LinkUse {
  mode: 'run' | 'confirm';
  /** The query values it takes (`?id=12`), by argument name; any other value makes the link invalid. */
  params?: Readonly<Record<string, LinkParam>>;
  /** Needs a signed-in user (not a guest): a guest is asked to sign in, then it runs. */
  signIn?: boolean;
  /** Where the page goes when the action itself leads nowhere (default /home). */
  then?: string;
  /** The argument that tells the action the person agreed already, so it does not ask again. */
  consentArg?: string;
}

/** What an action may use. Built once at start-up (configureActions); tests build their own. */
export interface ActionContext {
  store: typeof store;
  api: Api;
  /** In-app navigation (the router's navigate), e.g. '/offerview'; may resolve once it is done. */
  navigate(path: string, options?: NavigateOptions): void | Promise<void>;
  /** Runs another action, with history recorded as for any dispatch. */
  dispatch: Dispatch;
}

/**
 * One command of the product (ARCHITECTURE.md, "every command is an action"): buttons, shortcuts,
 * the desktop menu and the host protocol all dispatch it by name, none repeats its logic.
 */
export interface ActionDef<Args = void, Result = void> {
  name: string;
  /**
   * Translation key of the action's label (menus, tooltips, the shortcut help), with its namespace
   * when it is a feature's: 'actions.undo', 'projects:actions.save'.
   */
  label: ActionLabel;
  /** The shortcut shown with the action (menus, tooltips) and its desktop menu accelerator. */
  shortcut?: Shortcut;
  /** Further key bindings (the shortcut is always one). */
  keys?: readonly KeyBinding<Args>[];
  /** Undoable actions are recorded in history: the project before and after. */
  undoable: boolean;
  /**
   * An undoable action that starts in the dispatch's own task when no edit is queued before it (else
   * after them, as any edit): with its data in hand it is in the store when `dispatch` returns, so
   * React and the 3D view show it on the next frame (issue 21: a closet edit within one frame).
   */
  startsAtOnce?: boolean;
  /**
   * Not undoable, but runs after the edits dispatched before it: a selection change. Esc pressed
   * right after two arrow presses must not clear the selection before the second nudge reads it.
   */
  afterEdits?: boolean;
  /** Whether and how a /do/{action} link may start it (spec 2); absent: never from a link. */
  link?: LinkUse;
  /** Whether the action can run now (a disabled button, a shortcut that does nothing). */
  enabled?(ctx: ActionContext): boolean;
  perform(ctx: ActionContext, args: Args): Promise<Result> | Result;
}

/** Runs a registered action by name with its arguments; resolves with its result. */
export type Dispatch = <Name extends ActionName>(
  name: Name,
  ...args: ArgsParam<Name>
) => Promise<ResultOf<Name>>;

// The names and argument types come from the one table of actions (./table.ts).
import type { actionTable } from './table';
export type ActionTable = typeof actionTable;
export type ActionName = keyof ActionTable;
export type ArgsOf<Name extends ActionName> =
  ActionTable[Name] extends ActionDef<infer A, unknown> ? A : never;
export type ResultOf<Name extends ActionName> =
  ActionTable[Name] extends ActionDef<unknown, infer R> ? R : never;
/** No second parameter for actions without arguments. */
export type ArgsParam<Name extends ActionName> = [ArgsOf<Name>] extends [void] ? [] : [ArgsOf<Name>];
