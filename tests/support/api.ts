// A real listening back end over a test store, plus a small fetch client for /api/v1.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { LimitsOptions } from '../../server/limits/install';
import type { TrustProxy } from '../../server/security/trust-proxy';
import { importCatalogsAtStart } from '../../server/catalog/start';
import { defaultPaths } from '../../server/paths';
import { openStorage, type Storage, type StorageOptions } from '../../server/storage';
import { SEED_USERS, seedFirstStart, type SeedUser } from '../../server/accounts/seed';
import { openJobQueue } from '../../server/jobs/queue';
import { DatabaseRenderImages } from '../../server/renderfarm/images';
import { defineRenderQueue, RenderFarm } from '../../server/renderfarm/jobs';

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  app: FastifyInstance;
  storage: Storage;
  url: string;
  /** Calls the API over HTTP; `token` goes in `Authorization: Bearer`, `cookie` as a Cookie header. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string;
      cookie?: string;
      rawBody?: string;
      contentType?: string;
      /** Extra request headers (Origin, X-Forwarded-For ...). */
      headers?: Record<string, string>;
    },
  ): Promise<ApiReply<T>>;
  /** The raw reply (zip, PDF and image bodies). */
  raw(path: string, token?: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }>;
  /** Logs a seed user in and returns the session token. */
  login(user: 'admin' | 'seller5' | 'seller2' | 'customer'): Promise<string>;
  /** Starts a guest session and returns its token. */
  guest(): Promise<string>;
  /** The server's data directory (reports, uploads). */
  dataDir: string;
  /** The render farm, when asked for (startTestApi's renderFarm option). */
  renderFarm?: RenderFarm;
  close(): Promise<void>;
}

export function seedUser(name: string): SeedUser {
  const seed = SEED_USERS.find((user) => user.user === name);
  if (!seed) throw new Error(`No seed user ${name}`);
  return seed;
}

export async function startTestApi(
  target: StorageOptions,
  options: {
    loginRateLimit?: { max: number; timeWindowMs: number };
    guestRateLimit?: { max: number; timeWindowMs: number };
    guestsAllowed?: boolean;
    sessionCacheMs?: number;
    /** The server's data directory; default: the project's. */
    dataDir?: string;
    /** The server's resources (config/config.json, catalogues); default: the project's. */
    resourcesDir?: string;
    /** The configuration file (ARREDO_CONFIG_FILE); default `<resourcesDir>/config/config.json`. */
    configFile?: string;
    /** The print/report server's address (ARREDO_REPORT_SERVER). */
    reportServer?: string;
    /** Import resources/catalogs into storage first, as the first start of `npm start` does. */
    catalogs?: boolean;
    /** Mailed account flows: mailer, public URL, rate limits (default: outbox under dataDir). */
    mail?: AppOptions['mail'];
    /** Proxies whose X-Forwarded-* headers are believed (ARREDO_TRUST_PROXY). */
    trustProxy?: TrustProxy;
    /** Worker pool, quotas and body limits (server/limits). */
    limits?: LimitsOptions;
    /** Request and error logs (server/logging.ts). */
    log?: AppOptions['log'];
    /** Hosts the CSRF check accepts as the app's own (ARREDO_ALLOWED_HOSTS). */
    allowedHosts?: AppOptions['allowedHosts'];
    /** A render farm over this store's job queue (server/renderfarm), with no worker of its own. */
    renderFarm?: boolean;
    /** The job queue for the app's own jobs (queued offer PDFs; mails on PostgreSQL), with workers. */
    jobs?: boolean;
  } = {},
): Promise<TestApi> {
  const storage = await openStorage(target);
  await seedFirstStart(storage.db);
  const paths = {
    ...defaultPaths(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.resourcesDir ? { resourcesDir: options.resourcesDir } : {}),
    ...(options.configFile ? { configFile: options.configFile } : {}),
  };
  if (options.catalogs) await importCatalogsAtStart(storage.db, paths.resourcesDir, () => {});
  const queue =
    options.renderFarm || options.jobs
      ? await openJobQueue(storage, 'databaseUrl' in target ? { databaseUrl: target.databaseUrl } : {})
      : null;
  if (queue) await defineRenderQueue(queue);
  const renderFarm = queue
    ? new RenderFarm(storage.db, queue, new DatabaseRenderImages(storage.db))
    : undefined;
  const app = await buildApp({
    renderFarm,
    ...(options.jobs && queue ? { jobs: queue } : {}),
    paths,
    storage,
    reportServer: options.reportServer,
    loginRateLimit: options.loginRateLimit ?? { max: 1000, timeWindowMs: 60_000 },
    guestRateLimit: options.guestRateLimit ?? { max: 1000, timeWindowMs: 60_000 },
    guestsAllowed: options.guestsAllowed,
    sessionCacheMs: options.sessionCacheMs,
    mail: options.mail,
    trustProxy: options.trustProxy,
    limits: options.limits,
    log: options.log,
    allowedHosts: options.allowedHosts,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestApi['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    app,
    storage,
    url,
    call,
    dataDir: paths.dataDir,
    raw: async (path, token) => {
      const response = await fetch(`${url}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
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
    renderFarm,
    close: async () => {
      await app.close();
      await queue?.stop();
      await storage.close();
    },
  };
}
