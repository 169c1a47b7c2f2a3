// The window comes back where the user left it: position, size and maximised state are kept in the settings
// (electron-store) and restored at the next start, clamped to the screens connected now, so a window last seen
// on an unplugged monitor or a larger resolution never opens off screen or larger than the screen.
import { z } from 'zod';
import type { AppWindow, Rect } from '../facade';

const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);

export const windowStateSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: length,
  height: length,
  maximized: z.boolean().default(false),
});

export type WindowState = z.infer<typeof windowStateSchema>;

/** The stored window state, or undefined (with the reason) when it is missing or invalid. */
export function parseWindowState(raw: unknown): { state?: WindowState; error?: string } {
  if (raw === undefined) return {};
  const result = windowStateSchema.safeParse(raw);
  return result.success ? { state: result.data } : { error: z.prettifyError(result.error) };
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export interface Placement {
  /** Undefined: let the system place a default-sized window. */
  bounds?: Rect;
  maximized: boolean;
}

/**
 * Where to open the window. It goes on the display it overlapped most when it was saved (the primary one if
 * it overlaps none now), no larger than that display's work area and no smaller than the minimum size, and
 * moved inside the work area so the whole window, title bar included, is visible.
 */
export function placeWindow(
  saved: WindowState | undefined,
  workAreas: readonly Rect[],
  minimum: { width: number; height: number },
): Placement {
  if (!saved || workAreas.length === 0) return { maximized: saved?.maximized ?? false };
  let area = workAreas[0]!;
  let best = 0;
  for (const candidate of workAreas) {
    const overlap = overlapArea(saved, candidate);
    if (overlap > best) [area, best] = [candidate, overlap];
  }
  const width = Math.min(Math.max(saved.width, minimum.width), area.width);
  const height = Math.min(Math.max(saved.height, minimum.height), area.height);
  const bounds =
    best > 0
      ? {
          x: clamp(saved.x, area.x, area.x + area.width - width),
          y: clamp(saved.y, area.y, area.y + area.height - height),
          width,
          height,
        }
      : {
          // Its display is gone: centre it on the primary one.
          x: area.x + Math.round((area.width - width) / 2),
          y: area.y + Math.round((area.height - height) / 2),
          width,
          height,
        };
  return { bounds, maximized: saved.maximized };
}

export interface WindowStateTracking {
  save: (state: WindowState) => void;
  /** Moves and resizes are saved this long after the last one (a drag fires hundreds). */
  debounceMs?: number;
}

/** Saves the window's normal bounds and maximised state after moves and resizes, and when it closes. */
export function trackWindowState(window: AppWindow, { save, debounceMs = 500 }: WindowStateTracking): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const snapshot = (): WindowState => {
    const { x, y, width, height } = window.getNormalBounds();
    return {
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(width),
      height: Math.round(height),
      maximized: window.isMaximized(),
    };
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!window.isDestroyed()) save(snapshot());
    }, debounceMs);
    timer.unref?.();
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('close', () => {
    clearTimeout(timer);
    save(snapshot());
  });
}
