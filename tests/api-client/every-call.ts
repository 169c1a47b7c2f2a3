// Every function of the typed client, driven over a transport that only records method and path:
// the client's route list, compared with the server's OpenAPI document by client.test.ts.
import { createApi } from '../../renderer/api/index';
import { validReply } from '../../renderer/api/test-replies';
import type { CallOptions, HttpMethod, Transport } from '../../renderer/api/transport';

/** Drives every function of the client over a transport that only records method and path. */
export async function clientCalls(): Promise<string[]> {
  const calls: string[] = [];
  const record = (method: string, path: string) => {
    const bare = path.split('?')[0]!;
    calls.push(`${method} ${bare.startsWith('/api/v1/') ? bare : `/api/v1/${bare}`}`);
  };
  const reply = {
    versions: [],
    entries: [],
    customers: [],
    notifications: [],
    translations: {},
    catalogs: [],
  };
  const transport: Transport = {
    url: (path) => path,
    json: async <T>(method: HttpMethod, path: string, _options?: CallOptions) => {
      record(method, path);
      // Checked calls get the shape the client checks (renderer/api/replies.ts).
      return { ...reply, models: [], galleries: [], rows: [], ...(validReply(method, path) as object) } as T;
    },
    text: async (method, path) => {
      record(method, path);
      return 'OK';
    },
    blob: async (address) => {
      record('GET', address);
      return new Blob();
    },
    upload: async <T>(path: string) => {
      record('POST', path);
      return validReply('POST', path) as T;
    },
  };
  const api = createApi(transport);
  const project = { schemaVersion: 2 as const, id: 5 };
  await api.auth.login({ id: 'a', user: 'b', password: 'c' });
  await api.auth.guest();
  await api.auth.session();
  await api.auth.refresh();
  await api.auth.logout();
  await api.auth.setLanguage('it');
  await api.auth.setGdprFlags('1;1;1;1');
  await api.auth.changePassword('old-secret', 'new-secret');
  await api.maintenance.status();
  await api.maintenance.book(null, null);
  await api.maintenance.start();
  await api.maintenance.end();
  await api.catalog.catalogs();
  await api.catalog.models('KITCHEN');
  await api.catalog.headerRule({ Catalogo: 'KITCHEN' });
  await api.catalog.itemTip('KITCHEN', 'B1');
  await api.catalog.searchGalleries();
  await api.catalog.loadGallery('KITCHEN', 'G1');
  await api.catalog.recomputePrices([]);
  await api.catalog.reevaluateProject(project);
  await api.catalog.loadRule({ catalog: 'KITCHEN', model: 'B1' });
  await api.catalog.promotions();
  await api.promotions.shop();
  await api.promotions.list();
  const campaign = { cod: 'SPRING', percent: '10', validFrom: '2026-01-01' };
  await api.promotions.create(campaign);
  await api.promotions.update(1, campaign);
  await api.promotions.end(1);
  await api.projects.save(project);
  await api.projects.save(project, { baseRevision: 1 });
  await api.projects.open(5);
  await api.projects.remove(5);
  await api.projects.clone(5);
  await api.projects.list();
  await api.projects.createVersion(5, 'v');
  await api.projects.listVersions(5);
  await api.projects.restoreVersion(5, 'v');
  await api.projects.setStatus(5, { status: 'offer' });
  await api.projects.log(5);
  await api.customers.search();
  await api.customers.get(1);
  await api.customers.create({ email: 'a@b.it' });
  await api.customers.update(1, { city: 'x' });
  await api.notifications.list();
  await api.notifications.remove('r');
  await api.translations.get('it');
  await api.translations.save('it', {});
  await api.photos.upload(5, [new Blob(['x'])]);
  await api.photos.uploadRowPhoto(5, 'r1', new Blob(['x']));
  await api.photos.image('/api/v1/photos/1');
  await api.reports.create({ json1: project });
  await api.reports.createDevExpress({ wprinterPars: { json1: project } });
  await api.reports.fetchFile('/api/v1/reports/abc/order_merge.pdf');
  return calls;
}
