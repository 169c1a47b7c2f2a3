import { describe, expect, it } from 'vitest';
import { isLogsHotkey } from './logsHotkey';

const key = (over: Partial<KeyboardEvent>) => ({
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  code: 'KeyS',
  ...over,
});

describe('Ctrl+Alt+S', () => {
  it('matches Ctrl+Alt+S only', () => {
    expect(isLogsHotkey(key({ ctrlKey: true, altKey: true }))).toBe(true);
    expect(isLogsHotkey(key({ ctrlKey: true }))).toBe(false);
    expect(isLogsHotkey(key({ altKey: true }))).toBe(false);
    expect(isLogsHotkey(key({ ctrlKey: true, altKey: true, metaKey: true }))).toBe(false);
    expect(isLogsHotkey(key({ ctrlKey: true, altKey: true, code: 'KeyD' }))).toBe(false);
  });
});
