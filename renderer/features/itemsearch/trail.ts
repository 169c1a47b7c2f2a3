import { onProjectReset } from '../../state/projectReset';
import { atom, store } from '../../state/store';

/**
 * The item-search breadcrumb (spec 3: mode, des, data with des, cod and tip 'C' for a catalogue).
 * It is the "search module" state a new project clears (spec 4).
 */
export interface TrailEntry {
  mode: 'catalog' | 'classification';
  des: string;
  data: { des: string; cod: string; tip: 'C' | 'L' };
}

export const searchTrailAtom = atom<readonly TrailEntry[]>([]);
// Spec 4: a new or another opened project clears the search module.
onProjectReset(() => store.set(searchTrailAtom, []));

export const catalogEntry = (cod: string, des: string): TrailEntry => ({
  mode: 'catalog',
  des,
  data: { des, cod, tip: 'C' },
});

export const classificationEntry = (cod: string, des: string): TrailEntry => ({
  mode: 'classification',
  des,
  data: { des, cod, tip: 'L' },
});

/** Going into a level replaces whatever was at that level and below it. */
export function enter(trail: readonly TrailEntry[], entry: TrailEntry): TrailEntry[] {
  const depth = entry.mode === 'catalog' ? 0 : 1;
  return [...trail.slice(0, depth), entry];
}

/** The trail up to and including position `index` (a breadcrumb click); -1 is the root. */
export function backTo(trail: readonly TrailEntry[], index: number): TrailEntry[] {
  return trail.slice(0, index + 1);
}

/** With a forced catalogue (config forcedcatalog) the trail always starts in it. */
export function withForcedCatalog(
  trail: readonly TrailEntry[],
  forced: TrailEntry | null,
): readonly TrailEntry[] {
  if (!forced) return trail;
  if (trail[0]?.data.cod.toUpperCase() === forced.data.cod.toUpperCase()) return trail;
  return [forced];
}
