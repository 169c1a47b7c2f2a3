import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../core/project/schema';
import { configAtom } from '../state/app';
import { projectAtom, storedMetaAtom } from '../state/project';
import { profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { defineAction } from './define';
import { clearHistory, historyAtom, HISTORY_LIMIT } from './history';
import { ActionUnavailableError, canRunAtom, dispatch, ReadOnlyProjectError } from './registry';
import { actionTable } from './table';
import type { ConfigFile } from '../../core/config/schema';

const empty: Project = {
  schemaVersion: 2,
  isopen: true,
  rows: [],
  customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {} },
  history: [],
  orderaddress: [],
};

// Test actions added to the one table, as a family file would; typed loosely for the test only.
const table = actionTable as unknown as Record<string, unknown>;
const run = dispatch as unknown as (name: string, args?: unknown) => Promise<unknown>;

const setNotes = defineAction<{ notes: string; delayMs?: number }, string>({
  name: 'testSetNotes',
  label: 'actions.undo',
  undoable: true,
  perform: async (ctx, { notes, delayMs }) => {
    const before = ctx.store.get(projectAtom)!;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    // Reads after the wait: a second edit must see the first one's result.
    const current = ctx.store.get(projectAtom)!;
    ctx.store.set(projectAtom, {
      ...current,
      customerFields: { ...current.customerFields, notes: `${current.customerFields.notes}${notes}` },
    });
    return before.customerFields.notes;
  },
});

const twoEdits = defineAction<void, void>({
  name: 'testTwoEdits',
  label: 'actions.undo',
  undoable: true,
  perform: async (ctx) => {
    const nested = ctx.dispatch as unknown as (name: string, args?: unknown) => Promise<unknown>;
    await nested('testSetNotes', { notes: 'a' });
    await nested('testSetNotes', { notes: 'b' });
  },
});

const failing = defineAction<void, void>({
  name: 'testFailing',
  label: 'actions.undo',
  undoable: true,
  perform: (ctx) => {
    ctx.store.set(projectAtom, { ...ctx.store.get(projectAtom)!, des: 'half done' });
    throw new Error('broke after a change');
  },
});

const never = defineAction<void, void>({
  name: 'testNever',
  label: 'actions.undo',
  undoable: false,
  enabled: () => false,
  perform: () => undefined,
});

Object.assign(table, {
  testSetNotes: setNotes,
  testTwoEdits: twoEdits,
  testFailing: failing,
  testNever: never,
});

const notes = () => store.get(projectAtom)?.customerFields.notes;

beforeEach(() => {
  store.set(projectAtom, empty);
  store.set(storedMetaAtom, null);
  store.set(userFlagsAtom, { kind: 'pro', sellerLevel: 9, loginFail: false, guestAdmitted: false });
  store.set(configAtom, null);
  clearHistory();
});

describe('dispatch and history', () => {
  it('records each undoable action once, and undo / redo walk it both ways', async () => {
    await run('testSetNotes', { notes: 'x' });
    await run('testSetNotes', { notes: 'y' });
    expect(notes()).toBe('xy');
    expect(await run('undo')).toBe(true);
    expect(notes()).toBe('x');
    expect(await run('undo')).toBe(true);
    expect(notes()).toBe('');
    await expect(run('undo')).rejects.toBeInstanceOf(ActionUnavailableError);
    await run('redo');
    await run('redo');
    expect(notes()).toBe('xy');
  });

  it('a new edit forgets what could be redone', async () => {
    await run('testSetNotes', { notes: 'x' });
    await run('undo');
    await run('testSetNotes', { notes: 'z' });
    expect(store.get(historyAtom).redo).toHaveLength(0);
    await expect(run('redo')).rejects.toBeInstanceOf(ActionUnavailableError);
  });

  it('runs concurrent edits one after another, each its own step', async () => {
    await Promise.all([
      run('testSetNotes', { notes: 'a', delayMs: 20 }),
      run('testSetNotes', { notes: 'b' }),
    ]);
    expect(notes()).toBe('ab');
    expect(store.get(historyAtom).undo.map((e) => e.after?.customerFields.notes)).toEqual(['a', 'ab']);
  });

  it('an action that dispatches others is one history step, without deadlock', async () => {
    await run('testTwoEdits');
    expect(notes()).toBe('ab');
    expect(store.get(historyAtom).undo).toHaveLength(1);
    await run('undo');
    expect(notes()).toBe('');
  });

  it('a failing edit still records what it changed, so it can be undone', async () => {
    await expect(run('testFailing')).rejects.toThrow('broke after a change');
    expect(store.get(projectAtom)?.des).toBe('half done');
    await run('undo');
    expect(store.get(projectAtom)?.des).toBeUndefined();
  });

  it('undo keeps the id the server gave after the edit (no second project on the next save)', async () => {
    await run('testSetNotes', { notes: 'x' });
    store.set(projectAtom, { ...store.get(projectAtom)!, id: 41 });
    await run('undo');
    expect(store.get(projectAtom)?.id).toBe(41);
    expect(notes()).toBe('');
  });

  it('refuses a project edit on a read-only project (seller level below 4, status in roStatus)', async () => {
    store.set(configAtom, { config: { customparams: { roStatus: ['ordered'] } } } as unknown as ConfigFile);
    store.set(userFlagsAtom, { kind: 'pro', sellerLevel: 2, loginFail: false, guestAdmitted: false });
    store.set(projectAtom, { ...empty, status: 'ORDERED' });
    await expect(run('testSetNotes', { notes: 'x' })).rejects.toBeInstanceOf(ReadOnlyProjectError);
    expect(notes()).toBe('');
    store.set(userFlagsAtom, { kind: 'pro', sellerLevel: 4, loginFail: false, guestAdmitted: false });
    await run('testSetNotes', { notes: 'x' });
    expect(notes()).toBe('x');
  });

  it('refuses a disabled action and an unknown name', async () => {
    await expect(run('testNever')).rejects.toBeInstanceOf(ActionUnavailableError);
    await expect(run('noSuchAction')).rejects.toThrow('Unknown action: noSuchAction');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, async () => {
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await run('testSetNotes', { notes: '.' });
    expect(store.get(historyAtom).undo).toHaveLength(HISTORY_LIMIT);
  });

  it('setLanguage takes only configured languages, normalised (spec 5)', async () => {
    store.set(configAtom, { config: { languages: ['en', 'it', 'd'] } } as unknown as ConfigFile);
    expect(await run('setLanguage', { language: 'D' })).toBe('de');
    await expect(run('setLanguage', { language: 'fr' })).rejects.toThrow('Lang [fr] not valid');
  });
});

describe('canRunAtom (what buttons subscribe to)', () => {
  it('follows exactly the state its action reads, and stays quiet on other project edits', async () => {
    const undo = canRunAtom('undo');
    const renameProject = canRunAtom('renameProject');
    let undoChanges = 0;
    let renameChanges = 0;
    const stopUndo = store.sub(undo, () => undoChanges++);
    const stopRename = store.sub(renameProject, () => renameChanges++);
    expect(store.get(undo)).toBe(false);

    await run('testSetNotes', { notes: 'x' });
    expect(store.get(undo)).toBe(true);
    await run('testSetNotes', { notes: 'y' });
    await run('testSetNotes', { notes: 'z' });
    // Three edits: undo became possible once; renaming stayed possible throughout.
    expect(undoChanges).toBe(1);
    expect(renameChanges).toBe(0);

    store.set(projectAtom, null);
    expect(store.get(renameProject)).toBe(false);
    expect(renameChanges).toBe(1);
    stopUndo();
    stopRename();
  });

  it('follows what `enabled` reads beyond the project (the profile for a signed-in action)', () => {
    store.set(profileAtom, null);
    const changePassword = canRunAtom('changePassword');
    expect(store.get(changePassword)).toBe(false);
    store.set(profileAtom, { guest: false } as never);
    expect(store.get(changePassword)).toBe(true);
    store.set(profileAtom, null);
  });

  it('is false for a project edit on a read-only project', () => {
    store.set(configAtom, { config: { customparams: { roStatus: ['ordered'] } } } as unknown as ConfigFile);
    store.set(userFlagsAtom, { kind: 'pro', sellerLevel: 2, loginFail: false, guestAdmitted: false });
    const edit = canRunAtom('testSetNotes' as never);
    store.set(projectAtom, { ...empty, status: 'ORDERED' });
    expect(store.get(edit)).toBe(false);
    store.set(projectAtom, { ...empty, status: 'draft' });
    expect(store.get(edit)).toBe(true);
  });
});
