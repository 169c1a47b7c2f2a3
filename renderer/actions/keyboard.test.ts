// The keys that act on the selection are the same actions with the same steps in the 2D plan and the
// 3D view: one binding table (actions/selection.ts), resolved in one place (keyboard.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../core/project/schema';
import { catalogDocumentsAtom } from '../state/catalogs';
import { logsAtom } from '../state/logs';
import { projectAtom } from '../state/project';
import { refusalAtom, selectionAtom } from '../state/selection';
import { store } from '../state/store';
import { openingCatalogsApi } from '../../tests/support/opening-catalogs-api';
import { SQUARE_ROOM, WINDOW_IN_WALL } from '../../tests/support/square-room';
import { loadEdits } from './catalogs';
import { defineAction } from './define';
import { clearHistory, undo } from './history';
import { handleActionKey, matchKey, type KeyEventLike } from './keyboard';
import { configureActions, dispatch, dispatchFrom } from './registry';
import { NUDGE_STEP, NUDGE_STEP_LARGE } from './selection';
import { actionTable } from './table';

/** A key event from an element; `surface`: inside the 2D plan or the 3D view (data-selection-keys). */
function key(
  name: string,
  where: 'plan2d' | 'view3d' | 'elsewhere' | 'field',
  mods: Partial<KeyEventLike> = {},
): KeyEventLike {
  const onSurface = where === 'plan2d' || where === 'view3d';
  const target = {
    tagName: where === 'field' ? 'INPUT' : 'DIV',
    type: 'text',
    isContentEditable: false,
    dataset: { surface: where },
    closest: (selector: string) =>
      selector === '[data-selection-keys]'
        ? onSurface || where === 'field'
          ? {}
          : null
        : where === 'field'
          ? {}
          : null,
  };
  const event = { key: name, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods };
  return { ...event, target: target as unknown as EventTarget };
}

const square = SQUARE_ROOM;
const window = WINDOW_IN_WALL;

describe('key bindings', () => {
  it('an arrow is the same nudge, with the same step, in the 2D plan and the 3D view', () => {
    for (const where of ['plan2d', 'view3d'] as const) {
      expect(matchKey(key('ArrowRight', where), false)).toEqual({
        name: 'nudgeSelection',
        args: { dx: NUDGE_STEP, dy: 0 },
        source: 'keyboard',
      });
      expect(matchKey(key('ArrowUp', where, { shiftKey: true }), false)).toEqual({
        name: 'nudgeSelection',
        args: { dx: 0, dy: NUDGE_STEP_LARGE },
        source: 'keyboard',
      });
      expect(matchKey(key('ArrowLeft', where), false)?.args).toEqual({ dx: -10, dy: 0 });
      expect(matchKey(key('ArrowDown', where, { shiftKey: true }), false)?.args).toEqual({ dx: 0, dy: -100 });
      expect(matchKey(key('r', where), false)).toMatchObject({
        name: 'rotateSelection',
        args: { degrees: 90 },
      });
      expect(matchKey(key('R', where, { shiftKey: true }), false)).toMatchObject({ args: { degrees: -90 } });
      expect(matchKey(key('Delete', where), false)?.name).toBe('removeSelection');
      expect(matchKey(key('Backspace', where), false)?.name).toBe('removeSelection');
      expect(matchKey(key('Escape', where), false)?.name).toBe('clearSelection');
      expect(matchKey(key('d', where, { ctrlKey: true }), false)).toMatchObject({
        name: 'duplicateSelection',
        source: 'shortcut',
      });
    }
    expect([NUDGE_STEP, NUDGE_STEP_LARGE]).toEqual([10, 100]);
  });

  it('the selection keys act only on the plan and the 3D view, never in a text field', () => {
    expect(matchKey(key('ArrowRight', 'elsewhere'), false)).toBeNull();
    expect(matchKey(key('Delete', 'elsewhere'), false)).toBeNull();
    expect(matchKey(key('Backspace', 'field'), false)).toBeNull();
  });

  it('a binding may read its arguments from the context when the key is pressed', () => {
    const table = actionTable as unknown as Record<string, unknown>;
    table.testCurrentRow = defineAction<{ rowId: unknown }, void>({
      name: 'testCurrentRow',
      label: 'actions.undo',
      undoable: false,
      keys: [{ key: 'F9', args: (ctx) => ({ rowId: ctx.store.get(projectAtom)?.currentrow ?? null }) }],
      perform: () => undefined,
    });
    try {
      store.set(projectAtom, { currentrow: 12, rows: [] } as unknown as Project);
      expect(matchKey(key('F9', 'elsewhere'), false)).toEqual({
        name: 'testCurrentRow',
        args: { rowId: 12 },
        source: 'keyboard',
      });
    } finally {
      delete table.testCurrentRow;
    }
  });

  it('an action has several bindings: Ctrl+Shift+Z and Ctrl+Y both redo, anywhere', () => {
    expect(matchKey(key('z', 'elsewhere', { ctrlKey: true, shiftKey: true }), false)?.name).toBe('redo');
    expect(matchKey(key('y', 'elsewhere', { ctrlKey: true }), false)?.name).toBe('redo');
    expect(matchKey(key('z', 'elsewhere', { metaKey: true }), true)?.name).toBe('undo');
  });
});

describe('the selection keys on the one selection record', () => {
  const table = actionTable as unknown as Record<string, unknown>;
  const moves: unknown[] = [];
  const realMoveRows = table.moveRows;

  beforeEach(async () => {
    configureActions({ api: openingCatalogsApi, navigate: () => undefined });
    store.set(catalogDocumentsAtom, {});
    store.set(projectAtom, (await loadEdits()).freshProject());
    store.set(logsAtom, []);
    await dispatch('setRoomOutline', { points: square, closed: true });
    clearHistory();
    moves.length = 0;
    table.moveRows = realMoveRows;
  });

  it('rows selected in 2D (selectRows) and in 3D (selectRow) get the same move from the same key', async () => {
    // The rows' placement is core/layout's (tested there): here, what the key asks of it.
    table.moveRows = defineAction<{ rowIds: string[]; dx: number; dy: number }, unknown>({
      name: 'moveRows',
      label: 'plan2d:actions.moveRows',
      undoable: true,
      perform: (_ctx, args) => {
        moves.push(args);
        return { accepted: true, collisions: [] };
      },
    });
    const withRows: Project = {
      ...store.get(projectAtom)!,
      rows: [{ uniqueid: 7, catalog: 'KITCHEN', model: 'B1' } as unknown as Project['rows'][number]],
    };
    store.set(projectAtom, withRows);

    await dispatch('selectRows', { rowIds: ['7'] });
    expect(handleActionKey(key('ArrowRight', 'plan2d'), false)).toBe(true);
    await expect.poll(() => moves.length).toBe(1);
    await dispatch('clearSelection');
    expect(store.get(selectionAtom).rowIds).toEqual([]);
    await dispatch('selectRow', { rowId: 7 });
    expect(store.get(selectionAtom).rowIds).toEqual(['7']);
    expect(handleActionKey(key('ArrowRight', 'view3d'), false)).toBe(true);
    await expect.poll(() => moves.length).toBe(2);
    expect(moves).toEqual([
      { rowIds: ['7'], dx: 10, dy: 0 },
      { rowIds: ['7'], dx: 10, dy: 0 },
    ]);
  });

  it('a selected window slides along its wall by the step; Delete removes it; nothing selected, keys do nothing', async () => {
    const id = await dispatch('addOpening', { ...window });
    await dispatch('selectOpening', { opening: { wallId: 'w3', openingId: id } });
    const offset = () =>
      (store.get(projectAtom)!.envWall!.windowInstance as { id: string; offset: number }[]).find(
        (o) => o.id === id,
      )!.offset;
    await dispatch('nudgeSelection', { dx: NUDGE_STEP, dy: 0 });
    expect(offset()).toBe(1410);
    handleActionKey(key('ArrowLeft', 'plan2d', { shiftKey: true }), false);
    await expect.poll(offset).toBe(1310);
    undo();
    expect(offset()).toBe(1410);
    // Logged once, with its source; what it runs inside (moveOpening) is part of it, not logged again.
    const actions = store.get(logsAtom).filter((e) => e.message.startsWith('Action '));
    expect(actions.map((e) => `${e.message} ${e.detail}`)).toContain('Action nudgeSelection from keyboard');
    expect(actions.some((e) => e.message === 'Action moveOpening')).toBe(false);

    handleActionKey(key('Delete', 'view3d'), false);
    await expect.poll(() => store.get(projectAtom)!.envWall!.windowInstance.length).toBe(0);
    expect(store.get(selectionAtom)).toEqual({ rowIds: [], wall: null, opening: null });
    expect(store.get(refusalAtom)).toBeNull();
    // Nothing selected: the arrow is left to the page (it scrolls), nothing is dispatched.
    expect(handleActionKey(key('ArrowRight', 'plan2d'), false)).toBe(false);
  });

  it('every dispatch is logged with its source: a host change can be told from a key or a click', async () => {
    await dispatchFrom('host')('selectRows', { rowIds: [] });
    await dispatchFrom('button')('clearSelection');
    handleActionKey(key('Escape', 'view3d'), false);
    await dispatchFrom('menu')('setDrawingEditor', { snap: false });
    const logged = store
      .get(logsAtom)
      .filter((e) => e.message.startsWith('Action '))
      .map((e) => `${e.message} ${e.detail}`);
    expect(logged.filter((line) => !line.endsWith('from app'))).toEqual([
      'Action selectRows from host',
      'Action clearSelection from button',
      'Action clearSelection from keyboard',
      'Action setDrawingEditor from menu',
    ]);
  });
});
