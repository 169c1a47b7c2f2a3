// Column types every table file uses.
import type { NotNull } from 'drizzle-orm';
import {
  customType,
  serial,
  text,
  timestamp,
  type PgColumnBuilderBase,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

/** The row's own key, a number the database counts up (the tables that have no natural key). */
export const serialId = () => serial('id').primaryKey();
/** A code's description: text, empty (never null) when none was given. */
export const description = () => text('des').notNull().default('');

/** Timestamps are stored with their zone and read back as Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** When the row was written (or last changed): the database fills in now when the insert leaves it out. */
export const stampedAt = (name: string) => at(name).notNull().defaultNow();
export const createdAt = () => stampedAt('created_at');
export const updatedAt = () => stampedAt('updated_at');

/** What belongsTo needs of a column builder (drizzle's own builders, typed loosely enough to take any). */
interface KeyColumn extends PgColumnBuilderBase {
  notNull(): NotNull<this>;
  references(ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']): this;
}

/**
 * A key to the row this one belongs to (a project's versions, a user's notifications): never null,
 * and the row is deleted with its parent.
 */
export function belongsTo<Column extends KeyColumn>(
  column: Column,
  parent: ReferenceConfig['ref'],
): NotNull<Column> {
  return column.references(parent, { onDelete: 'cascade' }).notNull();
}

/** Raw bytes (PostgreSQL bytea), read back as a Buffer on both drivers (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
