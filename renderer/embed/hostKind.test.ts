import { describe, expect, it } from 'vitest';
import { LAYOUT_TOOL_WINDOW_NAME, pickHost } from './hostKind';

describe('pickHost', () => {
  it('desktop host first, then the layout tool window name, then a frame, else none', () => {
    expect(pickHost({ hasDesktopHost: true, windowName: LAYOUT_TOOL_WINDOW_NAME, framed: true })).toBe(
      'desktop',
    );
    expect(pickHost({ hasDesktopHost: false, windowName: LAYOUT_TOOL_WINDOW_NAME, framed: true })).toBe(
      'layout-tool',
    );
    expect(pickHost({ hasDesktopHost: false, windowName: 'other', framed: true })).toBe('iframe');
    expect(pickHost({ hasDesktopHost: false, windowName: '', framed: false })).toBe('none');
  });
});
