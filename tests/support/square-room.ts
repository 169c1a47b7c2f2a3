// The room the browser-side opening tests start in: a fresh project, a closed 4000 x 3000 mm room
// and the DOORS and WINDOWS catalogues of openingCatalogsApi, with the door and window they place.
import { loadEdits } from '../../renderer/actions/catalogs';
import { clearHistory } from '../../renderer/actions/history';
import { configureActions, dispatch } from '../../renderer/actions/registry';
import { catalogDocumentsAtom } from '../../renderer/state/catalogs';
import { projectAtom } from '../../renderer/state/project';
import { store } from '../../renderer/state/store';
import { openingCatalogsApi } from './opening-catalogs-api';

export const SQUARE_ROOM = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 3000 },
  { x: 0, y: 3000 },
];

/** A window in the room's third wall (addOpening's arguments). */
export const WINDOW_IN_WALL = {
  wallId: 'w3',
  kind: 'window',
  width: 1200,
  height: 1400,
  sill: 900,
  offset: 1400,
  catalog: 'WINDOWS',
  model: 'WINDOW',
} as const;

/** A door in the room's first wall. */
export const DOOR_IN_WALL = {
  wallId: 'w1',
  kind: 'door',
  width: 800,
  height: 2100,
  sill: 0,
  offset: 500,
  catalog: 'DOORS',
  model: 'INTDOOR',
} as const;

/** For a beforeEach: the actions on the opening catalogues, a fresh project in the square room. */
export async function startInSquareRoom(): Promise<void> {
  configureActions({ api: openingCatalogsApi, navigate: () => undefined });
  store.set(catalogDocumentsAtom, {});
  store.set(projectAtom, (await loadEdits()).freshProject());
  await dispatch('setRoomOutline', { points: SQUARE_ROOM, closed: true });
  clearHistory();
}
