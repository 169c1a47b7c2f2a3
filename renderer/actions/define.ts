import type { ActionContext, ActionDef } from './types';

/** Declares an action; the identity function exists so TypeScript infers its argument and result types. */
export function defineAction<Args = void, Result = void>(
  action: ActionDef<Args, Result>,
): ActionDef<Args, Result> {
  return action;
}

/** An action's body: what `perform` runs. */
export type ActionBody<Args, Result> = (ctx: ActionContext, args: Args) => Promise<Result> | Result;

/**
 * Declares an action whose body loads with its first run: the table, which the home page's first
 * load carries, keeps only its name, label, shortcut and `enabled` (buttons, shortcuts, the desktop
 * menu and the host protocol read those); `load` is a dynamic import of the module with the body.
 */
export function defineLazyAction<Args = void, Result = void>(
  action: Omit<ActionDef<Args, Result>, 'perform'>,
  load: () => Promise<ActionBody<Args, Result>>,
): ActionDef<Args, Result> {
  return { ...action, perform: async (ctx, args) => (await load())(ctx, args) };
}
