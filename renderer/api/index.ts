// The typed client of the whole back end (/api/v1), grouped by area. `api` is the browser's
// instance; `createApi(createTransport({ ... }))` makes one over another base, fetch or XHR.
import { createAccountApi, type AccountApi } from './account';
import { createAuthApi, type AuthApi } from './auth';
import { createCatalogApi, type CatalogApi } from './catalog';
import { createCustomersApi, type CustomersApi } from './customers';
import { createIdentityApi, type IdentityApi } from './identity';
import { defaultTransport, type Transport } from './transport';
import { createMaintenanceApi, type MaintenanceApi } from './maintenance';
import {
  createNotificationsApi,
  createTranslationsApi,
  type NotificationsApi,
  type TranslationsApi,
} from './notifications';
import { createPhotosApi, type PhotosApi } from './photos';
import { createProjectsApi, type ProjectsApi } from './projects';
import { createPromotionsApi, type PromotionsApi } from './promotions';
import { createReportsApi, type ReportsApi } from './reports';
import { createSharesApi, type SharesApi } from './shares';

export interface Api {
  auth: AuthApi;
  identity: IdentityApi;
  maintenance: MaintenanceApi;
  catalog: CatalogApi;
  projects: ProjectsApi;
  customers: CustomersApi;
  notifications: NotificationsApi;
  translations: TranslationsApi;
  photos: PhotosApi;
  reports: ReportsApi;
  shares: SharesApi;
  /** The shop's price campaigns (an administrator edits them). */
  promotions: PromotionsApi;
  /** Password resets and a guest's registration (mailed codes). */
  account: AccountApi;
}

export function createApi(transport: Transport = defaultTransport): Api {
  return {
    auth: createAuthApi(transport),
    identity: createIdentityApi(transport),
    maintenance: createMaintenanceApi(transport),
    catalog: createCatalogApi((method, path, body) =>
      transport.json(method, path, body === undefined ? {} : { body }),
    ),
    projects: createProjectsApi(transport),
    customers: createCustomersApi(transport),
    notifications: createNotificationsApi(transport),
    translations: createTranslationsApi(transport),
    photos: createPhotosApi(transport),
    reports: createReportsApi(transport),
    shares: createSharesApi(transport),
    promotions: createPromotionsApi(transport),
    account: createAccountApi(transport),
  };
}

/** The browser's client: document base, session cookie, 30 s timeout. */
export const api: Api = createApi();

export { ApiError, createTransport, isMaintenanceError, REQUEST_TIMEOUT_MS } from './transport';
export type { Transport, TransportOptions, UploadProgress } from './transport';
export type * from './types';
