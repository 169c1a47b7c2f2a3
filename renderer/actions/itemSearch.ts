// Item-search actions a host drives (spec 4, 5): show a catalogue's galleries, and the layout tool's
// loadCatalog. Each resolves to the catalogue's code; the bodies (itemSearchFlows.ts) load with the
// first run: this file is in the home's action table.
import { defineLazyAction } from './define';

const bodies = () => import('./itemSearchFlows');

/** Shows the catalogue's galleries at item search, for the user to choose one (spec 5 openGallery). */
export const openGalleryAction = defineLazyAction<{ catalog: string }, string>(
  { name: 'openGallery', label: 'itemsearch:actions.openGallery', undoable: false },
  async () => (await bodies()).openGallery,
);

/** Layout-tool mode (spec 4): an empty project, item search in the catalogue (itemSearchFlows.ts). */
export const loadCatalogAction = defineLazyAction<{ catalog: string }, string>(
  { name: 'loadCatalog', label: 'itemsearch:actions.loadCatalog', undoable: false },
  async () => (await bodies()).loadCatalog,
);
