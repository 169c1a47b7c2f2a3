// The project lifecycle actions over a fake API: the dialogs are the real dialog system's (answered
// through its own close calls), the store is the app's one store.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { defaultConfigFile } from '../../core/config/defaults';
import { readSampleCatalogJson } from '../../tests/support/sample-catalog-raw';
import type { Project } from '../../core/project/schema';
import { ApiError, type Api, type StoredProject } from '../api';
import { i18n } from '../i18n';
import { configAtom } from '../state/app';
import { catalogDocumentsAtom } from '../state/catalogs';
import { projectAtom, projectDirtyAtom, savedProjectAtom, storedMetaAtom } from '../state/project';
import { profileAtom, shopAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { closeAllDialogs, closeDialog, dialogsAtom, findOpenInstance } from '../ui/dialog';
import { removeDialog } from '../ui/dialog/dialogs';
import { canUndoAtom } from './history';
import { ActionUnavailableError, configureActions, dispatch } from './registry';

beforeAll(() => {
  void i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', initAsync: false });
});

const stored = (
  id: number,
  revision: number,
  project: Record<string, unknown>,
  extra = {},
): StoredProject => ({
  id,
  revision,
  status: String(project.status ?? 'unassigned'),
  readOnly: false,
  project: { schemaVersion: 2, rows: [], customerFields: { rows: [] }, ...project, id },
  ...extra,
});

function fakeApi() {
  const projects = {
    save: vi.fn(),
    open: vi.fn(),
    remove: vi.fn(async () => undefined),
    clone: vi.fn(),
    list: vi.fn(),
    createVersion: vi.fn(async (_id: number, name: string) => ({
      name,
      revision: 3,
      createdAt: '2026-11-24T10:00:00Z',
    })),
    listVersions: vi.fn(async () => []),
    restoreVersion: vi.fn(),
    setStatus: vi.fn(),
    log: vi.fn(async () => [] as { who: string; action: string; detail: unknown; at: string }[]),
  };
  const catalog = {
    // What GET /catalogs/KITCHEN/document answers: the list asked for (a project's), else the shop's.
    document: vi.fn(async (_cod: string, listid?: string) => kitchenReply(listid ?? 'RETAIL-EUR')),
  };
  const auth = {
    session: vi.fn(async () => ({
      profile: { shop: { cod: 'MILANO', country: 'IT', pricelist: 'RETAIL-EUR' } },
    })),
  };
  return { projects, auth, catalog, customers: {} } as unknown as Api & {
    projects: typeof projects;
    auth: typeof auth;
    catalog: typeof catalog;
  };
}

const kitchen = readSampleCatalogJson('kitchen') as {
  priceLists: { cod: string; currency: string }[];
  services: { prices: { priceList: string }[] }[];
};
function kitchenReply(list: string) {
  const chosen = kitchen.priceLists.find((l) => l.cod === list);
  return {
    catalog: 'KITCHEN',
    priceList: chosen?.cod ?? null,
    currency: chosen?.currency ?? null,
    document: {
      ...kitchen,
      priceLists: chosen ? [chosen] : [],
      services: kitchen.services.map((s) => ({ ...s, prices: s.prices.filter((p) => p.priceList === list) })),
    },
  };
}

let api: ReturnType<typeof fakeApi>;
const navigate = vi.fn();

/** Waits for the dialog opened under `key` and closes it with (flag, response). */
async function answer(key: string, flag: boolean, response?: unknown) {
  const entry = await vi.waitFor(
    () => {
      const found = findOpenInstance(store.get(dialogsAtom), key);
      if (!found) throw new Error(`no ${key} dialog yet`);
      return found;
      // The flow imports its dialogs on first use: more than the default second on a loaded machine.
    },
    { timeout: 15_000 },
  );
  closeDialog(entry.id, response === undefined ? { flag } : { flag, response });
  return entry;
}

function signInAs(kind: 'pro' | 'guest', sellerLevel = 5) {
  store.set(profileAtom, {
    guest: kind === 'guest',
    admin: false,
    gdprFlags: '1;1;1;1',
    shop: { cod: 'MILANO', country: 'IT' },
  });
  store.set(shopAtom, { cod: 'MILANO', country: 'IT' });
  store.set(userFlagsAtom, { kind, sellerLevel, loginFail: false, guestAdmitted: true });
}

function configure(change: (c: typeof defaultConfigFile.config) => void = () => undefined) {
  const file = structuredClone(defaultConfigFile);
  change(file.config);
  store.set(configAtom, file);
}

/** An open stored project with an unsaved edit. */
function openDirty(title = 'Kitchen Rossi', revision = 4): Project {
  const saved = {
    schemaVersion: 2,
    isopen: true,
    id: 7,
    des: title,
    status: 'unassigned',
    rows: [],
    customerFields: { rows: [] },
    history: [],
    orderaddress: [],
  } as unknown as Project;
  store.set(savedProjectAtom, saved);
  store.set(storedMetaAtom, { id: 7, revision, readOnly: false });
  const edited = { ...saved, des: `${title} (edited)` };
  store.set(projectAtom, edited);
  return edited;
}

beforeEach(() => {
  api = fakeApi();
  navigate.mockReset();
  configureActions({ api, navigate });
  store.set(projectAtom, null);
  store.set(savedProjectAtom, null);
  store.set(storedMetaAtom, null);
  signInAs('pro');
  configure((c) => {
    c.customerAssignment = true;
  });
});

afterEach(() => {
  closeAllDialogs();
  for (const e of store.get(dialogsAtom)) removeDialog(e.id);
});

describe('newProject', () => {
  it('assigns the picked customer, builds the walls of the chosen room, then goes to item search', async () => {
    const done = dispatch('newProject', {});
    const assignment = await answer('customerAssignment', true, {
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Rossi',
      city: 'Milano',
    });
    expect(assignment.options.width).toBe(800);
    const room = await answer('roomDesign', true, {
      type: 'rt3',
      values: [3000, 3000, 5000, 5000],
      height: 2500,
    });
    expect(room.options.width).toBe(1200);
    await expect(done).resolves.toBe(true);

    const project = store.get(projectAtom)!;
    expect(project.customercod).toBe('anna@example.com');
    expect(project.orderaddress[0]).toMatchObject({
      email: 'anna@example.com',
      firstname: 'Anna',
      surname: 'Rossi',
      city: 'Milano',
    });
    const env = project.envWall as unknown as {
      wallsVector: { height: number }[];
      roomType: string;
      roomHeight: number;
    };
    expect(env.roomType).toBe('rt3');
    expect(env.roomHeight).toBe(2500);
    expect(env.wallsVector).toHaveLength(6);
    // Issue 24: the room height typed is the walls' height (not the wall catalogue's 2700).
    expect(env.wallsVector.map((w) => w.height)).toEqual(Array(6).fill(2500));
    expect(project.isopen).toBe(true);
    expect(store.get(storedMetaAtom)).toBeNull();
    expect(navigate.mock.calls[0]?.[0]).toBe('/itemsearch/newprj');
  });

  it('skips the customer for guests and the room when selectRoom is false (the default room)', async () => {
    signInAs('guest');
    configure((c) => {
      c.customerAssignment = true;
      c.customparams.selectRoom = false;
      c.customparams.customItemSearch = true;
    });
    await expect(dispatch('newProject', {})).resolves.toBe(true);
    expect(store.get(dialogsAtom).filter((d) => d.open)).toHaveLength(0);
    const env = store.get(projectAtom)!.envWall as unknown as { wallsVector: unknown[]; roomType: string };
    expect(env).toMatchObject({ roomType: 'rt1' });
    expect(env.wallsVector).toHaveLength(4);
    expect(navigate.mock.calls[0]?.[0]).toBe('/citemsearch/newprj');
  });

  it("asks 'Save current project?': Yes saves first, No discards, closing cancels", async () => {
    openDirty();
    let done = dispatch('newProject', {});
    const question = await answer('saveCurrentProject', false);
    expect(question.options.content).toBe('Save current project?');
    await expect(done).resolves.toBe(false);
    expect(store.get(projectAtom)!.des).toBe('Kitchen Rossi (edited)');
    expect(navigate).not.toHaveBeenCalled();

    done = dispatch('newProject', {});
    await answer('saveCurrentProject', false, 'no');
    await answer('customerAssignment', false);
    await answer('roomDesign', false);
    await expect(done).resolves.toBe(true);
    expect(api.projects.save).not.toHaveBeenCalled();
    expect(store.get(projectAtom)!.des).toBeUndefined();

    const edited = openDirty();
    api.projects.save.mockResolvedValueOnce(stored(7, 5, { des: edited.des }));
    done = dispatch('newProject', {});
    await answer('saveCurrentProject', true, 'yes');
    await answer('customerAssignment', false);
    await answer('roomDesign', false);
    await expect(done).resolves.toBe(true);
    expect(api.projects.save).toHaveBeenCalledWith(edited, { baseRevision: 4, isOffer: false });
  });

  it('cancels the project (empties it) when a step fails', async () => {
    const done = dispatch('newProject', {});
    await answer('customerAssignment', false);
    // A notch longer than its wall: core/room refuses the room.
    await answer('roomDesign', true, { type: 'rt3', values: [6000, 3000, 5000, 5000], height: 2400 });
    await expect(done).rejects.toThrow(/shorter/);
    expect(store.get(projectAtom)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('openProject', () => {
  it('loads, builds customer rows, asks about another price list and goes to the offer', async () => {
    const chfSink = evaluate(
      compileModel(loadCatalog(kitchenReply('RETAIL-CHF').document), 'B1S'),
      'WIDTH=600',
      {
        priceList: 'RETAIL-CHF',
      },
    );
    api.projects.open.mockResolvedValueOnce(
      stored(9, 2, {
        des: 'Bagno',
        listid: 'RETAIL-CHF',
        currency: 'CHF',
        priceDate: '2026-01-05',
        rows: [
          { uniqueid: 'r1', catalog: 'KITCHEN' },
          { uniqueid: 'r2', catalog: 'KITCHEN', model: 'B1S', var: 'WIDTH=600', rule: [], erp: chfSink.erp },
        ],
        customerFields: {},
      }),
    );
    const done = dispatch('openProject', { id: 9 });
    const question = await answer('priceListCheck', true, 'yes');
    expect(question.options.content).toBe(
      'It seems that the price list is different from the current one. Would you like to update it?',
    );
    await expect(done).resolves.toBe(true);
    const project = store.get(projectAtom)!;
    expect(project.listid).toBe('RETAIL-EUR');
    // Yes reprices every row with the user's list: its lines, the currency and the price date (issue 19).
    const eurSink = evaluate(
      compileModel(loadCatalog(kitchenReply('RETAIL-EUR').document), 'B1S'),
      'WIDTH=600',
      {
        priceList: 'RETAIL-EUR',
      },
    );
    expect(project.rows[1]!.erp.map((l) => l.punit)).toEqual(eurSink.erp.map((l) => l.punit));
    expect(eurSink.erp[0]!.punit).not.toBe(chfSink.erp[0]!.punit);
    expect(project.currency).toBe('EUR');
    expect(project.priceDate).not.toBe('2026-01-05');
    expect(api.catalog.document).toHaveBeenCalledWith('KITCHEN', 'RETAIL-EUR');
    expect(project.customerFields.rows).toEqual([
      { uniqueid: 'r1', vat: '0', checkVat: false, ntp: true, qt: 1 },
      { uniqueid: 'r2', vat: '0', checkVat: false, ntp: true, qt: 1 },
    ]);
    expect(store.get(storedMetaAtom)).toEqual({ id: 9, revision: 2, readOnly: false });
    expect(store.get(projectDirtyAtom)).toBe(true);
    expect(navigate.mock.calls[0]?.[0]).toBe('/offerview');
  });

  it('keeps the price list on No, and does not ask when it is the shop’s', async () => {
    api.projects.open.mockResolvedValueOnce(stored(9, 2, { listid: 'OLD-LIST' }));
    const done = dispatch('openProject', { id: 9 });
    await answer('priceListCheck', false, 'no');
    await done;
    expect(store.get(projectAtom)!.listid).toBe('OLD-LIST');
    expect(store.get(projectDirtyAtom)).toBe(false);

    // Kept: the rows are priced with the project's own list, never the user's (issue 19).
    api.projects.open.mockResolvedValueOnce(
      stored(11, 1, {
        listid: 'RETAIL-CHF',
        currency: 'CHF',
        rows: [{ uniqueid: 'r1', catalog: 'KITCHEN' }],
      }),
    );
    const kept = dispatch('openProject', { id: 11 });
    await answer('priceListCheck', false, 'no');
    await kept;
    // The catalogues come in the background, after the screen has changed.
    await vi.waitFor(() =>
      expect(store.get(catalogDocumentsAtom).KITCHEN).toMatchObject({
        priceList: 'RETAIL-CHF',
        currency: 'CHF',
      }),
    );
    expect(api.catalog.document).toHaveBeenLastCalledWith('KITCHEN', 'RETAIL-CHF');

    api.projects.open.mockResolvedValueOnce(stored(10, 1, { listid: 'RETAIL-EUR' }));
    await expect(dispatch('openProject', { id: 10 })).resolves.toBe(true);
    expect(store.get(storedMetaAtom)?.id).toBe(10);
  });
});

describe('saveProject', () => {
  it('saves over the revision it was based on and marks the project saved', async () => {
    const edited = openDirty();
    api.projects.save.mockResolvedValueOnce(stored(7, 5, { des: edited.des }));
    await dispatch('saveProject', {});
    expect(api.projects.save).toHaveBeenCalledWith(edited, { baseRevision: 4, isOffer: false });
    expect(store.get(storedMetaAtom)?.revision).toBe(5);
    expect(store.get(projectDirtyAtom)).toBe(false);
  });

  it('is not available to guests or on a read-only project (canSaveProject)', async () => {
    openDirty();
    signInAs('guest');
    await expect(dispatch('saveProject', {})).rejects.toBeInstanceOf(ActionUnavailableError);
    signInAs('pro', 2);
    store.set(projectAtom, { ...store.get(projectAtom)!, status: 'ordered' });
    await expect(dispatch('saveProject', {})).rejects.toBeInstanceOf(ActionUnavailableError);
    expect(api.projects.save).not.toHaveBeenCalled();
  });

  it('on a stale revision shows who saved and when; reload takes theirs', async () => {
    openDirty();
    api.projects.save.mockRejectedValueOnce(
      new ApiError('Stale revision', 409, { currentRevision: 5, project: { des: 'theirs' } }),
    );
    api.projects.log.mockResolvedValueOnce([
      { who: 'seller5', action: 'save', detail: null, at: '2026-11-24T10:15:00.000Z' },
    ]);
    api.projects.open.mockResolvedValueOnce(stored(7, 5, { des: 'theirs' }));
    const done = dispatch('saveProject', {});
    const dialog = await answer('saveConflict', true, 'reload');
    expect(dialog.options.title).toBe('Saved elsewhere in the meantime');
    await expect(done).resolves.toMatchObject({ revision: 5 });
    expect(store.get(projectAtom)!.des).toBe('theirs');
    expect(store.get(storedMetaAtom)?.revision).toBe(5);
    expect(store.get(projectDirtyAtom)).toBe(false);
    expect(api.projects.save).toHaveBeenCalledTimes(1);
  });

  it('on a stale revision can save mine as a new project, never over theirs', async () => {
    const edited = openDirty();
    api.projects.save.mockRejectedValueOnce(
      new ApiError('Stale revision', 409, { currentRevision: 5, project: {} }),
    );
    api.projects.save.mockResolvedValueOnce(stored(12, 1, { des: `${edited.des} (copy)` }));
    const done = dispatch('saveProject', {});
    await answer('saveConflict', true, 'copy');
    await done;
    const [copy, options] = api.projects.save.mock.calls[1]!;
    expect(options).toEqual({ baseRevision: null, isOffer: false });
    expect(copy).not.toHaveProperty('id');
    expect(copy.des).toBe('Kitchen Rossi (edited) (copy)');
    expect(store.get(storedMetaAtom)).toEqual({ id: 12, revision: 1, readOnly: false });
  });

  it('closing the conflict dialog saves nothing and keeps the edits', async () => {
    openDirty();
    api.projects.save.mockRejectedValueOnce(
      new ApiError('Stale revision', 409, { currentRevision: 5, project: {} }),
    );
    const done = dispatch('saveProject', {});
    await answer('saveConflict', false);
    await expect(done).resolves.toBeNull();
    expect(store.get(projectAtom)!.des).toBe('Kitchen Rossi (edited)');
    expect(store.get(storedMetaAtom)?.revision).toBe(4);
  });
});

describe('list commands', () => {
  it("deletes only after 'Would you like to delete this project?'; the open one is emptied", async () => {
    openDirty();
    let done = dispatch('deleteProject', { id: 7 });
    const question = await answer('deleteProject', false, 'no');
    expect(question.options.content).toBe('Would you like to delete this project?');
    await expect(done).resolves.toBe(false);
    expect(api.projects.remove).not.toHaveBeenCalled();

    done = dispatch('deleteProject', { id: 7 });
    await answer('deleteProject', true, 'yes');
    await expect(done).resolves.toBe(true);
    expect(api.projects.remove).toHaveBeenCalledWith(7);
    expect(store.get(projectAtom)).toBeNull();
  });

  it('a status change on the open project merges the reply: revision, read-only, edits kept', async () => {
    openDirty();
    api.projects.setStatus.mockResolvedValueOnce(
      stored(7, 5, { des: 'Kitchen Rossi', status: 'ordered' }, { readOnly: true }),
    );
    await dispatch('setProjectStatus', { id: 7, status: 'ordered' });
    expect(api.projects.setStatus).toHaveBeenCalledWith(7, { status: 'ordered' });
    expect(store.get(storedMetaAtom)).toEqual({ id: 7, revision: 5, readOnly: true });
    expect(store.get(projectAtom)).toMatchObject({ status: 'ordered', des: 'Kitchen Rossi (edited)' });
  });

  it('creates a version with the name from the confirm-version dialog; closing creates none', async () => {
    let done = dispatch('createVersion', { id: 7 });
    await answer('confirmVersion', true, 'Before the discount');
    await expect(done).resolves.toMatchObject({ name: 'Before the discount' });
    expect(api.projects.createVersion).toHaveBeenCalledWith(7, 'Before the discount');

    done = dispatch('createVersion', { id: 7 });
    await answer('confirmVersion', false);
    await expect(done).resolves.toBeNull();
    expect(api.projects.createVersion).toHaveBeenCalledTimes(1);
  });

  it('restoring a version asks first; No restores nothing', async () => {
    openDirty();
    const done = dispatch('restoreVersion', { id: 7, name: 'v1' });
    await answer('restoreVersion', false, 'no');
    await expect(done).resolves.toBeNull();
    expect(api.projects.restoreVersion).not.toHaveBeenCalled();
  });

  it('restoring a version of the open project settles its changes, then opens the restored document', async () => {
    openDirty();
    api.projects.restoreVersion.mockResolvedValueOnce(stored(7, 6, { des: 'As it was' }));
    const done = dispatch('restoreVersion', { id: 7, name: 'v1' });
    await answer('restoreVersion', true, 'yes');
    await answer('saveCurrentProject', false, 'no');
    await done;
    // The replaced state is kept on the server under a name in the user's language.
    expect(api.projects.restoreVersion).toHaveBeenCalledWith(7, 'v1', 'Before restoring “v1”');
    expect(store.get(projectAtom)!.des).toBe('As it was');
    expect(store.get(storedMetaAtom)?.revision).toBe(6);
    expect(store.get(projectDirtyAtom)).toBe(false);
  });
});

describe('edits', () => {
  it('rename and order address are undoable edits; the address sets the customer code', async () => {
    openDirty();
    await dispatch('renameProject', { title: '  Cucina Bianchi ' });
    expect(store.get(projectAtom)!.des).toBe('Cucina Bianchi');
    await dispatch('setOrderAddress', { address: { email: 'b@example.com', city: 'Roma' } });
    expect(store.get(projectAtom)).toMatchObject({
      customercod: 'b@example.com',
      orderaddress: [{ city: 'Roma' }],
    });
    expect(store.get(canUndoAtom)).toBe(true);
    await dispatch('undo');
    await dispatch('undo');
    expect(store.get(projectAtom)!.des).toBe('Kitchen Rossi (edited)');
  });
});
