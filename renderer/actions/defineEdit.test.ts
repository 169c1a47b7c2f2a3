import { describe, expect, it, vi } from 'vitest';
import type { Project } from '../../core/project/schema';
import { defineEditAction } from './defineEdit';
import type { ActionContext } from './types';

const editProject = vi.hoisted(() => vi.fn());
vi.mock('./projectEdit', () => ({ editProject }));

describe('defineEditAction', () => {
  it('is undoable and applies the change for its arguments through editProject', async () => {
    const action = defineEditAction<{ notes: string }>({
      name: 'setNotes',
      label: 'offer:actions.setNotes',
      change: (project, { notes }, { edits, ctx }) => ({ ...project, notes, by: [edits, ctx] }) as Project,
    });
    expect(action).toMatchObject({ name: 'setNotes', label: 'offer:actions.setNotes', undoable: true });

    const ctx = {} as ActionContext;
    editProject.mockImplementation(async (_ctx, change) => change({ rows: [] }, 'edits', 'documents'));
    await expect(action.perform(ctx, { notes: 'Deliver Monday' })).resolves.toBeUndefined();
    expect(editProject).toHaveBeenCalledWith(ctx, expect.any(Function));
    const [, change] = editProject.mock.calls[0]!;
    expect(change({ rows: [] }, 'edits', 'documents')).toEqual({
      rows: [],
      notes: 'Deliver Monday',
      by: ['edits', ctx],
    });
  });

  it('rejects with what the change throws', async () => {
    const action = defineEditAction<{ status: string }>({
      name: 'setStatus',
      label: 'offer:actions.setStatus',
      change: (_project, { status }) => {
        throw new Error(`Unknown status "${status}"`);
      },
    });
    editProject.mockImplementation(async (_ctx, change) => change({ rows: [] }, 'edits', 'documents'));
    await expect(action.perform({} as ActionContext, { status: 'nonsense' })).rejects.toThrow(
      'Unknown status',
    );
  });
});
