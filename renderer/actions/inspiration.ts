// Inspiration (spec 2): a preset room with its furniture loaded into the open project (or a new
// one) in one undoable step. The body (inspirationFlows.ts, with the compositions) loads with the
// first use: this file is in the home page's action table.
import { defineLazyAction } from './define';

/**
 * Adds a composition's furniture to the project; a project without a room gets the composition's
 * room (one with a room keeps it: the user's walls are not replaced). The pieces stand along the
 * walls where the placement model finds room for them.
 */
export const loadCompositionAction = defineLazyAction<{ id: string }, number>(
  { name: 'loadComposition', label: 'layout:actions.loadComposition', undoable: true },
  async () => (await import('./inspirationFlows')).loadComposition,
);
