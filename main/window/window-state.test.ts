import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWindowState, placeWindow, trackWindowState, type WindowState } from './window-state';
import { FakeWindow } from '../testing/fakes';
import { mainWindowOptions, MIN_WINDOW_SIZE } from '../window-options';

const laptop = { x: 0, y: 0, width: 1440, height: 860 };
// A second monitor to the right of the laptop.
const monitor = { x: 1440, y: -200, width: 2560, height: 1400 };

describe('parseWindowState', () => {
  it('accepts whole-number bounds and defaults maximized to false', () => {
    expect(parseWindowState({ x: 10, y: 20, width: 1000, height: 700 })).toEqual({
      state: { x: 10, y: 20, width: 1000, height: 700, maximized: false },
    });
    expect(parseWindowState(undefined)).toEqual({});
  });

  it('reports hand-edited garbage instead of using it', () => {
    expect(parseWindowState({ x: 'left', y: 0, width: 0, height: 1e9 }).error).toMatch(/x/);
    expect(parseWindowState('big').error).toBeDefined();
  });
});

describe('placeWindow', () => {
  const state = (bounds: Partial<WindowState>): WindowState => ({
    x: 100,
    y: 100,
    width: 1200,
    height: 800,
    maximized: false,
    ...bounds,
  });

  it('lets the system place the first window', () => {
    expect(placeWindow(undefined, [laptop], MIN_WINDOW_SIZE)).toEqual({ maximized: false });
  });

  it('restores a window that fits where it was', () => {
    expect(placeWindow(state({ y: 40 }), [laptop], MIN_WINDOW_SIZE)).toEqual({
      bounds: { x: 100, y: 40, width: 1200, height: 800 },
      maximized: false,
    });
  });

  it('keeps a window on the second monitor when that monitor is still there', () => {
    const saved = state({ x: 2000, y: 0, width: 1600, height: 1000, maximized: true });
    expect(placeWindow(saved, [laptop, monitor], MIN_WINDOW_SIZE)).toEqual({
      bounds: { x: 2000, y: 0, width: 1600, height: 1000 },
      maximized: true,
    });
  });

  it('centres a window from an unplugged monitor on the primary screen, shrunk to fit', () => {
    const saved = state({ x: 2000, y: 0, width: 2400, height: 1300 });
    expect(placeWindow(saved, [laptop], MIN_WINDOW_SIZE)).toEqual({
      bounds: { x: 0, y: 0, width: 1440, height: 860 },
      maximized: false,
    });
    const small = state({ x: 3000, y: 500, width: 1000, height: 600 });
    expect(placeWindow(small, [laptop], MIN_WINDOW_SIZE).bounds).toEqual({
      x: 220,
      y: 130,
      width: 1000,
      height: 600,
    });
  });

  it('pulls a window hanging off the edge fully back on screen, title bar included', () => {
    const saved = state({ x: -300, y: -50, width: 1000, height: 700 });
    expect(placeWindow(saved, [laptop], MIN_WINDOW_SIZE).bounds).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 700,
    });
    const right = state({ x: 1000, y: 500, width: 1000, height: 700 });
    expect(placeWindow(right, [laptop], MIN_WINDOW_SIZE).bounds).toEqual({
      x: 440,
      y: 160,
      width: 1000,
      height: 700,
    });
  });

  it('never goes below the minimum size (unless the screen itself is smaller)', () => {
    expect(placeWindow(state({ width: 300, height: 200 }), [laptop], MIN_WINDOW_SIZE).bounds).toMatchObject({
      width: 800,
      height: 600,
    });
    const tiny = { x: 0, y: 0, width: 720, height: 500 };
    expect(placeWindow(state({}), [tiny], MIN_WINDOW_SIZE).bounds).toEqual({
      x: 0,
      y: 0,
      width: 720,
      height: 500,
    });
  });
});

describe('trackWindowState', () => {
  afterEach(() => vi.useRealTimers());

  it('saves once after a burst of moves, and at once when the window closes', () => {
    vi.useFakeTimers();
    const window = new FakeWindow(mainWindowOptions({ appPath: '/p', appVersion: '1' }), 1);
    const saved: WindowState[] = [];
    trackWindowState(window, { save: (state) => saved.push(state), debounceMs: 500 });
    for (let x = 0; x < 50; x += 1) {
      window.bounds = { x, y: 10, width: 1100.4, height: 720 };
      window.emit('move');
    }
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(saved).toEqual([{ x: 49, y: 10, width: 1100, height: 720, maximized: false }]);

    window.maximized = true;
    window.emit('resize');
    window.close();
    vi.advanceTimersByTime(1000);
    expect(saved).toHaveLength(2);
    expect(saved[1]).toEqual({ x: 49, y: 10, width: 1100, height: 720, maximized: true });
  });
});
