// Migration 0009 over projects an older version stored, on PGlite and PostgreSQL: the list's total and
// picture flag, now columns written on save, are filled from each stored document with what the list
// read before, the same values a save writes (listColumnsOf); the list shows them unchanged, and the
// shop's list in its default order is read off the new index, without a sort.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { listColumnsOf } from '../../server/projects/list-columns';
import { listProjects } from '../../server/projects/repository';
import { openStorage } from '../../server/storage';
import { migrateUpTo } from '../support/migrations';
import { describeEachStorage } from '../support/storage';

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

/** Documents as older versions saved them, with the edge cases of the old SQL (->>, LIKE). */
const documents: Record<string, unknown>[] = [
  { des: 'priced, pictured', img: PICTURE, customerFields: { generalTotal: '1234.50' } },
  { des: 'total as a number', customerFields: { generalTotal: 99.5 } },
  { des: 'no customer fields', img: 'https://example.com/a.png' },
  { des: 'customer fields not an object', customerFields: [], img: null },
  { des: 'null total, upper-case picture', customerFields: { generalTotal: null }, img: 'DATA:image/png;x' },
  { des: 'picture as a number', img: 7, customerFields: { generalTotal: '0.00' } },
  {},
];

type Rows<T> = { rows: T[] };

describeEachStorage('migration 0009 (project list columns)', (fixture) => {
  it('fills the total and picture flag of stored projects as the list read them from the documents', async () => {
    const storage = await openStorage({ ...(await fixture.fresh()), migrate: false });
    try {
      const { db } = storage;
      await migrateUpTo(storage, '0008_share_links');
      await db.execute(sql`insert into price_lists (cod) values ('L')`);
      await db.execute(sql`insert into shops (cod, country, price_list_cod) values ('S', 'IT', 'L')`);
      for (const [i, document] of documents.entries()) {
        await db.execute(
          sql`insert into projects (id, des, shop_id, data) values (${i + 1}, ${String(i)}, 1, ${JSON.stringify(document)})`,
        );
      }
      // What the list answered before the migration, read as it read it.
      const before = (await db.execute(sql`select id,
          data->'customerFields'->>'generalTotal' as total,
          coalesce(data->>'img', '') like 'data:image/%' as "hasPicture"
        from projects order by id`)) as Rows<{ id: number; total: string | null; hasPicture: boolean }>;

      await storage.migrate();

      const page = await listProjects(db, { where: undefined, sort: 'id', page: 1, pageSize: 25 });
      const listed = page.items.map(({ id, total, hasPicture }) => ({ id, total, hasPicture }));
      expect(listed).toEqual(before.rows);
      expect(listed.map(({ total, hasPicture }) => ({ total, hasPicture }))).toEqual([
        { total: '1234.50', hasPicture: true },
        { total: '99.5', hasPicture: false },
        { total: null, hasPicture: false },
        { total: null, hasPicture: false },
        { total: null, hasPicture: false },
        { total: '0.00', hasPicture: false },
        { total: null, hasPicture: false },
      ]);
      // A save writes what the migration filled in.
      expect(documents.map((d) => listColumnsOf(d))).toEqual(
        listed.map(({ total, hasPicture }) => ({ listTotal: total, hasPicture })),
      );
    } finally {
      await storage.close();
    }
  });

  it("reads a shop's first page in the default order off the new index, without sorting", async () => {
    const storage = await openStorage(await fixture.fresh());
    try {
      const { db } = storage;
      await db.execute(sql`insert into price_lists (cod) values ('L')`);
      await db.execute(sql`insert into shops (cod, country, price_list_cod) values
        ('A', 'IT', 'L'), ('B', 'IT', 'L'), ('C', 'IT', 'L'), ('D', 'IT', 'L')`);
      await db.execute(sql`insert into projects (des, shop_id, data, updated_at)
        select 'p' || n, 1 + n % 4, '{}', now() - n * interval '1 minute' from generate_series(1, 4000) n`);
      await db.execute(sql`analyze projects`);
      const definition = (await db.execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'projects' order by indexname`,
      )) as Rows<{ indexname: string; indexdef: string }>;
      const names = definition.rows.map((row) => row.indexname);
      expect(names).toContain('projects_shop_updated_idx');
      expect(names).not.toContain('projects_shop_idx');

      // The list's query for seller's shop in the default sort (repository.ts orderOf('-updated')).
      const plan = (await db.execute(sql`explain select id from projects where shop_id = 2
        order by updated_at desc, id desc limit 25`)) as Rows<{ 'QUERY PLAN': string }>;
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('projects_shop_updated_idx');
      expect(text).not.toMatch(/\bSort\b/);
    } finally {
      await storage.close();
    }
  });
});
