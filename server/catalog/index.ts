// The catalogue and price calls of /api/v1 (spec 7). Every call needs a session; guests may read
// catalogues and prices. Registered by server/api/index.ts inside the /api/v1 prefix.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../storage';
import { requireSession } from '../api/auth';
import { catalogReadRoutes } from './catalog-routes';
import { priceRoutes } from './price-routes';
import { promotionsFile } from './promotions';
import { CatalogStore } from './store';

export { importCatalogs, importCatalogsOnFirstStart, describeImport } from './import';
export { CatalogStore } from './store';

export interface CatalogRoutesOptions {
  db: Database;
  /** Promotions are read from `<resourcesDir>/promotions.json`; default the server's resources. */
  resourcesDir?: string;
}

export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, { db, resourcesDir }) => {
  const store = new CatalogStore(db);
  // Before validation: a caller without a session hears 401 whatever it sent.
  app.addHook('preValidation', async (request) => void requireSession(request));
  await app.register(catalogReadRoutes, { db, store });
  await app.register(priceRoutes, { db, store, promotionsPath: promotionsFile(resourcesDir) });
};
