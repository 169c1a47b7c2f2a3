// Accounts: who a session belongs to, and checking login credentials (shop code + user + password).
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { preparedOn, type Database } from '../storage';
import { priceLists, sessions, shops, users, type UserRole } from '../storage/schema';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { sessionKey, type SessionRecord } from './sessions';

export interface AccountShop {
  id: number;
  cod: string;
  country: string;
  /** The price list the account prices with: the user's own choice (user settings), else the shop's. */
  priceList: string;
  currency: string;
  /** The shop's own price list (the default). */
  shopPriceList: string;
}

/** Everything the API needs to know about the caller. */
export interface Account {
  userId: number | null;
  username: string | null;
  kind: UserRole;
  guest: boolean;
  admin: boolean;
  sellerLevel: number;
  gdprFlags: string;
  language: string;
  customerEmail: string | null;
  /** A professional user's own e-mail address (profile); null when none is given. */
  email: string | null;
  shop: AccountShop | null;
}

/** Shop that guests work in (the web shop of the seed data). */
export const GUEST_SHOP_COD = 'WEB';

const shopColumns = {
  id: shops.id,
  cod: shops.cod,
  country: shops.country,
  priceList: shops.priceListCod,
  currency: priceLists.currency,
  shopPriceList: shops.priceListCod,
};

export async function shopById(db: Database, id: number | null): Promise<AccountShop | null> {
  if (id === null) return null;
  const [shop] = await db
    .select(shopColumns)
    .from(shops)
    .innerJoin(priceLists, eq(priceLists.cod, shops.priceListCod))
    .where(eq(shops.id, id));
  return shop ?? null;
}

export async function shopByCod(db: Database, cod: string): Promise<AccountShop | null> {
  const [shop] = await db
    .select(shopColumns)
    .from(shops)
    .innerJoin(priceLists, eq(priceLists.cod, shops.priceListCod))
    .where(sql`lower(${shops.cod}) = lower(${cod})`);
  return shop ?? null;
}

export function accountOf(user: typeof users.$inferSelect, shop: AccountShop | null): Account {
  return {
    userId: user.id,
    username: user.username,
    kind: user.role,
    guest: user.role === 'guest',
    admin: user.isAdmin,
    sellerLevel: user.sellerLevel,
    gdprFlags: user.gdprFlags,
    language: user.language,
    customerEmail: user.customerEmail,
    email: user.email,
    // A chosen list has the shop's currency (profile-settings.ts), so the currency stays the shop's.
    shop: shop && user.priceListCod ? { ...shop, priceList: user.priceListCod } : shop,
  };
}

/** A guest of `shop` (null: no shop yet), before any consent. */
export function guestAccountIn(shop: AccountShop | null): Account {
  return {
    userId: null,
    username: null,
    kind: 'guest',
    guest: true,
    admin: false,
    sellerLevel: 0,
    gdprFlags: '0;0;0;0',
    language: 'en',
    customerEmail: null,
    email: null,
    shop,
  };
}

export async function guestAccount(db: Database): Promise<Account> {
  return guestAccountIn(await shopByCod(db, GUEST_SHOP_COD));
}

const sessionAccountQuery = preparedOn((db) =>
  db
    .select({ session: sessions, user: users, shop: shopColumns })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      shops,
      or(
        eq(shops.id, users.shopId),
        and(isNull(sessions.userId), sql`lower(${shops.cod}) = lower(${GUEST_SHOP_COD})`),
      ),
    )
    .leftJoin(priceLists, eq(priceLists.cod, shops.priceListCod))
    .where(and(eq(sessions.id, sql.placeholder('key')), sql`${sessions.expiresAt} > now()`))
    .limit(1)
    .prepare('session_account'),
);

/**
 * The live session for a token and its account, in one prepared query (every API call pays it).
 * Null when the token is unknown, the session expired, or its user is gone.
 */
export function sessionAccount(
  db: Database,
  token: string,
): Promise<{ session: SessionRecord; account: Account } | null> {
  return sessionAccountById(db, sessionKey(token));
}

/** The same by the session's stored id (a job carries the id of the session that asked for it). */
export async function sessionAccountById(
  db: Database,
  id: string,
): Promise<{ session: SessionRecord; account: Account } | null> {
  const [row] = await sessionAccountQuery(db).execute({ key: id });
  if (!row) return null;
  const session: SessionRecord = {
    id: row.session.id,
    userId: row.session.userId,
    guest: row.session.guest,
    expiresAt: row.session.expiresAt,
    createdAt: row.session.createdAt,
  };
  const shop = row.shop?.id != null && row.shop.currency != null ? (row.shop as AccountShop) : null;
  if (row.user) return { session, account: accountOf(row.user, shop) };
  if (!session.guest) return null;
  return { session, account: guestAccountIn(shop) };
}

/**
 * Checks login credentials: `id` is the user's shop code (case-insensitive), `user` the user name
 * (case-insensitive) or, for a customer, their e-mail address. Null on any mismatch; a password check
 * always runs so timing tells nothing.
 */
export async function checkCredentials(
  db: Database,
  credentials: { id: string; user: string; password: string },
): Promise<Account | null> {
  const candidates = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${credentials.user})`,
        and(eq(users.role, 'customer'), sql`lower(${users.customerEmail}) = lower(${credentials.user})`),
      ),
    )
    .orderBy(users.id);
  if (candidates.length === 0) {
    await verifyPassword(credentials.password, await decoyHash());
    return null;
  }
  for (const user of candidates) {
    const shop = await shopById(db, user.shopId);
    if (!shop || shop.cod.toLowerCase() !== credentials.id.toLowerCase()) continue;
    if (await verifyPassword(credentials.password, user.passwordHash)) return accountOf(user, shop);
    return null;
  }
  await verifyPassword(credentials.password, await decoyHash());
  return null;
}

export async function setLanguage(db: Database, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

export async function setGdprFlags(db: Database, userId: number, gdprFlags: string): Promise<void> {
  await db.update(users).set({ gdprFlags }).where(eq(users.id, userId));
}

/**
 * Changes a user's password when `current` is right; false (nothing changed) when it is not. The
 * user's other sessions end: whoever knew the old password is signed out everywhere but here.
 */
export async function changePassword(
  db: Database,
  userId: number,
  keepSessionId: string,
  current: string,
  next: string,
): Promise<boolean> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(current, user.hash))) return false;
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  });
  return true;
}
