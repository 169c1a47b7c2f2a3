// The catalogue and price calls of /api/v1 (spec 7). Every call needs a session; guests may read
// catalogues and prices. Registered by server/api/index.ts inside the /api/v1 prefix.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../storage';
import { requireSession } from '../api/auth';
import { catalogReadRoutes } from './catalog-routes';
import { priceRoutes } from './price-routes';
import { CatalogStore } from './store';

export { importCatalogs, importCatalogsOnFirstStart, describeImport } from './import';
export { CatalogStore } from './store';

export const catalogRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const store = new CatalogStore(db);
  // Before validation: a caller without a session hears 401 whatever it sent.
  app.addHook('preValidation', async (request) => void requireSession(request));
  await app.register(catalogReadRoutes, { db, store });
  await app.register(priceRoutes, { db, store });
};
