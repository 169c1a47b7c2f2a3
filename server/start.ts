import { buildApp } from './app';
import { logOptionsFromEnv } from './logging';
import { guestRetentionFromEnv } from './guests/purge';
import { startPeriodic } from './jobs/periodic';
import { PhotoStore } from './projects/photo-store';
import { moveDataFolderIn } from './files/data-folder';
import { warmOffers } from './reports/warm';
import { defaultPaths, type ServerPaths } from './paths';
import { openStorage, type Storage } from './storage';
import { seedFirstStart } from './accounts/seed';
import { purgeExpiredSessions } from './accounts/sessions';
import { importCatalogsAtStart } from './catalog/start';
import { trustProxyFromEnv, type TrustProxy } from './security';
import { openJobQueue } from './jobs/queue';
import { lazyJobQueue } from './jobs/lazy-queue';
import { DatabaseRenderImages } from './renderfarm/images';
import { defineRenderQueue, RenderFarm } from './renderfarm/jobs';
import { renderSlotsFromEnv, startRenderWorker } from './renderfarm/worker';

export interface StartOptions {
  port: number;
  host?: string;
  paths?: ServerPaths;
  /** The logs to stdout too (they always go to <data folder>/logs); default ARREDO_LOG_STDOUT. */
  logger?: boolean;
  /** Embedded PGlite storage lives in `<dataDir>/pglite`; defaults to `paths.dataDir`. */
  dataDir?: string;
  /** PostgreSQL connection URL; when set, used instead of the embedded storage. */
  databaseUrl?: string;
  /** The print/report server's address; default the ARREDO_REPORT_SERVER environment variable. */
  reportServer?: string;
  /** Proxies to trust (server/security/trust-proxy.ts); default the ARREDO_TRUST_PROXY variable. */
  trustProxy?: TrustProxy;
  /** How long guests' projects stay after their session ended; default ARREDO_GUEST_RETENTION_DAYS or 7 days. */
  guestRetentionMs?: number;
  /**
   * Migrate, seed and import at start (default). A cluster worker (server/cluster.ts) leaves it to
   * the primary, which prepared the database once before starting the workers.
   */
  prepare?: boolean;
  /** Renders this process runs at once (server/renderfarm); default ARREDO_RENDER_SLOTS or 1, 0 for none. */
  renderSlots?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** What startServer returns: a RunningServer that also says which storage it opened. */
export interface StartedServer extends RunningServer {
  storageKind: 'pglite' | 'postgres';
}

/**
 * Starts the whole back end: used by `npm start` (server/index.ts) and in-process by the desktop host.
 * Opens storage, runs its migrations and seeds a fresh store (accounts/seed.ts) before listening.
 * Port 0 picks a free port; the returned url has the real one. close() stops listening, then closes
 * storage.
 */
/**
 * What a start does to the database before serving, once per deployment start: reports and photos
 * an older version kept in the data folder move in, the first accounts are seeded, expired sessions
 * dropped and the bundled catalogues imported. (Migrations ran when storage was opened.)
 */
export async function prepareStorage(storage: Storage, paths: ServerPaths): Promise<void> {
  const moved = await moveDataFolderIn(storage.db, paths.dataDir);
  if (moved.reports + moved.photos > 0)
    console.log(
      `Moved ${moved.reports} reports and ${moved.photos} photos from ${paths.dataDir} into the database`,
    );
  await seedFirstStart(storage.db);
  await purgeExpiredSessions(storage.db);
  await importCatalogsAtStart(storage.db, paths.resourcesDir);
}

export async function startServer(options: StartOptions): Promise<StartedServer> {
  // One data folder for the embedded database, uploads and reports.
  const defaults = options.paths ?? defaultPaths();
  const paths = { ...defaults, dataDir: options.dataDir ?? defaults.dataDir };
  const prepare = options.prepare ?? true;
  const storage = await openStorage(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, migrate: prepare }
      : { dataDir: paths.dataDir, migrate: prepare },
  );
  try {
    if (prepare) await prepareStorage(storage, paths);
    // The job queue (pg-boss) and the render farm over it; this process renders too unless told 0.
    // On PGlite pg-boss opens at the first job (a render asked for), not at every start.
    const queue =
      storage.kind === 'postgres'
        ? await openJobQueue(storage, { databaseUrl: options.databaseUrl })
        : lazyJobQueue('pglite', () => openJobQueue(storage, {}));
    await defineRenderQueue(queue);
    const renderFarm = new RenderFarm(storage.db, queue, new DatabaseRenderImages(storage.db));
    const app = await buildApp({
      renderFarm,
      jobs: queue,
      paths,
      storage,
      log: { ...logOptionsFromEnv(paths.dataDir), ...(options.logger ? { stdout: true } : {}) },
      reportServer: options.reportServer ?? (process.env.ARREDO_REPORT_SERVER || undefined),
      trustProxy: options.trustProxy ?? trustProxyFromEnv(),
      warm: true,
    });
    // The purges (sessions, guests, counters): once per hour across every process (jobs/periodic.ts).
    await startPeriodic(app, {
      db: storage.db,
      photos: new PhotoStore(storage.db),
      guestRetentionMs: options.guestRetentionMs ?? guestRetentionFromEnv(),
      queue: storage.kind === 'postgres' ? queue : null,
    });
    const warming = new AbortController();
    const renderWorker = await startRenderWorker(renderFarm, queue, {
      slots: options.renderSlots ?? renderSlotsFromEnv(),
      log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    });
    app.addHook('onClose', async () => {
      warming.abort();
      await renderWorker.stop();
      await queue.stop();
      await storage.close();
    });
    // Loopback unless told otherwise: an in-process caller (the desktop host) is never on the network
    // by accident; `npm start` passes HOST, default all interfaces (server/index.ts).
    await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    // In the background: the server answers at once; the first offer then finds everything loaded.
    void warmOffers(app, undefined, warming.signal).then((ms) => {
      if (ms !== null) app.log.info(`Offer PDFs warmed in ${Math.round(ms)} ms`);
    });
    return { url: `http://localhost:${port}`, port, storageKind: storage.kind, close: () => app.close() };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
