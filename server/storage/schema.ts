// The one storage schema, shared by PGlite (embedded) and PostgreSQL (DATABASE_URL).
// Migrations in server/storage/migrations are generated from this file by `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { USER_KINDS, type UserKind } from '../../core/project/sessionReplies';

/** Timestamps are stored with their zone and read back as Date. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/** The account kinds are core's (the session reply names them too). */
export const userRoles = USER_KINDS;
export type UserRole = UserKind;

export const priceLists = pgTable('price_lists', {
  cod: text('cod').primaryKey(),
  des: text('des').notNull().default(''),
  currency: text('currency').notNull().default('EUR'),
  createdAt: createdAt(),
});

/** One price per article and list; numeric keeps money exact (read back as a decimal string). */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListCod: text('price_list_cod')
      .notNull()
      .references(() => priceLists.cod, { onDelete: 'cascade' }),
    catalogCod: text('catalog_cod').notNull(),
    articleCod: text('article_cod').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListCod, t.catalogCod, t.articleCod] })],
);

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  cod: text('cod').notNull().unique(),
  des: text('des').notNull().default(''),
  country: text('country').notNull(),
  priceListCod: text('price_list_cod')
    .notNull()
    .references(() => priceLists.cod),
  createdAt: createdAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    county: text('county').notNull().default(''),
    country: text('country').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    vat: text('vat').notNull().default(''),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // E-mail addresses compare case-insensitively (spec section 5) and are unique within a shop: a
  // global index would let any seller probe other shops' customers by e-mail (issue 8).
  (t) => [
    uniqueIndex('customers_shop_email_lower_idx').on(sql`coalesce(${t.shopId}, 0)`, sql`lower(${t.email})`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('pro'),
    sellerLevel: integer('seller_level').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    gdprFlags: text('gdpr_flags').notNull().default('0;0;0;0'),
    language: text('language').notNull().default('en'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    createdAt: createdAt(),
    // Added by migration 0007, so after created_at in the table.
    /**
     * A professional user's own e-mail address (profile), where account mail such as a password
     * reset link goes; customers use customer_email, which is also their sign-in.
     */
    email: text('email'),
    /** The user's default price list (user settings); null: the shop's. Same currency as the shop's. */
    priceListCod: text('price_list_cod').references(() => priceLists.cod, { onDelete: 'set null' }),
  },
  (t) => [
    // User names compare case-insensitively at login.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('guest', 'pro', 'customer')`),
    check('users_seller_level_check', sql`${t.sellerLevel} >= 0`),
  ],
);

/** Login sessions; guest sessions have no user. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest: boolean('guest').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    des: text('des').notNull().default(''),
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
    updatedAt: at('updated_at').notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    projectId: integer('project_id').notNull(),
    who: text('who').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('project_log_project_idx').on(t.projectId, t.at)],
);

/** Imported catalogue documents; the hash lets an import skip unchanged files. */
export const catalogs = pgTable('catalogs', {
  cod: text('cod').primaryKey(),
  des: text('des').notNull().default(''),
  document: jsonb('document').notNull(),
  contentHash: text('content_hash').notNull(),
  importedAt: at('imported_at').notNull().defaultNow(),
});

export const models = pgTable(
  'models',
  {
    catalogCod: text('catalog_cod')
      .notNull()
      .references(() => catalogs.cod, { onDelete: 'cascade' }),
    cod: text('cod').notNull(),
    document: jsonb('document').notNull(),
    contentHash: text('content_hash').notNull(),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.catalogCod, t.cod] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('maintenance_single_row', sql`${t.id} = 1`)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_project_idx').on(t.projectId)],
);

/** Integrators' RSA public keys (SPKI PEM) that may sign one-time login keys (spec 7, RSA login). */
export const trustedKeys = pgTable('trusted_keys', {
  /** The JWS `kid` an integrator puts in its login keys. */
  name: text('name').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  createdAt: createdAt(),
  /**
   * Shop codes (upper-cased) whose users the key may sign in; null only on keys registered before
   * keys were bound to shops: those may sign in any shop's users, never an administrator.
   */
  shops: jsonb('shops').$type<string[]>(),
  /** Kinds of user it may sign in: 'pro', 'customer', and 'admin' only when explicitly given. */
  roles: jsonb('roles').$type<string[]>().notNull().default(['pro', 'customer']),
});

/** Login key ids (jti) already used: each RSA login key logs in once; rows past expiry may be purged. */
export const usedLoginKeys = pgTable(
  'used_login_keys',
  {
    jti: text('jti').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_login_keys_expires_idx').on(t.expiresAt)],
);

/** Identity providers trusted for sign-in, with their JWKS kept locally (no network at run time). */
export const identityProviders = pgTable('identity_providers', {
  /** The issuer URL; access tokens must carry it as `iss`. */
  authority: text('authority').primaryKey(),
  audience: text('audience').notNull(),
  jwks: jsonb('jwks').notNull(),
  /** Shop that customers created on first sign-in belong to (null: the guest shop). */
  shopCod: text('shop_cod'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Which user an identity (authority + subject) signs in as; made on first sign-in. */
export const identityLinks = pgTable(
  'identity_links',
  {
    authority: text('authority')
      .notNull()
      .references(() => identityProviders.authority, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.authority, t.subject] })],
);

export const accountCodePurposes = ['reset', 'register', 'unlock'] as const;
export type AccountCodePurpose = (typeof accountCodePurposes)[number];

/**
 * One-time codes mailed for a password reset, a guest's registration or the unlock of an account
 * whose logins are held back (server/limits/login-guard.ts). Only the code's SHA-256 is
 * kept; a code works once (used_at) and until expires_at.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose', { enum: accountCodePurposes }).notNull(),
    /** Reset: the account whose password the code sets. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Register: the guest session whose projects the new account keeps (no key: it may end first). */
    guestSessionId: text('guest_session_id'),
    /**
     * Register: the guest's projects when the mail was asked for. They move even if the guest session
     * ends before the link is used (a new page load starts a new guest session).
     */
    projectIds: integer('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The address the mail went to (register: the new account's e-mail). */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    check('account_codes_purpose_check', sql`${t.purpose} in ('reset', 'register', 'unlock')`),
    index('account_codes_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('account_codes_user_idx').on(t.userId),
    index('account_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Read-only share links of a project (the AR page's QR code, spec 2 arWebView): the link carries a
 * random 256-bit token, storage keeps only its SHA-256. A link opens one project's scene, with no
 * session, until it expires or is revoked; it never lets anyone change or list anything.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who made it, as the project log names people. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('share_links_project_idx').on(t.projectId), index('share_links_expires_idx').on(t.expiresAt)],
);

/**
 * What guests wrote per client address and day (projects, copies, versions, photos, in bytes as sent
 * or copied): guest sessions are free, so the per-session quota alone bounds nothing
 * (server/limits/quotas.ts). Rows older than a day are dropped by the guest purge.
 */
export const guestUsage = pgTable(
  'guest_usage',
  {
    address: text('address').notNull(),
    day: text('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.address, t.day] })],
);

/**
 * Addresses an account logged in from successfully (its last few): they are not held back when the
 * account is under attack (server/limits/login-guard.ts), and they survive a restart.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Raw bytes (PostgreSQL bytea), read back as a Buffer on both drivers (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What a stored file is for (server/files): each kind has its own size limit and lifetime. */
export const fileKinds = ['report', 'photo', 'picture', 'render'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * Files in the database (issue 25): offer and report PDFs, photos, pictures, renders. Any server
 * process reads what another wrote; nothing lives in one process's data folder. The bytes are in
 * `file_chunks`, so a file is written and read a chunk at a time, never whole in memory.
 */
export const files = pgTable(
  'files',
  {
    /** 128-bit random, hex: unguessable, so an address alone gives nothing away. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: fileKinds }).notNull(),
    /** Who may read it where the kind says so (reports: `user:<id>` or `session:<id>`). */
    owner: text('owner'),
    /** The project it belongs to; deleted with it. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the bytes, hex: the same picture saved twice is stored once. */
    sha256: text('sha256'),
    /** False while its chunks are being written: an unfinished file is never served. */
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('files_project_idx').on(t.projectId),
    index('files_expires_idx').on(t.expiresAt),
    index('files_sha_idx').on(t.kind, t.sha256),
  ],
);

export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * Request limits shared by every server process (issue 25): rate-limiter-flexible's drizzle store
 * (server/limits/shared-store.ts) counts `points` per key until `expire`, in one atomic upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});

export const renderQualities = ['draft', 'standard', 'high'] as const;
export const renderLightings = ['daylight', 'evening', 'studio'] as const;
export const renderStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/**
 * Render farm jobs (issue 22): what to render (the 3D view's scene and camera, as submitted), and
 * where it stands. The job queue (server/jobs, pg-boss) runs them; this row is what the job view
 * shows, kept after the queue has archived its own record.
 */
export const renderJobs = pgTable(
  'render_jobs',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's shop when it was submitted: its staff see the job too. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    quality: text('quality', { enum: renderQualities }).notNull(),
    lighting: text('lighting', { enum: renderLightings }).notNull(),
    /** The scene and camera to render (renderer/renderfarm/job.ts RenderScene). */
    scene: jsonb('scene').notNull(),
    status: text('status', { enum: renderStatuses }).notNull().default('queued'),
    /** 0 to 100, as the worker reports it. */
    progress: integer('progress').notNull().default(0),
    /** The queue's job for the current attempt (a retry from the job view makes a new one). */
    queueJobId: text('queue_job_id'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** The render's own time (the worker's clock), without the wait in the queue. */
    renderMs: integer('render_ms'),
    /** Bumped on every change: the job view's ETag. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('render_jobs_user_idx').on(t.userId, t.createdAt),
    index('render_jobs_shop_idx').on(t.shopId, t.createdAt),
    check('render_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** A finished render's pictures: the full PNG, a JPEG of it and a small JPEG thumbnail. */
export const renderImages = pgTable(
  'render_images',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => renderJobs.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['png', 'jpeg', 'thumb'] }).notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.kind] })],
);
