import { describe, expect, it, vi } from 'vitest';
import { defineLazyAction } from './define';
import type { ActionContext } from './types';

describe('defineLazyAction', () => {
  it('keeps the metadata in the table and loads the body when it runs, not before', async () => {
    const body = vi.fn((_ctx: ActionContext, args: { n: number }) => args.n * 2);
    const load = vi.fn(async () => body);
    const enabled = () => true;
    const action = defineLazyAction<{ n: number }, number>(
      { name: 'double', label: 'actions.redo', undoable: true, enabled, shortcut: { key: 'd', mod: true } },
      load,
    );
    expect(action).toMatchObject({ name: 'double', label: 'actions.redo', undoable: true, enabled });
    expect(action.shortcut).toEqual({ key: 'd', mod: true });
    expect(load).not.toHaveBeenCalled();

    const ctx = {} as ActionContext;
    await expect(action.perform(ctx, { n: 21 })).resolves.toBe(42);
    await expect(action.perform(ctx, { n: 2 })).resolves.toBe(4);
    expect(body).toHaveBeenCalledWith(ctx, { n: 21 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("rejects with the body's error", async () => {
    const action = defineLazyAction<void, void>(
      { name: 'fail', label: 'actions.undo', undoable: false },
      async () => () => {
        throw new Error('The project has no walls yet');
      },
    );
    await expect(action.perform({} as ActionContext)).rejects.toThrow('The project has no walls yet');
  });
});
