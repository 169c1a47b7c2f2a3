// Which host the app runs under, decided from the window alone: small, so the start-up bundle can decide
// whether to load the protocol at all (a plain web visit never does).

/** The window name the layout tool opens the app under: window.open(url, LAYOUT_TOOL_WINDOW_NAME). */
export const LAYOUT_TOOL_WINDOW_NAME = 'arredoLayedit';

export type EmbedHostKind = 'desktop' | 'layout-tool' | 'iframe' | 'none';

export interface HostEnvironment {
  hasDesktopHost: boolean;
  windowName: string;
  framed: boolean;
}

/** Desktop first (its window is neither framed nor opened), then the layout tool's window, then a frame. */
export function pickHost(env: HostEnvironment): EmbedHostKind {
  if (env.hasDesktopHost) return 'desktop';
  if (env.windowName === LAYOUT_TOOL_WINDOW_NAME) return 'layout-tool';
  if (env.framed) return 'iframe';
  return 'none';
}

export function isFramedWindow(win: Window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function hostKindOf(win: Window): EmbedHostKind {
  return pickHost({
    hasDesktopHost: (win as Window & { arredoHost?: unknown }).arredoHost !== undefined,
    windowName: win.name,
    framed: isFramedWindow(win),
  });
}
