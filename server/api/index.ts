// The versioned API: /api/v1/* with zod-validated input and output, OpenAPI at /api/docs.
import { sharedRateLimitStore } from '../limits/shared-store';
import { pictureRoutes } from '../files/picture-routes';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Storage } from '../storage';
import { configFileOf } from '../paths';
import { installAuth } from './auth';
import { installGdprGate } from './gdpr-gate';
import { ConfigValueSource } from '../projects/ro-status';
import { SessionCache, SESSION_CACHE_MS } from './session-cache';
import { authRoutes, guestsAllowedByEnv, type AuthRoutesOptions } from './auth-routes';
import { identityRoutes } from './identity-routes';
import { loginRateLimitFromEnv } from './login-rate-limit';
import { accountRoutes, type AccountRoutesOptions } from './account-routes';
import { mailerFromEnv } from '../mail/mailer';
import { localMailJobs, queuedMailJobs } from '../accounts/mail-jobs';
import type { JobQueue } from '../jobs/queue';
import { installErrorHandler } from './errors';
import { maintenanceRoutes } from './maintenance-routes';
import { profileRoutes } from './profile-routes';
import { projectRoutes } from '../projects';
import { catalogRoutes } from '../catalog';
import { reportRoutes } from '../reports';
import { viewRoutes } from '../views';
import { exportRoutes } from '../exports';
import { printingRoutes } from '../printing';
import { wallRoutes } from '../walls';
import { renderFarmRoutes } from '../renderfarm/routes';
import { promotionRoutes } from '../promotions/routes';
import type { RenderFarm } from '../renderfarm/jobs';
import { COMPUTING_ROUTES, installMaintenanceGate, MaintenanceStatus } from '../maintenance/gate';
import { docsCsp } from '../security';

export const API_PREFIX = '/api/v1';

export interface ApiOptions {
  storage: Storage;
  /** Where reports (and other generated files) are stored: the server's data directory. */
  dataDir: string;
  /** resources/: fonts, catalogues, config and the wall catalogue. */
  resourcesDir: string;
  /** The configuration file; default `<resourcesDir>/config/config.json` (server/paths.ts configFileOf). */
  configFile?: string;
  /** The print/report server's address (ARREDO_REPORT_SERVER); absent: none configured. */
  reportServer?: string;
  loginRateLimit?: AuthRoutesOptions['loginRateLimit'];
  guestRateLimit?: AuthRoutesOptions['guestRateLimit'];
  /** Guest login allowed; default: unless the environment says ARREDO_GUESTS=off. */
  guestsAllowed?: boolean;
  /** How long a session lookup is reused (session-cache.ts); 0: never. */
  sessionCacheMs?: number;
  /** The mailed account flows: mailer (default from the environment), public URL and rate limits. */
  mail?: Partial<Pick<AccountRoutesOptions, 'mailer' | 'publicUrl' | 'requestRateLimit' | 'codeRateLimit'>>;
  /** Warm the offer PDF path at start (the server does; tests need not). */
  warmReports?: boolean;
  /** The render farm's jobs (server/renderfarm); absent: its calls answer 503. */
  renderFarm?: RenderFarm;
  /** The job queue (pg-boss); on PostgreSQL mails go through it, else they run in this process. */
  jobs?: JobQueue;
}

/** Generous (every page load of a guest deployment opens one) but bounded: 300 per minute per address. */
export const DEFAULT_GUEST_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 };

/** Spec-free choice: 10 account mails requested, 30 codes tried, per client address and 15 minutes. */
export const DEFAULT_MAIL_REQUEST_RATE_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 };
export const DEFAULT_CODE_RATE_LIMIT = { max: 30, timeWindowMs: 15 * 60_000 };

export async function registerApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const db = options.storage.db;
  const configFile = configFileOf(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifyCookie);
  // Counted in the database: a limit holds across every server process and a restart (issue 25).
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(db) });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Arredo API', version: '1.0.0', description: 'Back end of the Arredo configurator' },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'arredo_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ sessionCookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Swagger UI's assets are served from the package itself: nothing is fetched from a CDN.
  // Its policy is cleaned of outside sources (server/security/headers.ts); no validator badge either.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsCsp,
    uiConfig: { validatorUrl: null },
  });

  await app.register(
    async (api) => {
      const guestsAllowed = options.guestsAllowed ?? guestsAllowedByEnv();
      // On PostgreSQL other processes may serve the same sessions and change maintenance: every
      // request reads them through the database, so a logout or a maintenance start elsewhere holds
      // at once (issue 25). PGlite is one process's: its short caches stay.
      const shared = options.storage.kind === 'postgres';
      const sessions = new SessionCache(options.sessionCacheMs ?? (shared ? 0 : SESSION_CACHE_MS));
      installAuth(api, db, { sessions, guestsAllowed });
      const maintenance = new MaintenanceStatus(db, shared ? 0 : undefined);
      installMaintenanceGate(
        api,
        maintenance,
        [`${API_PREFIX}/auth/`, `${API_PREFIX}/maintenance`],
        COMPUTING_ROUTES.map((route) => `${API_PREFIX}${route}`),
      );
      const customer = new ConfigValueSource(configFile, 'customer', (file) => file.config.customer);
      installGdprGate(api, customer, [
        `${API_PREFIX}/auth/`,
        `${API_PREFIX}/profile/`,
        `${API_PREFIX}/maintenance`,
        `${API_PREFIX}/translations`,
      ]);
      const loginRateLimit = options.loginRateLimit ?? loginRateLimitFromEnv();
      await api.register(authRoutes, {
        db,
        loginRateLimit,
        guestRateLimit: options.guestRateLimit ?? DEFAULT_GUEST_RATE_LIMIT,
        guestsAllowed,
        sessions,
      });
      await api.register(identityRoutes, {
        db,
        loginRateLimit,
        sessions,
      });
      const mailer = options.mail?.mailer ?? mailerFromEnv(process.env, options.dataDir, console);
      // Each mail once across every process, and not lost with the process that took the request.
      const mailJobs =
        options.jobs?.kind === 'postgres'
          ? await queuedMailJobs(options.jobs, db, mailer, api.log)
          : localMailJobs(db, mailer, api.log);
      await api.register(accountRoutes, {
        db,
        sessions,
        mailer,
        mailJobs,
        publicUrl: options.mail?.publicUrl ?? (process.env.ARREDO_PUBLIC_URL?.trim() || undefined),
        requestRateLimit: options.mail?.requestRateLimit ?? DEFAULT_MAIL_REQUEST_RATE_LIMIT,
        codeRateLimit: options.mail?.codeRateLimit ?? DEFAULT_CODE_RATE_LIMIT,
      });
      await api.register(profileRoutes, { db, sessions, mailJobs });
      await api.register(projectRoutes, {
        db,
        configFile,
        // The share page is guest-reachable: its reads are limited as guest logins are.
        shareReadRateLimit: options.guestRateLimit ?? DEFAULT_GUEST_RATE_LIMIT,
      });
      await api.register(maintenanceRoutes, { db, onChange: () => maintenance.forget() });
      await api.register(catalogRoutes, { db, resourcesDir: options.resourcesDir });
      await api.register(viewRoutes, { db, configFile });
      await api.register(exportRoutes, { db });
      await api.register(printingRoutes, { reportServer: options.reportServer });
      await api.register(wallRoutes, { resourcesDir: options.resourcesDir });
      await api.register(pictureRoutes, { db });
      await api.register(renderFarmRoutes, { db, farm: options.renderFarm ?? null, prefix: '/renderfarm' });
      await api.register(promotionRoutes, { db });
      await api.register(reportRoutes, {
        db,
        resourcesDir: options.resourcesDir,
        warm: options.warmReports ?? false,
        ...(options.jobs ? { jobs: options.jobs } : {}),
      });
    },
    { prefix: API_PREFIX },
  );
}
