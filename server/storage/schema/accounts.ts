// Shops, their price lists, customers, users and sessions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, description, serialId } from './columns';
import { USER_KINDS, type UserKind } from '../../../core/project/sessionReplies';

/** The account kinds are core's (the session reply names them too). */
export const userRoles = USER_KINDS;
export type UserRole = UserKind;

export const priceLists = pgTable('price_lists', {
  cod: text('cod').primaryKey(),
  des: description(),
  currency: text('currency').notNull().default('EUR'),
  createdAt: createdAt(),
});

/** One price per article and list; numeric keeps money exact (read back as a decimal string). */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListCod: belongsTo(text('price_list_cod'), () => priceLists.cod),
    catalogCod: text('catalog_cod').notNull(),
    articleCod: text('article_cod').notNull(),
    price: numeric('price', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListCod, t.catalogCod, t.articleCod] })],
);

export const shops = pgTable('shops', {
  id: serialId(),
  cod: text('cod').notNull().unique(),
  des: description(),
  country: text('country').notNull(),
  priceListCod: text('price_list_cod')
    .notNull()
    .references(() => priceLists.cod),
  createdAt: createdAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: serialId(),
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
    id: serialId(),
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

/**
 * The narrow tokens a render farm hands to a listed site's job view (server/renderfarm/farm-tokens.ts):
 * the render farm's calls only, from `origin` only, until `expires_at` or the end of the session they
 * came from (the row goes with it). `id` is the token's SHA-256, like a session's.
 */
export const farmTokens = pgTable(
  'farm_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('farm_tokens_session_idx').on(t.sessionId), index('farm_tokens_expires_idx').on(t.expiresAt)],
);
