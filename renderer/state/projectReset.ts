/**
 * State beside the project that a new or another opened project must clear (spec 4: the go-to entry,
 * the search module, ERP data, customer parameters, closet steps, filters). Each screen family that
 * keeps such state registers its clearing here, so the project flows need not know every atom.
 */
const handlers = new Set<() => void>();

/** Registers a clearing; returns the function that removes it again. */
export function onProjectReset(clear: () => void): () => void {
  handlers.add(clear);
  return () => handlers.delete(clear);
}

export function runProjectResetHandlers(): void {
  for (const clear of handlers) clear();
}
