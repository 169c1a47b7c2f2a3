// Maintenance calls (spec 4 and 7; server/api/maintenance-routes.ts). Anyone checks; only
// administrators book, start and end.
import { defaultTransport, type Transport } from './transport';
import type { MaintenanceReply } from './types';
import { MaintenanceReply as MaintenanceSchema } from '../../core/project/sessionReplies';
import { checkedReply } from './replies';

const maintenance = (call: string, reply: unknown): MaintenanceReply =>
  checkedReply(MaintenanceSchema, `maintenance ${call}`, reply);

export interface MaintenanceApi {
  status(): Promise<MaintenanceReply>;
  /** Both null cancels the booking. Instants are ISO 8601 with a zone (UTC). */
  book(start: string | Date | null, end: string | Date | null): Promise<MaintenanceReply>;
  start(): Promise<MaintenanceReply>;
  /** The reply has completed: true. */
  end(): Promise<MaintenanceReply>;
}

const instant = (value: string | Date | null) => (value instanceof Date ? value.toISOString() : value);

export function createMaintenanceApi(transport: Transport = defaultTransport): MaintenanceApi {
  return {
    status: async () => maintenance('status', await transport.json('GET', 'maintenance')),
    book: async (start, end) =>
      maintenance(
        'booking',
        await transport.json('PUT', 'maintenance/booking', {
          body: { startDateTimeUTC: instant(start), endDateTimeUTC: instant(end) },
        }),
      ),
    start: async () => maintenance('start', await transport.json('POST', 'maintenance/start', { body: {} })),
    end: async () => maintenance('end', await transport.json('POST', 'maintenance/end', { body: {} })),
  };
}
