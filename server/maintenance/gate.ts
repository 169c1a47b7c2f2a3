// While maintenance runs, the API answers 503 MAINTENANCE to everyone but administrators; the client
// then checks the status (spec 4: "checked at start and again on a maintenance error").
// Login, session and maintenance calls stay open so an administrator can get in and end it.
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

/** Installs the gate in an API scope; `open` lists path prefixes (after the scope prefix) left open. */
export function installMaintenanceGate(
  app: FastifyInstance,
  status: MaintenanceStatus,
  open: readonly string[],
): void {
  // preHandler: runs after the auth hook has resolved request.auth.
  app.addHook('preHandler', async (request) => {
    const path = (request.routeOptions.url ?? request.url).split('?')[0] ?? '';
    if (open.some((prefix) => path.startsWith(prefix))) return;
    if (request.auth?.account.admin) return;
    if (await status.isOn()) throw new ApiError(503, MAINTENANCE_MESSAGE, 'MAINTENANCE');
  });
}
