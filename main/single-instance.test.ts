import { describe, expect, it } from 'vitest';
import { focusExistingWindow } from './single-instance';
import { FakeWindow } from './testing/fakes';
import { mainWindowOptions } from './window-options';

const window = () => new FakeWindow(mainWindowOptions({ appPath: '/p', appVersion: '1' }), 1);

describe('focusExistingWindow', () => {
  it('restores a minimised window, shows and focuses it', () => {
    const win = window();
    win.minimized = true;
    expect(focusExistingWindow(win)).toBe(true);
    expect(win).toMatchObject({ minimized: false, restored: 1, visible: true, focused: true });
  });

  it('does not restore a window that is not minimised', () => {
    const win = window();
    expect(focusExistingWindow(win)).toBe(true);
    expect(win.restored).toBe(0);
  });

  it('reports false without a live window', () => {
    const win = window();
    win.destroyed = true;
    expect(focusExistingWindow(win)).toBe(false);
    expect(win.focused).toBe(false);
    expect(focusExistingWindow(undefined)).toBe(false);
  });
});
