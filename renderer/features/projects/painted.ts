/**
 * The bench's mark (tests/bench): the first time the projects list shows data, a performance mark
 * 'projects-painted' is set after the next frame, so "navigation to list painted" is measurable.
 */
export function markProjectsPainted(): void {
  if (typeof performance === 'undefined' || performance.getEntriesByName('projects-painted').length) return;
  requestAnimationFrame(() => performance.mark('projects-painted'));
}
