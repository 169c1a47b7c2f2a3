// While maintenance runs, the API refuses saving with 503 MAINTENANCE to everyone but administrators;
// the client then checks the status (spec 4: "checked at start and again on a maintenance error").
// Maintenance blocks saving only, as its dialog says: reads (GET), and the calls that compute and
// store nothing of the user's (search, rules, prices, offers, exports) go on. Login, session and
// maintenance calls stay open so an administrator can get in and end it.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../storage';
import { ApiError } from '../api/errors';
import { getMaintenance } from './maintenance';

export const MAINTENANCE_MESSAGE = 'Maintenance in progress, please try again later';

/** Caches the status briefly: one small query per second at most, whatever the traffic. */
export class MaintenanceStatus {
  private cached: { at: number; on: boolean } | undefined;
  constructor(
    private readonly db: Database,
    private readonly ttlMs = 1000,
  ) {}

  async isOn(): Promise<boolean> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      this.cached = { at: now, on: (await getMaintenance(this.db)).isMaintenance };
    }
    return this.cached.on;
  }

  /** Called after this process changes maintenance, so the change applies at once. */
  forget(): void {
    this.cached = undefined;
  }
}

/** Methods that read: never refused by maintenance. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Routes (after the API prefix) that are posted to but compute and save nothing of the user's:
 * searching, the rules, pricing, offers and exports go on during maintenance.
 */
export const COMPUTING_ROUTES: readonly string[] = [
  '/galleries/search',
  '/rules/header',
  '/rules/load',
  '/prices/recompute',
  '/projects/reevaluate',
  '/reports',
  '/reports/devexpress',
  '/projects/:id/offer-pdf',
  '/exports/scene',
];

/**
 * Installs the gate in an API scope; `open` lists path prefixes left open to every method and
 * `computing` the exact routes (as registered) that save nothing.
 */
export function installMaintenanceGate(
  app: FastifyInstance,
  status: MaintenanceStatus,
  open: readonly string[],
  computing: readonly string[] = [],
): void {
  const computes = new Set(computing);
  // preHandler: runs after the auth hook has resolved request.auth.
  app.addHook('preHandler', async (request) => {
    if (READS.has(request.method)) return;
    const path = (request.routeOptions.url ?? request.url).split('?')[0] ?? '';
    if (computes.has(path)) return;
    if (open.some((prefix) => path.startsWith(prefix))) return;
    if (request.auth?.account.admin) return;
    if (await status.isOn()) throw new ApiError(503, MAINTENANCE_MESSAGE, 'MAINTENANCE');
  });
}
