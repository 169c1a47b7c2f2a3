// The whole back end (buildApp) over a test store with its OWN data directory, so a suite can look
// at the files it writes (reports) and set the report-server address.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { importCatalogsAtStart } from '../../server/catalog/start';
import { defaultPaths } from '../../server/paths';
import { openStorage, type Storage, type StorageOptions } from '../../server/storage';
import { seedFirstStart } from '../../server/accounts/seed';
import { seedUser, type ApiReply } from '../support/api';
import { tempDir } from '../support/storage';

export interface ExtrasApi {
  app: FastifyInstance;
  /** Where the app listens, e.g. http://127.0.0.1:41234. */
  url: string;
  storage: Storage;
  dataDir: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string },
  ): Promise<ApiReply<T>>;
  /** The raw reply (zip and PDF bodies). */
  raw(path: string, token?: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }>;
  login(user: 'admin' | 'seller5' | 'seller2' | 'customer'): Promise<string>;
  guest(): Promise<string>;
  close(): Promise<void>;
}

export async function startExtrasApi(
  target: StorageOptions,
  options: { reportServer?: string; catalogs?: boolean } = {},
): Promise<ExtrasApi> {
  const storage = await openStorage(target);
  await seedFirstStart(storage.db);
  const paths = { ...defaultPaths(), dataDir: await tempDir('arredo-extras-data-') };
  if (options.catalogs) await importCatalogsAtStart(storage.db, paths.resourcesDir, () => {});
  const app = await buildApp({
    paths,
    storage,
    reportServer: options.reportServer,
    loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
    guestRateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const headersOf = (token?: string, json = false) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  const call: ExtrasApi['call'] = async (method, path, callOptions = {}) => {
    const hasBody = callOptions.body !== undefined;
    const response = await fetch(`${url}${path}`, {
      method,
      headers: headersOf(callOptions.token, hasBody),
      body: hasBody ? JSON.stringify(callOptions.body) : undefined,
    });
    const text = await response.text();
    const body = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body, headers: response.headers };
  };

  return {
    app,
    url,
    storage,
    dataDir: paths.dataDir,
    call,
    raw: async (path, token) => {
      const response = await fetch(`${url}${path}`, { headers: headersOf(token) });
      return {
        status: response.status,
        bytes: new Uint8Array(await response.arrayBuffer()),
        headers: response.headers,
      };
    },
    login: async (name) => {
      const seed = seedUser(name);
      const reply = await call<{ sessionId: string }>('POST', '/api/v1/auth/login', {
        body: { id: seed.id, user: seed.user, password: seed.password },
      });
      if (reply.status !== 200) throw new Error(`Login of ${name} failed: ${JSON.stringify(reply.body)}`);
      return reply.body.sessionId;
    },
    guest: async () => {
      const reply = await call<{ sessionId: string }>('POST', '/api/v1/auth/guest', { body: {} });
      if (reply.status !== 200) throw new Error(`Guest login failed: ${JSON.stringify(reply.body)}`);
      return reply.body.sessionId;
    },
    close: async () => {
      await app.close();
      await storage.close();
    },
  };
}
