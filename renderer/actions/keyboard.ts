// The keyboard: every key binding of every action (ActionDef.shortcut and .keys) resolved in one
// place, for the whole app. The 2D plan and the 3D view mark themselves with `data-selection-keys`,
// so the selection's keys (arrows, R, Delete, Esc, Ctrl+D) work the same in both and nowhere else.
import { allActions, canRun, currentActionContext, isActionName } from './registry';
import { reportingDispatch } from './report';
import { isTextField, matchesShortcut, type KeyLike } from './shortcuts';
import type { ActionContext, ActionDef, ActionName, KeyBinding } from './types';

export interface KeyEventLike extends KeyLike {
  readonly target: EventTarget | null;
}

/** An action's bindings: its shown shortcut first, then the others. */
export function bindingsOf(action: ActionDef<unknown, unknown>): readonly KeyBinding[] {
  return [...(action.shortcut ? [action.shortcut] : []), ...(action.keys ?? [])];
}

/** Whether a key comes from a surface that shows the selection (not from a control inside it). */
export function onSelectionSurface(target: EventTarget | null): boolean {
  const element = target as Element | null;
  if (!element || typeof element.closest !== 'function') return false;
  if (!element.closest('[data-selection-keys]')) return false;
  return !element.closest('input, select, textarea, button, [role="menu"], [role="dialog"]');
}

export interface KeyMatch {
  readonly name: ActionName;
  readonly args: unknown;
  /** A key with Ctrl/Cmd or Alt is a shortcut; a plain key (an arrow, Delete) the keyboard. */
  readonly source: 'keyboard' | 'shortcut';
}

/** The action a key event runs, with the arguments its binding gives, or null. */
export function matchKey(event: KeyEventLike, isMac: boolean, ctx?: ActionContext): KeyMatch | null {
  for (const action of allActions()) {
    for (const binding of bindingsOf(action)) {
      if (!matchesShortcut(event, binding, isMac)) continue;
      if (binding.where === 'selection' && !onSelectionSurface(event.target)) continue;
      if (isTextField(event.target) && !binding.inTextFields) continue;
      if (!isActionName(action.name)) continue;
      const given = binding.args;
      const args =
        typeof given === 'function'
          ? (given as (c: ActionContext) => unknown)(ctx ?? currentActionContext())
          : given;
      return { name: action.name, args, source: binding.mod || binding.alt ? 'shortcut' : 'keyboard' };
    }
  }
  return null;
}

const dispatchers = { keyboard: reportingDispatch('keyboard'), shortcut: reportingDispatch('shortcut') };

/**
 * Runs the action bound to a key: true when one was (the caller prevents the browser's meaning).
 * A shortcut with a modifier is taken even when its action cannot run now (Ctrl+S never saves the
 * page); a plain key that would do nothing is left to the page (an arrow still scrolls).
 */
export function handleActionKey(event: KeyEventLike, isMac: boolean): boolean {
  const match = matchKey(event, isMac);
  if (!match) return false;
  const runnable = canRun(match.name);
  if (!runnable) return match.source === 'shortcut';
  const run = dispatchers[match.source] as (name: ActionName, args?: unknown) => Promise<unknown>;
  void run(match.name, match.args);
  return true;
}
