import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { configFileOf, type ServerPaths } from './paths';
import type { Storage } from './storage';
import { registerApi, type ApiOptions } from './api';
import { allowedHostsFromEnv, installSecurity, type TrustProxy } from './security';
import { registerEmbedDemo } from './embedDemo';
import { installLimits, type LimitsOptions } from './limits/install';
import { defaultOffloadOptions } from './offload/pool';
import { registeredAuthorities } from './accounts/identity-sign-in';
import { installCompression, registerRendererAssets } from './static-assets';
import { createLogger, installRequestLog, type LogOptions } from './logging';
import { installTracingFromEnv } from './monitoring/tracing';

export interface AppOptions {
  paths: ServerPaths;
  /** Open, migrated storage; the caller closes it. */
  storage: Storage;
  /** Login attempts allowed per address and user name (tests lower or raise it). */
  loginRateLimit?: ApiOptions['loginRateLimit'];
  /** Guest sessions per address (tests lower or raise it). */
  guestRateLimit?: ApiOptions['guestRateLimit'];
  /** The print/report server's address (spec 7: designer page); absent: none configured. */
  reportServer?: string;
  /** Guest login allowed; default: unless the environment says ARREDO_GUESTS=off. */
  guestsAllowed?: boolean;
  /** How long a session lookup is reused (server/api/session-cache.ts); 0: never. */
  sessionCacheMs?: number;
  /** Mailed account flows: mailer, public URL for links, rate limits (default: from the environment). */
  mail?: ApiOptions['mail'];
  /** Worker pool, quotas and body limits (server/limits); tests lower them. */
  limits?: LimitsOptions;
  /** Fastify's own logger on stdout (no request log); tests keep it quiet. Ignored when `log` is given. */
  logger?: boolean;
  /** Hosts the CSRF check takes for the app's own; default ARREDO_ALLOWED_HOSTS / ARREDO_PUBLIC_URL. */
  allowedHosts?: readonly string[] | null;
  /** The request and error logs (server/logging.ts): rotated files, stdout, a stream. */
  log?: LogOptions;
  /** Proxies whose X-Forwarded-* headers are believed (server/security/trust-proxy.ts); default none. */
  trustProxy?: TrustProxy;
  /**
   * A server for people (npm start, the desktop): one worker thread is kept and the offer path is
   * warmed at start, so the first offer is as fast as the next ones. Tests leave it off.
   */
  warm?: boolean;
  /** The render farm's jobs (server/renderfarm); absent: its calls answer 503. */
  renderFarm?: ApiOptions['renderFarm'];
  /** The job queue (server/jobs): mails go through it on PostgreSQL. */
  jobs?: ApiOptions['jobs'];
}

/** Builds the HTTP app: the API, the configuration file and the built renderer (single-page fallback). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { paths } = options;
  const logger = options.log ? await createLogger(options.log) : null;
  const app = Fastify({
    ...(logger
      ? // Fastify's own per-request lines are off: installRequestLog writes one line a request.
        {
          loggerInstance: logger as FastifyBaseLogger,
          logController: new LogController({ disableRequestLogging: true }),
        }
      : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
  });
  if (logger) installRequestLog(app);
  // Traces to the OpenTelemetry collector when the environment names one (spec 7, issue 23).
  installTracingFromEnv(app);
  await installCompression(app);
  const { storage } = options;
  installLimits(
    app,
    options.warm
      ? {
          ...options.limits,
          offload: { ...(options.limits?.offload ?? defaultOffloadOptions()), minThreads: 1 },
        }
      : (options.limits ?? {}),
    storage.db,
  );

  // CSRF guard and security headers for everything below (server/security); the CSP lets the app
  // talk to the identity providers registered in storage.
  const configFile = configFileOf(paths);
  installSecurity(app, {
    configFile,
    registeredAuthorities: () => registeredAuthorities(storage.db),
    allowedHosts: options.allowedHosts === undefined ? allowedHostsFromEnv() : options.allowedHosts,
  });

  // 503 when storage stops answering, so a load balancer or the desktop host can tell.
  app.get('/api/health', async (_request, reply) => {
    const ok = await storage.ping();
    return reply
      .code(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'error', storage: { kind: storage.kind, ok } });
  });

  // Readiness, for a load balancer: 503 once the process is shutting down (SIGTERM: it finishes
  // what it is answering and takes nothing new) or while storage does not answer.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get('/api/ready', async (_request, reply) => {
    const ok = !draining && (await storage.ping());
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ready' : draining ? 'draining' : 'error', pid: process.pid });
  });

  await registerApi(app, {
    storage,
    dataDir: paths.dataDir,
    resourcesDir: paths.resourcesDir,
    configFile,
    reportServer: options.reportServer,
    loginRateLimit: options.loginRateLimit,
    guestRateLimit: options.guestRateLimit,
    guestsAllowed: options.guestsAllowed,
    sessionCacheMs: options.sessionCacheMs,
    mail: options.mail,
    warmReports: options.warm ?? false,
    renderFarm: options.renderFarm,
    jobs: options.jobs,
  });

  // The configuration file is always read fresh from disk: deployments edit it in place. It may live
  // outside resources/ (ARREDO_CONFIG_FILE), so it is one route, not a folder served.
  app.get('/config/config.json', async (_request, reply) => {
    let text: string;
    try {
      text = await readFile(configFile, 'utf8');
    } catch {
      return reply.code(404).send({ error: 'Not Found', message: 'No configuration file' });
    }
    return reply.type('application/json; charset=utf-8').send(text);
  });

  await registerRendererAssets(app, paths.rendererDir);
  registerEmbedDemo(app, paths);

  // Client-side routes (/home, /itemsearch/newprj ...) all load index.html; unknown API paths stay 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      request.method !== 'GET' ||
      path.startsWith('/api/') ||
      path.startsWith('/config/') ||
      /\.[a-z0-9]+$/i.test(path)
    ) {
      return reply.code(404).send({ error: 'Not Found', message: `No route ${request.method} ${path}` });
    }
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
