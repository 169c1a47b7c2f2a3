// Issue 8's migration (0006) over data an older version stored, on PGlite and PostgreSQL: trusted
// keys keep working (any shop, never an administrator) and customer codes set by guests or customers
// stop opening projects to that customer; staff's stay.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openStorage } from '../../server/storage';
import { migrateUpTo } from '../support/migrations';
import { describeEachStorage } from '../support/storage';

describeEachStorage('migration 0006', (fixture) => {
  it('keeps old trusted keys for non-administrators and drops customer codes not set by staff', async () => {
    const storage = await openStorage({ ...(await fixture.fresh()), migrate: false });
    try {
      const { db } = storage;
      await migrateUpTo(storage, '0005_account_codes');
      for (const statement of [
        sql`insert into price_lists (cod) values ('L')`,
        sql`insert into shops (cod, country, price_list_cod) values ('S', 'IT', 'L')`,
        sql`insert into users (id, username, password_hash, role, shop_id) values
          (1, 'seller', 'x', 'pro', 1), (2, 'client', 'x', 'customer', 1)`,
        sql`insert into trusted_keys (name, public_key_pem) values ('old', 'PEM')`,
        sql`insert into projects (id, customer_cod, user_id, data) values
          (1, 'c@example.com', null, '{}'), (2, 'c@example.com', 2, '{}'), (3, 'c@example.com', 1, '{}')`,
      ])
        await db.execute(statement);
      await storage.migrate();
      type Rows = { rows: unknown[] };
      const keys = (await db.execute(sql`select shops, roles from trusted_keys where name = 'old'`)) as Rows;
      expect(keys.rows).toEqual([{ shops: null, roles: ['pro', 'customer'] }]);
      const codes = (await db.execute(sql`select id, customer_cod from projects order by id`)) as Rows;
      expect(codes.rows).toEqual([
        { id: 1, customer_cod: null },
        { id: 2, customer_cod: null },
        { id: 3, customer_cod: 'c@example.com' },
      ]);
    } finally {
      await storage.close();
    }
  });
});
