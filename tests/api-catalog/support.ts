// Shared set-up of the catalogue API suites: a test API over a fresh store with the sample
// catalogues imported, tokens for each kind of caller, and fastify inject calls.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadCatalog, type CatalogDocument } from '../../core/catalog';
import { defaultPaths } from '../../server/paths';
import { startTestApi, type TestApi } from '../support/api';
import type { StorageTarget } from '../support/storage';
import { importCatalogs, type CatalogImportReport } from '../../server/catalog/import';

export const SAMPLE_CATALOGS_DIR = resolve(defaultPaths().resourcesDir, 'catalogs');

export interface CatalogTestApi {
  api: TestApi;
  report: CatalogImportReport;
  /** Tokens: a guest, a seller of an EUR shop (MILANO), of a CHF shop (ZURICH), a customer. */
  tokens: { guest: string; eur: string; chf: string; customer: string };
  inject<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string | null; body?: unknown },
  ): Promise<{ status: number; body: T }>;
}

export async function startCatalogApi(target: StorageTarget): Promise<CatalogTestApi> {
  const api = await startTestApi(target);
  const report = await importCatalogs(api.storage.db, SAMPLE_CATALOGS_DIR);
  const guest = ((await api.call('POST', '/api/v1/auth/guest')).body as { sessionId: string }).sessionId;
  const tokens = {
    guest,
    eur: await api.login('seller5'),
    chf: await api.login('seller2'),
    customer: await api.login('customer'),
  };
  const inject: CatalogTestApi['inject'] = async (method, url, options = {}) => {
    const token = options.token === undefined ? tokens.eur : options.token;
    const reply = await api.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const isJson = reply.headers['content-type']?.toString().includes('json');
    return { status: reply.statusCode, body: isJson ? reply.json() : (reply.body as never) };
  };
  return { api, report, tokens, inject };
}

/** A sample catalogue read straight from resources/catalogs, to compare the API with core. */
export async function sampleCatalog(name: string): Promise<CatalogDocument> {
  return loadCatalog(JSON.parse(await readFile(resolve(SAMPLE_CATALOGS_DIR, `${name}.json`), 'utf8')));
}
