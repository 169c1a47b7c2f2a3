import { dispatch } from './registry';

/**
 * Exposes `dispatch` to measuring tools (`window.__arredoE2E.actions`), only when the page was loaded
 * with `?e2e=1`, like the dialog handle: `npm run bench` builds its 500-row offer with it. Browser
 * tests drive the screens instead.
 */
export function installActionsBenchHandle(win: Window = window): boolean {
  if (new URLSearchParams(win.location.search).get('e2e') !== '1') return false;
  const holder = win as unknown as Record<string, Record<string, unknown> | undefined>;
  holder.__arredoE2E = { ...holder.__arredoE2E, actions: { dispatch } };
  return true;
}
