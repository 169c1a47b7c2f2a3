// The project calls of /api/v1 (spec 7): projects, versions, status, photos, notifications,
// translations, share links, and the customers of server/customers. Registered by server/api/index.ts inside
// the /api/v1 prefix. Every call checks the caller's rights here, on the server.
import type { FastifyPluginAsync } from 'fastify';
import { CatalogStore } from '../catalog/store';
import { customerRoutes } from '../customers';
import { photoUploadLimitsOf, storageQuotasOf } from '../limits/install';
import { GuestQuota } from '../limits/quotas';
import { configFileOf, defaultPaths } from '../paths';
import type { Database } from '../storage';
import { notificationRoutes } from './notification-routes';
import { ClosetRowEvaluator } from './closet-rows';
import { PhotoStore } from './photo-store';
import { photoRoutes } from './photo-routes';
import { projectCrudRoutes } from './project-routes';
import { RoStatusSource } from './ro-status';
import { ProjectService } from './service';
import { shareRoutes } from './share-routes';
import { projectStatusRoutes } from './status-routes';

export interface ProjectRoutesOptions {
  db: Database;
  /** roStatus comes from the configuration file (server/paths.ts configFileOf); default the server's. */
  configFile?: string;
  /** Share-link reads (no session), per client address; default as guest logins (server/api). */
  shareReadRateLimit?: { max: number; timeWindowMs: number };
}

/** As DEFAULT_GUEST_RATE_LIMIT in server/api: the share page is reached by anyone with the link. */
const DEFAULT_SHARE_READ_RATE_LIMIT = { max: 300, timeWindowMs: 60_000 };

export const projectRoutes: FastifyPluginAsync<ProjectRoutesOptions> = async (app, options) => {
  const roStatus = new RoStatusSource(options.configFile ?? configFileOf(defaultPaths()), (m) =>
    app.log.warn(m),
  );
  const service = new ProjectService(options.db, roStatus, new ClosetRowEvaluator(options.db));
  const photos = new PhotoStore(options.db);
  const quota = new GuestQuota(options.db, storageQuotasOf(app));
  await app.register(projectCrudRoutes, { service, photos, quota });
  await app.register(projectStatusRoutes, { service, quota });
  await app.register(photoRoutes, { service, photos, quota, limits: photoUploadLimitsOf(app) });
  await app.register(notificationRoutes, { db: options.db });
  await app.register(customerRoutes, { db: options.db });
  await app.register(shareRoutes, {
    service,
    catalogs: new CatalogStore(options.db),
    readRateLimit: options.shareReadRateLimit ?? DEFAULT_SHARE_READ_RATE_LIMIT,
  });
};
