// Column types every table file uses.
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored with their zone and read back as Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea), read back as a Buffer on both drivers (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
