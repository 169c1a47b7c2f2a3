import { atomWithStorage, createJSONStorage } from './store';

/**
 * The catalogue a customer entry route keeps item search to (spec 2 kitchenConfig: a new kitchen
 * project with the kitchen catalogue forced), for this tab: as the configuration's forcedcatalog does
 * for a whole deployment. Empty: none beyond the configuration's.
 */
export const entryCatalogAtom = atomWithStorage<string>(
  'arredo.entryCatalog',
  '',
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
