// The pictures a save stores (spec 9): one per drawable row, doors and windows in their walls too,
// so the offer and its PDF show them and not a letter tile. The WebGL drawing itself is replaced:
// what is tested is which rows get a picture of their own parts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogDocumentsAtom } from '../state/catalogs';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { openingCatalogsApi } from '../../tests/support/opening-catalogs-api';
import { loadEdits } from './catalogs';
import { clearHistory } from './history';
import { withPictures } from './mediaFlows';
import { configureActions, currentActionContext, dispatch } from './registry';

vi.mock('../scene/media/renderPicture', () => ({
  renderPicture: vi.fn(
    ({ items }: { items: { id: string }[] }) => `data:image/jpeg;base64,${items.map((i) => i.id).join('+')}`,
  ),
}));

const square = [
  { x: 0, y: 0 },
  { x: 4000, y: 0 },
  { x: 4000, y: 3000 },
  { x: 0, y: 3000 },
];
const opening = (kind: 'door' | 'window') =>
  kind === 'window'
    ? {
        wallId: 'w3',
        kind,
        width: 1200,
        height: 1400,
        sill: 900,
        offset: 1400,
        catalog: 'WINDOWS',
        model: 'WINDOW',
      }
    : {
        wallId: 'w1',
        kind,
        width: 800,
        height: 2100,
        sill: 0,
        offset: 500,
        catalog: 'DOORS',
        model: 'INTDOOR',
      };

beforeEach(async () => {
  configureActions({ api: openingCatalogsApi, navigate: () => undefined });
  store.set(catalogDocumentsAtom, {});
  store.set(projectAtom, (await loadEdits()).freshProject());
  await dispatch('setRoomOutline', { points: square, closed: true });
  clearHistory();
});

describe('withPictures', () => {
  it('gives a door and a window in their walls a picture of their own, and the project one of all', async () => {
    await dispatch('addOpening', opening('door'));
    await dispatch('addOpening', opening('window'));
    const project = store.get(projectAtom)!;
    expect(project.rows.map((row) => row.img)).toEqual([undefined, undefined]);

    const pictured = await withPictures(currentActionContext(), project);
    const ids = project.rows.map((row) => String(row.uniqueid));
    // Each row's picture holds that row alone; the project's holds both.
    expect(pictured.rows.map((row) => row.img)).toEqual(ids.map((id) => `data:image/jpeg;base64,${id}`));
    expect(pictured.img).toBe(`data:image/jpeg;base64,${ids.join('+')}`);
  });
});
