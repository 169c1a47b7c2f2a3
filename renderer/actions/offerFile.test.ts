// Generate offer (spec 4) as a guest, over the real sample catalogue and core's pricing: the steps in
// order, the report made from the project itself (a guest saves nothing), the loader gone after.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Api, ReportRequest } from '../api';
import { ApiError } from '../api';
import { articleEditAtom } from '../state/article';
import { catalogDocumentsAtom } from '../state/catalogs';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { loaderAtom } from '../ui/dialog/state';
import { i18n } from '../i18n';
import { readSampleCatalogJson } from '../../tests/support/sample-catalog-raw';
import { clearHistory } from './history';
import { configureActions, dispatch } from './registry';

const raw = readSampleCatalogJson('kitchen') as unknown as {
  priceLists: { cod: string }[];
  services: { prices: { priceList: string }[] }[];
};
const documentReply = {
  catalog: 'KITCHEN',
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
  document: {
    ...raw,
    priceLists: raw.priceLists.filter((l) => l.cod === 'RETAIL-EUR'),
    services: raw.services.map((s) => ({
      ...s,
      prices: s.prices.filter((p) => p.priceList === 'RETAIL-EUR'),
    })),
  },
};

const requests: ReportRequest[] = [];
const downloads: [string, string][] = [];
let refuse: ApiError | null = null;
const fakeApi = {
  catalog: { document: () => Promise.resolve(documentReply) },
  reports: {
    create: (request: ReportRequest) => {
      requests.push(request);
      if (refuse) return Promise.reject(refuse);
      return Promise.resolve({ url: '/api/v1/reports/abc/order_merge.pdf', fileName: request.fileName! });
    },
    savePdf: (url: string, fileName: string) => {
      downloads.push([url, fileName]);
      return Promise.resolve(true);
    },
  },
} as unknown as Api;

beforeAll(() => {
  void i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', initAsync: false });
});

beforeEach(async () => {
  configureActions({ api: fakeApi, navigate: () => {} });
  store.set(projectAtom, null);
  store.set(catalogDocumentsAtom, {});
  store.set(articleEditAtom, null);
  clearHistory();
  requests.length = 0;
  downloads.length = 0;
  refuse = null;
  await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
});

describe('generateOffer', () => {
  it('tells 0.1, 0.2, 0.4, 0.6 in order and prints the repriced project itself for a guest', async () => {
    const steps: number[] = [];
    const loaderSeen: (number | undefined)[] = [];
    const unsubscribe = store.sub(loaderAtom, () => loaderSeen.push(store.get(loaderAtom)?.percentage));
    const file = await dispatch('generateOffer', { onProgress: (p) => steps.push(p) });
    unsubscribe();
    expect(steps).toEqual([0.1, 0.2, 0.4, 0.6]);
    expect(loaderSeen.filter((p) => p !== undefined)).toEqual([0, 0.1, 0.2, 0.4, 0.6]);
    expect(store.get(loaderAtom)).toBeNull();
    expect(file).toEqual({ url: '/api/v1/reports/abc/order_merge.pdf', fileName: 'order_merge.pdf' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.json1).toBe(store.get(projectAtom));
    expect(requests[0]!.reportName).toBeUndefined();
    // A host downloads the file itself: nothing is downloaded when it calls with onProgress.
    expect(downloads).toEqual([]);
  });

  it('downloads under the caller name when asked, and a customer document by its report name', async () => {
    await dispatch('generateOffer', { download: true, fileName: 'Offerta Rossi.pdf' });
    expect(downloads).toEqual([['/api/v1/reports/abc/order_merge.pdf', 'Offerta Rossi.pdf']]);
    const labels = await dispatch('createReport', { reportName: 'EtichettaCollo' });
    expect(requests.at(-1)).toMatchObject({ reportName: 'EtichettaCollo', fileName: 'EtichettaCollo.pdf' });
    expect(labels.fileName).toBe('EtichettaCollo.pdf');
  });

  it("a busy server's 503 becomes OfferBusyError with its Retry-After; maintenance stays itself", async () => {
    refuse = new ApiError('Offer PDF: the server is busy', 503, {
      code: 'SERVER_BUSY',
      retryAfterSeconds: 5,
    });
    const { OfferBusyError } = await import('./offerFlows/generateOffer');
    const busy = await dispatch('generateOffer', {}).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(OfferBusyError);
    expect(busy).toMatchObject({
      retryAfterSeconds: 5,
      message: 'The server is busy printing other documents. Please try again in 5 seconds.',
    });
    expect(store.get(loaderAtom)).toBeNull();
    refuse = new ApiError('Maintenance', 503, { code: 'MAINTENANCE' });
    await expect(dispatch('generateOffer', {})).rejects.toBeInstanceOf(ApiError);
  });
});
