// UI transitions and animations off while a software-rasterised 3D view is on screen. Without a GPU
// the compositor draws every animation frame of a tooltip, menu or hover colour on the CPU, over the
// whole page with its canvas: measured at N = 500, hovering a toolbar button cost the GPU process
// about 270 ms of CPU (30 ms with motion off) and a view-preset click about 400 ms (110 ms), CPU the
// room's own frames then wait for. The rule itself is in theme.ts (globalCss), keyed on the attribute.
import { useEffect } from 'react';

/** The attribute on <html> that turns UI motion off (theme.ts), and its value. */
export const UI_MOTION_ATTRIBUTE = 'data-ui-motion';
export const REDUCED = 'reduced';

let holders = 0;

/** Turns UI motion off until the returned release is called; holds nest (two views, one attribute). */
export function holdReducedUiMotion(): () => void {
  holders += 1;
  document.documentElement.setAttribute(UI_MOTION_ATTRIBUTE, REDUCED);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.documentElement.removeAttribute(UI_MOTION_ATTRIBUTE);
  };
}

/** UI motion off while the calling component is mounted and `reduced` holds. */
export function useReducedUiMotion(reduced: boolean): void {
  useEffect(() => (reduced ? holdReducedUiMotion() : undefined), [reduced]);
}
