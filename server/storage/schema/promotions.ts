// Price campaigns a shop's administrator keeps (issue 23; core/pricing/promotions.ts prices with them).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, description, serialId } from './columns';
import { shops } from './accounts';

export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    shopId: belongsTo(integer('shop_id'), () => shops.id),
    cod: text('cod').notNull(),
    des: description(),
    /** Percent off the goods (numeric keeps it exact: read back as decimal text). */
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    /** Catalogue codes, upper case; empty: every catalogue. */
    catalogs: text('catalogs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Inclusive; null: no end date. Ending a campaign sets it to yesterday. */
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_shop_cod_idx').on(t.shopId, sql`upper(${t.cod})`),
    index('promotions_shop_idx').on(t.shopId),
    check('promotions_percent_check', sql`${t.percent} > 0 and ${t.percent} <= 100`),
  ],
);
