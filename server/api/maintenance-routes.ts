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
import { errorReplies, BookingBody, MaintenanceReply } from './schemas';

const adminErrors = errorReplies(400, 401, 403);

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

  app.get(
    '/maintenance',
    {
      schema: { tags: ['maintenance'], summary: 'Maintenance status', response: { 200: MaintenanceReply } },
    },
    async () => getMaintenance(db),
  );

  app.put(
    '/maintenance/booking',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'Book a maintenance window (UTC); both ends null cancels the booking',
        body: BookingBody,
        response: { 200: MaintenanceReply, ...adminErrors },
      },
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
      schema: {
        tags: ['maintenance'],
        summary: 'Start maintenance now',
        response: { 200: MaintenanceReply, ...adminErrors },
      },
      preHandler: async (request) => void requireAdmin(request),
    },
    async () => changed(await startMaintenance(db)),
  );

  app.post(
    '/maintenance/end',
    {
      schema: {
        tags: ['maintenance'],
        summary: 'End maintenance; the reply has completed: true',
        response: { 200: MaintenanceReply, ...adminErrors },
      },
      preHandler: async (request) => void requireAdmin(request),
    },
    async () => changed(await endMaintenance(db)),
  );
};
