import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, schema, type Storage } from '../storage';
import { checkCredentials } from './accounts';
import { SEED_USERS, seedFirstStart } from './seed';
import { freshPgliteDataDir } from '../../tests/support/storage';

describe('first-start seed', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({ dataDir: await freshPgliteDataDir() });
  });
  afterAll(() => storage?.close());

  it('creates one user of each kind, each with a shop and a price list, once', async () => {
    expect(await seedFirstStart(storage.db)).toBe(true);
    expect(await seedFirstStart(storage.db)).toBe(false);
    const users = await storage.db.select().from(schema.users);
    expect(users.map((user) => user.username).sort()).toEqual(['admin', 'customer', 'seller2', 'seller5']);
    expect(users.every((user) => user.shopId !== null && user.passwordHash.startsWith('scrypt$'))).toBe(true);
    for (const seed of SEED_USERS) {
      const account = await checkCredentials(storage.db, seed);
      expect(account, seed.user).toMatchObject({
        username: seed.user,
        sellerLevel: seed.sellerLevel,
        admin: seed.admin,
      });
      expect(account?.shop?.priceList).toMatch(/^RETAIL-/);
    }
    expect(await storage.db.select().from(schema.customers)).toHaveLength(1);
  });
});
