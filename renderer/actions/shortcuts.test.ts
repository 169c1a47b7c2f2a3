import { describe, expect, it } from 'vitest';
import { matchesShortcut, shortcutLabel } from './shortcuts';

const key = (
  k: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('shortcuts', () => {
  it('matches exactly: Ctrl+Z is not Ctrl+Shift+Z', () => {
    const undo = { key: 'z', mod: true };
    const redo = { key: 'z', mod: true, shift: true };
    expect(matchesShortcut(key('z', { ctrlKey: true }), undo)).toBe(true);
    expect(matchesShortcut(key('Z', { ctrlKey: true, shiftKey: true }), undo)).toBe(false);
    expect(matchesShortcut(key('Z', { ctrlKey: true, shiftKey: true }), redo)).toBe(true);
    expect(matchesShortcut(key('z'), undo)).toBe(false);
  });
  it('uses Cmd on macOS', () => {
    expect(matchesShortcut(key('s', { metaKey: true }), { key: 's', mod: true }, true)).toBe(true);
    expect(matchesShortcut(key('s', { ctrlKey: true }), { key: 's', mod: true }, true)).toBe(false);
  });
  it('labels for people', () => {
    expect(shortcutLabel({ key: 'z', mod: true, shift: true })).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel({ key: 's', mod: true }, true)).toBe('⌘S');
  });
});
