/** The mark `npm run bench` reads: home has rendered, loading is over, and it answers input. */
export const HOME_INTERACTIVE_MARK = 'arredo:home-interactive';

let marked = false;

/** Marks the first time home becomes interactive (after the frame that paints it). */
export function markHomeInteractive(): void {
  if (marked) return;
  marked = true;
  requestAnimationFrame(() => {
    performance.mark(HOME_INTERACTIVE_MARK);
    document.documentElement.dataset.homeInteractive = 'true';
  });
}
