// The one migration set, applied to PGlite and to a real PostgreSQL server: same tables, same columns,
// data round-trips, and a second run changes nothing.
import { afterEach, expect, it } from 'vitest';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openStorage, queryRows, schema, type Storage } from '../../server/storage';
import { describeEachStorage } from '../support/storage';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function columnsOf(storage: Storage): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    storage.db,
    sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of rows)
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  return byTable;
}

async function appliedMigrations(storage: Storage): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    storage.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.n);
}

describeEachStorage('storage migrations', (fixture) => {
  const open: Storage[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((storage) => storage.close()));
  });
  const openFresh = async (target?: Awaited<ReturnType<typeof fixture.fresh>>) => {
    const storage = await openStorage(target ?? (await fixture.fresh()));
    open.push(storage);
    return storage;
  };

  it('creates every table and column of the schema', async () => {
    const storage = await openFresh();
    expect(storage.kind).toBe(fixture.kind);
    const actual = await columnsOf(storage);
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const table of tables) {
      const config = getTableConfig(table);
      expect(actual.get(config.name), config.name).toEqual(config.columns.map((column) => column.name));
    }
    expect([...actual.keys()].sort()).toEqual(tables.map((table) => getTableConfig(table).name).sort());
  });

  it('round-trips rows: jsonb, exact numeric money, timestamps, defaults', async () => {
    const { db } = await openFresh();
    await db.insert(schema.priceLists).values({ cod: 'L1', des: 'List 1', currency: 'CHF' });
    await db
      .insert(schema.priceListItems)
      .values({ priceListCod: 'L1', catalogCod: 'C', articleCod: 'A', price: '1234.5605' });
    const [shop] = await db
      .insert(schema.shops)
      .values({ cod: 'S1', country: 'CH', priceListCod: 'L1' })
      .returning();
    const [user] = await db
      .insert(schema.users)
      .values({ username: 'anna', passwordHash: 'x', sellerLevel: 5, shopId: shop!.id })
      .returning();
    const data = { rows: [{ uniqueid: 'r1', erp: [{ punit: '10.05', qt: 2 }] }], notes: 'ß ✓ "quoted"' };
    const [project] = await db
      .insert(schema.projects)
      .values({ des: 'Kitchen', userId: user!.id, shopId: shop!.id, data })
      .returning();

    const [read] = await db.select().from(schema.projects).where(eq(schema.projects.id, project!.id));
    expect(read).toMatchObject({ des: 'Kitchen', status: 'unsaved', revision: 1, isOffer: false, data });
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(read!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [price] = await db.select().from(schema.priceListItems);
    expect(price!.price).toBe('1234.5605');
    expect(user).toMatchObject({ role: 'pro', isAdmin: false, gdprFlags: '0;0;0;0', language: 'en' });
  });

  it('stores project documents as json, lz4-compressed where the server has lz4', async () => {
    const { db } = await openFresh();
    const rows = await queryRows<{ table_name: string; type: string; compression: string }>(
      db,
      sql`select c.relname as table_name, format_type(a.atttypid, a.atttypmod) as type,
            a.attcompression::text as compression
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relname in ('projects', 'project_versions') and a.attname = 'data' order by 1`,
    );
    // Debian's PostgreSQL is built with lz4 ('l'); PGlite is not and keeps the default ('').
    const compression = fixture.kind === 'postgres' ? 'l' : '';
    expect(rows).toEqual([
      { table_name: 'project_versions', type: 'json', compression },
      { table_name: 'projects', type: 'json', compression },
    ]);
  });

  it('enforces the constraints the back end relies on', async () => {
    const { db } = await openFresh();
    await db.insert(schema.priceLists).values({ cod: 'L1' });
    await db.insert(schema.users).values({ username: 'bob', passwordHash: 'x' });
    await expect(db.insert(schema.users).values({ username: 'bob', passwordHash: 'y' })).rejects.toThrow();
    await expect(
      db.insert(schema.users).values({ username: 'eve', passwordHash: 'x', role: 'root' as 'pro' }),
    ).rejects.toThrow();
    await db.insert(schema.customers).values({ email: 'Ann@Example.com' });
    await expect(db.insert(schema.customers).values({ email: 'ann@example.COM' })).rejects.toThrow();
    await db.insert(schema.maintenance).values({});
    await expect(db.insert(schema.maintenance).values({ id: 2 })).rejects.toThrow();
    await expect(
      db.insert(schema.shops).values({ cod: 'S', country: 'IT', priceListCod: 'nope' }),
    ).rejects.toThrow();
  });

  it('running the migrations again is a no-op, also after reopening the same store', async () => {
    const target = await fixture.fresh();
    const first = await openFresh(target);
    const applied = await appliedMigrations(first);
    expect(applied).toBeGreaterThan(0);
    await first.db.insert(schema.translations).values({ lang: 'it', key: 'hello', text: 'ciao' });
    await first.migrate();
    expect(await appliedMigrations(first)).toBe(applied);
    await first.close();

    const again = await openFresh(target);
    expect(await appliedMigrations(again)).toBe(applied);
    expect(await again.db.select().from(schema.translations)).toEqual([
      { lang: 'it', key: 'hello', text: 'ciao' },
    ]);
  });
});

it('opens an in-memory PGlite store for throwaway use', async () => {
  const storage = await openStorage({ inMemory: true });
  try {
    expect(storage.kind).toBe('pglite');
    expect(await storage.ping()).toBe(true);
  } finally {
    await storage.close();
  }
  expect(await storage.ping()).toBe(false);
}, 180_000);

it('reports a clear error when PostgreSQL cannot be reached', async () => {
  await expect(openStorage({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(
    /Storage migrations failed \(postgres\)/,
  );
});
