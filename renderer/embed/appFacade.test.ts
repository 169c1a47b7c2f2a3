import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfigFile } from '../../core/config/defaults';
import { Project } from '../../core/project/schema';
import { APP_ACTION_NAMES } from '../../core/embed';
import { configureActions, isActionName } from '../actions';
import { ApiError, type Api } from '../api';
import { configAtom } from '../state/app';
import { logsAtom } from '../state/logs';
import { projectAtom, storedMetaAtom } from '../state/project';
import { profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { createAppFacade } from './appFacade';
import { APP_CALLS_MATCH_THE_TABLE } from './facade';

const routes = [
  { name: 'configurator3d', path: '/configurator3d' },
  { name: 'configuratorFrame', path: '/configuratorFrame' },
];

const notFound = () => Promise.reject(new ApiError('Not found', 404));
const api = {
  catalog: {
    catalogs: async () => [{ cod: 'KITCHEN', des: 'Kitchen', local: {} }],
    models: async (catalog: string) =>
      catalog === 'KITCHEN'
        ? [
            { cod: 'B1', des: 'Base' },
            { cod: 'B10', des: 'Base 10' },
          ]
        : notFound(),
    itemTip: async () => ({ articles: [{ cod: 'A200', des: 'Door' }] }),
    searchGalleries: async () => [
      { catalog: 'KITCHEN', cod: 'G-ONE', des: 'One' },
      { catalog: 'LIVING', cod: 'G-L', des: 'Living' },
    ],
  },
} as unknown as Api;

function facade(path = '/home') {
  return createAppFacade({ routes, currentPath: () => path, sessionId: () => 's-1', api });
}

afterEach(() => {
  store.set(projectAtom, null);
  store.set(storedMetaAtom, null);
  store.set(profileAtom, null);
});

describe('the default facade', () => {
  it('reads the user kind, the project, its stored id and the view from the store and the path', () => {
    store.set(configAtom, defaultConfigFile);
    expect(facade().snapshot()).toMatchObject({
      user: 'none',
      project: null,
      projectId: null,
      view3d: false,
    });
    store.set(profileAtom, { guest: true, admin: false, gdprFlags: '' });
    expect(facade().snapshot().user).toBe('guest');
    store.set(profileAtom, { guest: false, admin: false, gdprFlags: '' });
    store.set(userFlagsAtom, (flags) => ({ ...flags, kind: 'customer' }));
    expect(facade().snapshot().user).toBe('customer');
    const project = Project.parse({ schemaVersion: 2, currency: 'CHF' });
    store.set(projectAtom, project);
    store.set(storedMetaAtom, { id: 42, revision: 3, readOnly: false });
    expect(facade('/CONFIGURATOR3D').snapshot()).toMatchObject({
      project,
      projectId: 42,
      revision: 3,
      view3d: true,
      singleArticle: false,
      currency: 'CHF',
      sessionId: 's-1',
      languages: defaultConfigFile.config.languages,
    });
    expect(facade('/configuratorFrame').snapshot().singleArticle).toBe(true);
  });

  it('calls subscribers when the project or its stored state changes', () => {
    let calls = 0;
    const off = facade().subscribe(() => (calls += 1));
    store.set(projectAtom, Project.parse({ schemaVersion: 2 }));
    store.set(storedMetaAtom, { id: 1, revision: 1, readOnly: false });
    off();
    store.set(projectAtom, null);
    expect(calls).toBe(2);
  });

  it('lookups: case-insensitive codes, an exact model over prefixes, not found as null or []', async () => {
    const f = facade();
    expect(await f.findCatalog('kitchen')).toEqual({ cod: 'KITCHEN', des: 'Kitchen' });
    expect(await f.findCatalog('nope')).toBeNull();
    expect(await f.findModels('KITCHEN', 'b1')).toEqual([{ cod: 'B1', des: 'Base' }]);
    expect(await f.findModels('KITCHEN', 'B')).toHaveLength(2);
    expect(await f.findModels('NOPE', 'B1')).toEqual([]);
    expect(await f.findArticle('KITCHEN', 'B1', 'DOORS', 'a200')).toEqual({ cod: 'A200', des: 'Door' });
    expect(await f.findArticle('KITCHEN', 'B1', 'DOORS', 'A999')).toBeNull();
    expect(await f.listGalleries('KITCHEN')).toEqual([{ cod: 'G-ONE', des: 'One' }]);
  });

  it('every action the protocol dispatches is in the action table (the types hold their shapes equal)', () => {
    for (const name of APP_ACTION_NAMES) expect(isActionName(name), name).toBe(true);
    expect(APP_CALLS_MATCH_THE_TABLE).toBe(true);
  });

  it("dispatches the table's actions by name with their arguments, logged as the host's", async () => {
    const paths: string[] = [];
    configureActions({
      navigate: (path) => {
        paths.push(path);
      },
    });
    await facade().dispatch('navigate', { path: '/configuratorFrame' });
    expect(paths).toEqual(['/configuratorFrame']);
    const logged = store.get(logsAtom).filter((e) => e.message === 'Action navigate');
    expect(logged.at(-1)?.detail).toBe('from host');
  });
});
