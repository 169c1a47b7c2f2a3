// The pictures a save stores (spec 9): one per drawable row, doors and windows in their walls too,
// so the offer and its PDF show them and not a letter tile. The WebGL drawing itself is replaced:
// what is tested is which rows get a picture of their own parts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { DOOR_IN_WALL, WINDOW_IN_WALL, startInSquareRoom } from '../../tests/support/square-room';
import { withPictures } from './mediaFlows';
import { currentActionContext, dispatch } from './registry';

vi.mock('../scene/media/renderPicture', () => ({
  renderPicture: vi.fn(
    ({ items }: { items: { id: string }[] }) => `data:image/jpeg;base64,${items.map((i) => i.id).join('+')}`,
  ),
}));

const opening = (kind: 'door' | 'window') => (kind === 'window' ? WINDOW_IN_WALL : DOOR_IN_WALL);

beforeEach(startInSquareRoom);

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
