// First-start data: price lists, shops and one user of each kind, so a fresh install can be used
// (and tested) at once. Runs only while the users table is empty.
import { count } from 'drizzle-orm';
import type { Database } from '../storage';
import { customers, priceLists, shops, users } from '../storage/schema';
import { GUEST_SHOP_COD } from './accounts';
import { hashPassword } from './passwords';

export interface SeedUser {
  /** Login id: the shop code. */
  id: string;
  user: string;
  password: string;
  role: 'pro' | 'customer';
  sellerLevel: number;
  admin: boolean;
}

/** The seeded logins (documented in the README; change the passwords on a real deployment). */
export const SEED_USERS: readonly SeedUser[] = [
  { id: 'HQ', user: 'admin', password: 'arredo-admin', role: 'pro', sellerLevel: 9, admin: true },
  { id: 'MILANO', user: 'seller5', password: 'arredo-seller5', role: 'pro', sellerLevel: 5, admin: false },
  { id: 'ZURICH', user: 'seller2', password: 'arredo-seller2', role: 'pro', sellerLevel: 2, admin: false },
  {
    id: GUEST_SHOP_COD,
    user: 'customer',
    password: 'arredo-customer',
    role: 'customer',
    sellerLevel: 0,
    admin: false,
  },
];

export const SEED_CUSTOMER_EMAIL = 'customer@example.com';

const SEED_PRICE_LISTS = [
  { cod: 'RETAIL-EUR', des: 'Listino Italia', currency: 'EUR' },
  { cod: 'RETAIL-CHF', des: 'Preisliste Schweiz', currency: 'CHF' },
];

const SEED_SHOPS = [
  { cod: 'HQ', des: 'Arredo headquarters', country: 'IT', priceListCod: 'RETAIL-EUR' },
  { cod: 'MILANO', des: 'Arredo Milano', country: 'IT', priceListCod: 'RETAIL-EUR' },
  { cod: 'ZURICH', des: 'Arredo Zürich', country: 'CH', priceListCod: 'RETAIL-CHF' },
  { cod: GUEST_SHOP_COD, des: 'Arredo web shop', country: 'IT', priceListCod: 'RETAIL-EUR' },
];

/** Seeds a fresh store; returns false (and changes nothing) when any user already exists. */
export async function seedFirstStart(db: Database): Promise<boolean> {
  const hasUsers = async (handle: Pick<Database, 'select'>) =>
    ((await handle.select({ n: count() }).from(users))[0]?.n ?? 0) > 0;
  // Cheap check first: hashing is only paid on a fresh store.
  if (await hasUsers(db)) return false;
  const hashes = await Promise.all(SEED_USERS.map((seed) => hashPassword(seed.password)));
  return db.transaction(async (tx) => {
    if (await hasUsers(tx)) return false;
    await tx.insert(priceLists).values(SEED_PRICE_LISTS).onConflictDoNothing();
    await tx.insert(shops).values(SEED_SHOPS).onConflictDoNothing();
    const shopIds = new Map(
      (await tx.select({ id: shops.id, cod: shops.cod }).from(shops)).map((s) => [s.cod, s.id]),
    );
    await tx
      .insert(customers)
      .values({
        email: SEED_CUSTOMER_EMAIL,
        firstName: 'Carla',
        lastName: 'Cliente',
        street: 'Via Roma 1',
        postalCode: '20121',
        city: 'Milano',
        country: 'Italia',
        countryCode: 'IT',
        shopId: shopIds.get(GUEST_SHOP_COD),
      })
      .onConflictDoNothing();
    await tx.insert(users).values(
      SEED_USERS.map((seed, index) => ({
        username: seed.user,
        passwordHash: hashes[index]!,
        role: seed.role,
        sellerLevel: seed.sellerLevel,
        isAdmin: seed.admin,
        shopId: shopIds.get(seed.id),
        customerEmail: seed.role === 'customer' ? SEED_CUSTOMER_EMAIL : null,
        gdprFlags: seed.role === 'customer' ? '0;0;0;0' : '1;1;1;1',
      })),
    );
    return true;
  });
}
