import { api as browserApi, type Api } from '../api';
import { logger } from '../state/logs';
import { projectAtom, projectReadOnlyAtom } from '../state/project';
import { atom, store, type Atom } from '../state/store';
import { recordChange } from './history';
import { actionTable } from './table';
import type {
  ActionContext,
  ActionDef,
  ActionName,
  ArgsParam,
  Dispatch,
  DispatchSource,
  ResultOf,
} from './types';

/** An action that cannot run now (its `enabled` says no); the message names it. */
export class ActionUnavailableError extends Error {
  constructor(readonly action: string) {
    super(`Action not available now: ${action}`);
    this.name = 'ActionUnavailableError';
  }
}

/** A project edit on a read-only project (spec 4, 6): refused here as the server refuses it too. */
export class ReadOnlyProjectError extends Error {
  constructor(readonly action: string) {
    super('The project is read-only for you');
    this.name = 'ReadOnlyProjectError';
  }
}

export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(actionTable, name);
}

export function getAction(name: ActionName): ActionDef<unknown, unknown> {
  return actionTable[name] as ActionDef<unknown, unknown>;
}

export function allActions(): ActionDef<unknown, unknown>[] {
  return Object.values(actionTable) as ActionDef<unknown, unknown>[];
}

interface Services {
  api: Api;
  navigate: ActionContext['navigate'];
}

let services: Services = {
  api: browserApi,
  navigate: (path) => logger.warn('Navigation before the router exists', path),
};

/** Start-up gives the actions the router's navigate (and tests a fake api). */
export function configureActions(next: Partial<Services>): void {
  services = { ...services, ...next };
}

/**
 * Undoable actions run one after another: each records the project before and after itself, and an
 * integrator's burst of changeVariant messages must not interleave two edits' snapshots.
 */
let editQueue: Promise<unknown> = Promise.resolve();
/** Queued actions not yet settled: with none, an `afterEdits` action runs at once, as a click expects. */
let queued = 0;

function enqueue(name: ActionName, args: unknown): Promise<unknown> {
  // With nothing queued the queue has settled: waiting for it would only cost a microtask, and an
  // action that starts at once lands in the store before `dispatch` returns.
  const now = queued === 0 && getAction(name).startsAtOnce === true;
  queued += 1;
  const result = (now ? run(name, args, false) : editQueue.then(() => run(name, args, false))).finally(
    () => (queued -= 1),
  );
  editQueue = result.catch(() => undefined);
  return result;
}

async function run(name: ActionName, args: unknown, nested: boolean): Promise<unknown> {
  const action = getAction(name);
  // Inside an undoable action, further dispatches are part of its one history step.
  const ctx = contextFor(nested || action.undoable);
  if (action.enabled && !action.enabled(ctx)) throw new ActionUnavailableError(name);
  if (!action.undoable || nested) return action.perform(ctx, args);
  if (store.get(projectReadOnlyAtom)) throw new ReadOnlyProjectError(name);
  const before = store.get(projectAtom);
  try {
    return await action.perform(ctx, args);
  } finally {
    recordChange(name, before, store.get(projectAtom));
  }
}

function contextFor(insideEdit: boolean): ActionContext {
  return {
    store,
    api: services.api,
    navigate: (path, options) => services.navigate(path, options),
    dispatch: makeDispatch(insideEdit),
  };
}

/**
 * Every dispatch from outside an action is written to the in-app log with its source, so that a
 * host's change can be told from a click. The app's own dispatches (start-up, flows) go at debug
 * level; the arguments are not logged (a login's carry a password).
 */
function logDispatch(name: string, source: DispatchSource): void {
  const write = source === 'app' ? logger.debug : logger.info;
  write(`Action ${name}`, `from ${source}`);
}

/**
 * `nested`: dispatched from inside an undoable action (run at once, recorded by that action; not
 * logged again). `source`: where a dispatch from outside came from.
 */
function makeDispatch(nested: boolean, source: DispatchSource = 'app'): Dispatch {
  return (<Name extends ActionName>(name: Name, ...rest: ArgsParam<Name>) => {
    if (!isActionName(name)) return Promise.reject(new Error(`Unknown action: ${String(name)}`));
    if (!nested) logDispatch(name, source);
    const args: unknown = rest[0];
    const action = getAction(name);
    const inOrder = action.undoable || (action.afterEdits === true && queued > 0);
    if (nested || !inOrder) return run(name, args, nested) as Promise<ResultOf<Name>>;
    return enqueue(name, args) as Promise<ResultOf<Name>>;
  }) as Dispatch;
}

/**
 * Runs an action by name. Inside an action, use `ctx.dispatch`: within an undoable action it runs at
 * once and the outer action records the whole change as one step.
 */
export const dispatch: Dispatch = makeDispatch(false);

const sourced = new Map<DispatchSource, Dispatch>();

/** A dispatch that says where its calls come from (a button, the keyboard, the menu, the host). */
export function dispatchFrom(source: DispatchSource): Dispatch {
  let found = sourced.get(source);
  if (!found) {
    found = makeDispatch(false, source);
    sourced.set(source, found);
  }
  return found;
}

/** The context an action would get now: for `enabled` checks in buttons and menus. */
export function currentActionContext(): ActionContext {
  return contextFor(false);
}

/** Whether an action can run now (its `enabled`, and not a project edit on a read-only project). */
export function canRun(name: ActionName): boolean {
  return canRunWith(name, store.get);
}

function canRunWith(name: ActionName, get: typeof store.get): boolean {
  const action = getAction(name);
  if (action.undoable && get(projectReadOnlyAtom)) return false;
  if (!action.enabled) return true;
  // `enabled` reads state through ctx.store.get: given the atom's `get`, it subscribes to what it reads.
  return action.enabled({ ...currentActionContext(), store: { ...store, get } });
}

const enabledAtoms = new Map<ActionName, Atom<boolean>>();

/**
 * Whether an action can run, as an atom that depends on exactly the state its `enabled` reads: a
 * button re-renders when its action becomes available or not, never on every project edit.
 */
export function canRunAtom(name: ActionName): Atom<boolean> {
  let enabled = enabledAtoms.get(name);
  if (!enabled) {
    enabled = atom((get) => canRunWith(name, get));
    enabledAtoms.set(name, enabled);
  }
  return enabled;
}
