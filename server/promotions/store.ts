// A shop's stored campaigns: the ones that change prices (core/pricing/promotions.ts).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Campaign, CampaignInput, isoToday } from '../../core/pricing/promotions';
import { conflict, notFound } from '../api/errors';
import type { Database } from '../storage';
import { promotions } from '../storage/schema';

type Row = typeof promotions.$inferSelect;

/** Stored numeric comes back as '10.00': shown and priced as the shortest exact text ('10'). */
const percentText = (stored: string) => stored.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

const toCampaign = (row: Row): Campaign => ({
  id: row.id,
  cod: row.cod,
  des: row.des,
  percent: percentText(row.percent),
  catalogs: row.catalogs,
  validFrom: row.validFrom,
  validTo: row.validTo,
});

/** Every campaign of a shop, running, future and ended, newest start first. */
export async function shopCampaigns(db: Database, shopId: number): Promise<Campaign[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.shopId, shopId))
    .orderBy(sql`${promotions.validFrom} desc`, asc(promotions.cod));
  return rows.map(toCampaign);
}

async function codeTaken(db: Database, shopId: number, cod: string, except?: number): Promise<void> {
  const same = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.shopId, shopId),
        sql`upper(${promotions.cod}) = upper(${cod})`,
        except === undefined ? undefined : ne(promotions.id, except),
      ),
    );
  if (same.length) throw conflict(`A campaign with the code ${cod} exists already`, 'PROMOTION_CODE_TAKEN');
}

export async function createCampaign(db: Database, shopId: number, input: CampaignInput): Promise<Campaign> {
  const campaign = CampaignInput.parse(input);
  await codeTaken(db, shopId, campaign.cod);
  const [row] = await db
    .insert(promotions)
    .values({ shopId, ...campaign })
    .returning();
  return toCampaign(row!);
}

async function owned(db: Database, shopId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.shopId, shopId)));
  // Another shop's campaign is "not found" too: ids do not reveal what other shops run.
  if (!row) throw notFound(`No campaign ${id} in your shop`, 'PROMOTION_NOT_FOUND');
  return row;
}

export async function updateCampaign(
  db: Database,
  shopId: number,
  id: number,
  input: CampaignInput,
): Promise<Campaign> {
  await owned(db, shopId, id);
  const campaign = CampaignInput.parse(input);
  await codeTaken(db, shopId, campaign.cod, id);
  const [row] = await db.update(promotions).set(campaign).where(eq(promotions.id, id)).returning();
  return toCampaign(row!);
}

/**
 * Ends a campaign now: its last day becomes yesterday, so orders dated today are at list price. One
 * that had not started yet then ends before it starts: it never runs (campaignRunsOn).
 */
export async function endCampaign(
  db: Database,
  shopId: number,
  id: number,
  now = new Date(),
): Promise<Campaign> {
  const row = await owned(db, shopId, id);
  const yesterday = isoToday(new Date(now.getTime() - 86_400_000));
  const validTo = row.validTo !== null && row.validTo < yesterday ? row.validTo : yesterday;
  const [ended] = await db.update(promotions).set({ validTo }).where(eq(promotions.id, id)).returning();
  return toCampaign(ended!);
}

/**
 * The campaigns the server prices a caller's project with: the caller's shop's, the same the
 * browser shows (a project posted with another shop's id gets no other shop's campaigns).
 */
export async function callerCampaigns(db: Database, shop: { id: number } | null): Promise<Campaign[]> {
  return shop ? shopCampaigns(db, shop.id) : [];
}
