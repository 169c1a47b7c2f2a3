// Issue 8's migration (0006) over data an older version stored, on PGlite and PostgreSQL: trusted
// keys keep working (any shop, never an administrator) and customer codes set by guests or customers
// stop opening projects to that customer; staff's stay.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { expect, it } from 'vitest';
import { migrationsDir } from '../../server/paths';
import { openStorage } from '../../server/storage';
import { describeEachStorage, tempDir } from '../support/storage';

/** The migrations up to and including `lastTag`, as a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await tempDir('migrations-');
  await cp(migrationsDir(), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describeEachStorage('migration 0006', (fixture) => {
  it('keeps old trusted keys for non-administrators and drops customer codes not set by staff', async () => {
    const storage = await openStorage({ ...(await fixture.fresh()), migrate: false });
    try {
      const { db } = storage;
      const migrationsFolder = await migrationsUpTo('0005_account_codes');
      if (storage.kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
      else await migratePostgres(db as never, { migrationsFolder });
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
