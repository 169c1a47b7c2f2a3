// Projects with their versions and log, catalogues, and what the shop publishes around them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, description, serialId, stampedAt, updatedAt } from './columns';
import { shops, users, sessions } from './accounts';

export const projects = pgTable(
  'projects',
  {
    id: serialId(),
    des: description(),
    status: text('status').notNull().default('unsaved'),
    customerCod: text('customer_cod'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Guest projects belong to the session that created them.
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(1),
    // json, not jsonb: the document is only ever stored and returned whole, never queried inside, and
    // json skips jsonb's conversion both ways (about half of PostgreSQL's cost of a save and an open).
    data: json('data').notNull(),
    isOffer: boolean('is_offer').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the projects list shows from inside the document, written with it on every save
    // (repository.ts listColumnsOf), so a page of the list reads no document. Last, as migration
    // 0009 added them (the migration test compares the columns in order).
    listTotal: text('list_total'),
    hasPicture: boolean('has_picture').notNull().default(false),
  },
  (t) => [
    index('projects_user_idx').on(t.userId),
    index('projects_session_idx').on(t.sessionId),
    // The shop's list in its default order (newest change first) is read straight off this index,
    // stopping after the page; it also serves every lookup by shop alone. NULLS FIRST is what
    // ORDER BY ... DESC means, which the planner must see to use the index for it.
    index('projects_shop_updated_idx').on(
      t.shopId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const projectVersions = pgTable(
  'project_versions',
  {
    id: serialId(),
    projectId: belongsTo(integer('project_id'), () => projects.id),
    name: text('name').notNull(),
    data: json('data').notNull(),
    revision: integer('revision').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('project_versions_name_idx').on(t.projectId, t.name)],
);

/** The audit trail: no foreign key, so a deleted project's entries (and its deletion) stay. */
export const projectLog = pgTable(
  'project_log',
  {
    id: serialId(),
    projectId: integer('project_id').notNull(),
    who: text('who').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail'),
    at: stampedAt('at'),
  },
  (t) => [index('project_log_project_idx').on(t.projectId, t.at)],
);

/** Imported catalogue documents; the hash lets an import skip unchanged files. */
export const catalogs = pgTable('catalogs', {
  cod: text('cod').primaryKey(),
  des: description(),
  document: jsonb('document').notNull(),
  contentHash: text('content_hash').notNull(),
  importedAt: stampedAt('imported_at'),
});

export const models = pgTable(
  'models',
  {
    catalogCod: belongsTo(text('catalog_cod'), () => catalogs.cod),
    cod: text('cod').notNull(),
    document: jsonb('document').notNull(),
    contentHash: text('content_hash').notNull(),
    importedAt: stampedAt('imported_at'),
  },
  (t) => [primaryKey({ columns: [t.catalogCod, t.cod] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: belongsTo(integer('user_id'), () => users.id),
    rowId: text('row_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId)],
);

export const translations = pgTable(
  'translations',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);

/** A single row (id 1): the booked or running maintenance window. */
export const maintenance = pgTable(
  'maintenance',
  {
    id: integer('id').primaryKey().default(1),
    startUtc: at('start_utc'),
    endUtc: at('end_utc'),
    active: boolean('active').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('maintenance_single_row', sql`${t.id} = 1`)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serialId(),
    projectId: belongsTo(integer('project_id'), () => projects.id),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
    /** The project row the photo shows (spec 4 photo flow); null for a photo of the whole project. */
    rowId: text('row_id'),
  },
  (t) => [index('uploads_project_idx').on(t.projectId)],
);
