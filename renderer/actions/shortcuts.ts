import type { Shortcut } from './types';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether a key event matches a shortcut; `mod` is Ctrl, or Cmd on macOS. */
export function matchesShortcut(event: KeyLike, shortcut: Shortcut, isMac = false): boolean {
  const mod = isMac ? event.metaKey : event.ctrlKey;
  if (Boolean(shortcut.mod) !== mod) return false;
  if (Boolean(shortcut.shift) !== event.shiftKey) return false;
  if (Boolean(shortcut.alt) !== event.altKey) return false;
  return event.key.toLowerCase() === shortcut.key.toLowerCase();
}

/** A shortcut as people read it: 'Ctrl+Shift+Z' (or '⌘⇧Z' on macOS). */
export function shortcutLabel(shortcut: Shortcut, isMac = false): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (isMac) return `${shortcut.mod ? '⌘' : ''}${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${key}`;
  return [shortcut.mod && 'Ctrl', shortcut.alt && 'Alt', shortcut.shift && 'Shift', key]
    .filter(Boolean)
    .join('+');
}

/** Text fields keep their own keys (Ctrl+Z undoes typing) unless a shortcut says otherwise. */
export function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (element as HTMLInputElement).type.toLowerCase();
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
