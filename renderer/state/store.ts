import { createStore } from 'jotai';

/**
 * The one jotai store of the renderer. Every module reads and writes shared state through it
 * (`store.get` / `store.set`), so actions, transports and tests work outside React too.
 */
export const store = createStore();
