// Sign-in beyond passwords (RSA keys, identity providers, account codes) and what limits guests.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, stampedAt, updatedAt } from './columns';
import { users } from './accounts';
import { projects } from './projects';

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
  updatedAt: updatedAt(),
});

/** Which user an identity (authority + subject) signs in as; made on first sign-in. */
export const identityLinks = pgTable(
  'identity_links',
  {
    authority: belongsTo(text('authority'), () => identityProviders.authority),
    subject: text('subject').notNull(),
    userId: belongsTo(integer('user_id'), () => users.id),
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
    projectId: belongsTo(integer('project_id'), () => projects.id),
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
    userId: belongsTo(integer('user_id'), () => users.id),
    address: text('address').notNull(),
    lastAt: stampedAt('last_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * Failed-login counters of the login guard (server/limits/login-guard.ts), per address (`a:`) and per
 * account (`u:` a resolved user, `n:` a name no account has), shared by every server process: the
 * functions login_admit and login_settle (migration 0014) count and check in one locked step. A row
 * counts `failures` and attempts `in_flight` since `first_at`; an attacked account waits until
 * `next_at` and is mailed its unlock link once (`mailed`). Old rows are purged (server/jobs/periodic.ts).
 */
export const loginCounters = pgTable(
  'login_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    inFlight: integer('in_flight').notNull().default(0),
    firstAt: at('first_at').notNull(),
    nextAt: at('next_at'),
    mailed: boolean('mailed').notNull().default(false),
  },
  (t) => [index('login_counters_first_at_idx').on(t.firstAt)],
);
