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

export interface NavigateOptions {
  replace?: boolean;
  /**
   * Render the new screen in one synchronous pass (ReactDOM.flushSync) instead of the router's
   * default transition, which React renders in 5 ms slices with frames between them: for a screen
   * whose code is usually loaded ahead, that is the shorter way to its first paint. The navigation
   * may first wait a moment for the screen's data (app/screens.tsx beforeOnePassNavigation).
   */
  flushSync?: boolean;
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
  label: string;
  shortcut?: Shortcut;
  /** Undoable actions are recorded in history: the project before and after. */
  undoable: boolean;
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
