import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../core/embed';
import type { Project } from '../../core/project/schema';
import { offerDraft, watchDrafts, worthKeeping, type DraftSource } from './drafts';
import { draftFrom } from './indexedDbDrafts';

const project = (fields: Partial<Project>) => ({ rows: [], ...fields }) as unknown as Project;

function fakeSource() {
  let unsaved: JsonObject | null = null;
  const listeners = new Set<() => void>();
  const source: DraftSource = {
    unsavedProject: () => unsaved,
    onProject: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(value: JsonObject | null) {
      unsaved = value;
      for (const listener of listeners) listener();
    },
  };
}

describe('drafts', () => {
  it('keeps unsaved work worth keeping: a stored project with changes, or a new one with something in it', () => {
    expect(worthKeeping(null, true)).toBe(false);
    expect(worthKeeping(project({ id: 4 }), false)).toBe(false);
    expect(worthKeeping(project({ id: 4 }), true)).toBe(true);
    expect(worthKeeping(project({}), true)).toBe(false);
    expect(worthKeeping(project({ des: '  ' }), true)).toBe(false);
    expect(worthKeeping(project({ des: 'Rossi' }), true)).toBe(true);
    expect(worthKeeping(project({ rows: [{}] as Project['rows'] }), true)).toBe(true);
    expect(worthKeeping(project({ envWall: { wallsVector: [{}], windowInstance: [] } }), true)).toBe(true);
  });

  it('writes once the edits rest, removes the draft at once after a save, and flushes on leaving', () => {
    vi.useFakeTimers();
    try {
      const backEnd = { keep: vi.fn(), clear: vi.fn() };
      const { source, set } = fakeSource();
      const watcher = watchDrafts(backEnd, source, () => undefined, 1000);
      set({ des: 'a' });
      set({ des: 'ab' });
      vi.advanceTimersByTime(999);
      expect(backEnd.keep).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(backEnd.keep).toHaveBeenCalledExactlyOnceWith({ des: 'ab' });
      // Saved: the draft goes without waiting (a reload right after must not offer it).
      set(null);
      expect(backEnd.clear).toHaveBeenCalledTimes(1);
      // The tab closes while an edit waits for its delay: written now.
      set({ des: 'abc' });
      watcher.flush();
      expect(backEnd.keep).toHaveBeenLastCalledWith({ des: 'abc' });
      watcher.stop();
      set({ des: 'late' });
      vi.advanceTimersByTime(5000);
      expect(backEnd.keep).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failing back end is logged, never thrown', async () => {
    vi.useFakeTimers();
    try {
      const logged: string[] = [];
      const { source, set } = fakeSource();
      watchDrafts(
        { keep: () => Promise.reject(new Error('quota')), clear: () => undefined },
        source,
        (_level, message) => logged.push(message),
        10,
      );
      set({ des: 'a' });
      vi.advanceTimersByTime(10);
      await vi.runAllTimersAsync();
      expect(logged).toEqual(['Could not keep the unsaved project as a draft']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a draft: yes restores it, no forgets it', async () => {
    const record = { savedAt: '2026-11-27T20:00:00Z', des: 'Rossi', project: { des: 'Rossi' } };
    const restore = vi.fn(() => Promise.resolve());
    const forget = vi.fn();
    expect(await offerDraft(record, { ask: () => Promise.resolve(true), restore, forget })).toBe(true);
    expect(restore).toHaveBeenCalledWith(record);
    expect(forget).not.toHaveBeenCalled();
    expect(await offerDraft(record, { ask: () => Promise.resolve(false), restore, forget })).toBe(false);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('a stored value is a draft only when its project opens in this version', () => {
    const valid = {
      savedAt: '2026-11-27T20:00:00Z',
      des: 'Rossi',
      project: { schemaVersion: 2, des: 'Rossi' },
    };
    expect(draftFrom(valid)).toEqual(valid);
    expect(draftFrom({ ...valid, des: 5 })).toEqual({ ...valid, des: '' });
    expect(draftFrom({ ...valid, project: { schemaVersion: 2, rows: 'no' } })).toBeUndefined();
    expect(draftFrom({ project: valid.project })).toBeUndefined();
    expect(draftFrom('text')).toBeUndefined();
  });
});
