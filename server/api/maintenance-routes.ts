// /api/v1/maintenance: anyone may check; only administrators book, start and end (spec 4, 7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookMaintenance,
  endMaintenance,
  getMaintenance,
  startMaintenance,
} from '../maintenance/maintenance';
import type { Database } from '../storage';
import { requireAdmin } from './auth';
import { ErrorReply, BookingBody, MaintenanceReply } from './schemas';

const adminErrors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
      return bookMaintenance(
        db,
        startDateTimeUTC ? new Date(startDateTimeUTC) : null,
        endDateTimeUTC ? new Date(endDateTimeUTC) : null,
      );
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
    async () => startMaintenance(db),
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
    async () => endMaintenance(db),
  );
};
