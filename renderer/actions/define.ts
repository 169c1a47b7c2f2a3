import type { ActionDef } from './types';

/** Declares an action; the identity function exists so TypeScript infers its argument and result types. */
export function defineAction<Args = void, Result = void>(
  action: ActionDef<Args, Result>,
): ActionDef<Args, Result> {
  return action;
}
