// /api/v1/maintenance: anyone may check; only administrators book, start and end (spec 4, 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookMaintenance,
  endMaintenance,
  getMaintenance,
  startMaintenance,
  type MaintenanceState,
} from '../maintenance/maintenance';
import type { Database } from '../storage';
import { requireAdmin } from './auth';
import { routeFamily } from './route-schema';
import { errorReplies, BookingBody, MaintenanceReply } from './schemas';

const route = routeFamily({ tags: ['maintenance'] });
/** Administrators only: a bad request (400), no session (401), not an administrator (403). */
const adminRoute = routeFamily({ tags: ['maintenance'] }, errorReplies(400, 401, 403));

export interface MaintenanceRoutesOptions {
  db: Database;
  /** Told after every change (the maintenance gate drops its cached status). */
  onChange?: () => void;
}

export const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (
  app,
  { db, onChange },
) => {
  const changed = (state: MaintenanceState) => {
    onChange?.();
    return state;
  };

  app.get('/maintenance', route('Maintenance status', { response: { 200: MaintenanceReply } }), async () =>
    getMaintenance(db),
  );

  app.put(
    '/maintenance/booking',
    {
      ...adminRoute('Book a maintenance window (UTC); both ends null cancels the booking', {
        body: BookingBody,
        response: { 200: MaintenanceReply },
      }),
      preHandler: async (request) => void requireAdmin(request),
    },
    async (request) => {
      const { startDateTimeUTC, endDateTimeUTC } = request.body;
      const start = startDateTimeUTC ? new Date(startDateTimeUTC) : null;
      return changed(await bookMaintenance(db, start, endDateTimeUTC ? new Date(endDateTimeUTC) : null));
    },
  );

  app.post(
    '/maintenance/start',
    {
      ...adminRoute('Start maintenance now', { response: { 200: MaintenanceReply } }),
      preHandler: async (request) => void requireAdmin(request),
    },
    async () => changed(await startMaintenance(db)),
  );

  app.post(
    '/maintenance/end',
    {
      ...adminRoute('End maintenance; the reply has completed: true', {
        response: { 200: MaintenanceReply },
      }),
      preHandler: async (request) => void requireAdmin(request),
    },
    async () => changed(await endMaintenance(db)),
  );
};
