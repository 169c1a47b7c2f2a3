// Price campaigns (spec 3 and 7: catalogue promotions by order date). A campaign takes a percent off
// the goods of its catalogues for orders dated from validFrom to validTo (both inclusive). Only the
// campaigns a shop stores change prices; the ERP feed (resources/promotions.json) is information.
import { z } from 'zod';
import { type Decimal, ZERO, parseDecimal, percentOf, round } from './money';

const isoDate = z.iso.date('Expected a date like 2026-11-22');
const code = z
  .string()
  .trim()
  .min(1, 'The code must not be empty')
  .max(40, 'The code has at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'The code may hold letters, digits, dot, dash and underscore only');

/** A campaign as an administrator enters it (the server and the /promotions screen check the same). */
export const CampaignInput = z
  .object({
    cod: code,
    des: z.string().trim().max(200, 'The description has at most 200 characters').default(''),
    percent: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'The discount is a percent like 10 or 12.5 (at most 2 decimals)')
      .refine(
        (p) => Number(p) > 0 && Number(p) <= 100,
        'The discount is more than 0 and at most 100 percent',
      ),
    catalogs: z
      .array(z.string().trim().toUpperCase().min(1).max(40))
      .max(50, 'At most 50 catalogues')
      .default([]),
    validFrom: isoDate,
    validTo: isoDate.nullable().default(null),
  })
  .refine((c) => c.validTo === null || c.validFrom <= c.validTo, {
    message: 'The end date must not be before the start date',
    path: ['validTo'],
  });
export type CampaignInput = z.input<typeof CampaignInput>;

/** A stored campaign. `catalogs` empty: every catalogue; `validTo` null: no end date. */
export const Campaign = z.object({
  id: z.number().int(),
  cod: z.string(),
  des: z.string(),
  percent: z.string(),
  catalogs: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

/** What a campaign did to a priced row (shown on the row and the offer, printed on the PDF). */
export interface RowPromotion {
  cod: string;
  des: string;
  percent: string;
  /** The row's saving (positive, 2 decimals): the row's net is its list price minus this. */
  saving: string;
}

/** Whether a campaign runs on `date` (YYYY-MM-DD): from validFrom to validTo, both included. */
export function campaignRunsOn(campaign: Pick<Campaign, 'validFrom' | 'validTo'>, date: string): boolean {
  return campaign.validFrom <= date && (campaign.validTo === null || date <= campaign.validTo);
}

/**
 * The campaign for a catalogue's goods on an order date: the largest percent among those running
 * (campaigns never stack), ties to the smallest code, so the choice does not depend on list order.
 */
export function campaignFor(
  campaigns: readonly Campaign[],
  catalog: string,
  date: string,
): Campaign | undefined {
  const wanted = catalog.toUpperCase();
  let best: { campaign: Campaign; percent: Decimal } | undefined;
  for (const campaign of campaigns) {
    if (!campaignRunsOn(campaign, date)) continue;
    if (campaign.catalogs.length && !campaign.catalogs.some((c) => c.toUpperCase() === wanted)) continue;
    const percent = parseDecimal(campaign.percent, 'campaign percent');
    if (percent.lte(ZERO)) continue;
    if (!best || percent.gt(best.percent) || (percent.eq(best.percent) && campaign.cod < best.campaign.cod))
      best = { campaign, percent };
  }
  return best?.campaign;
}

/**
 * A line's saving: the unit's saving is rounded to cents first, then times the quantity (rounded),
 * the same order as the line's own price ("quantity times rounded unit price"), so a quantity-n
 * line saves exactly what n quantity-1 lines save.
 */
export function lineSaving(qt: Decimal, unit: Decimal, percent: Decimal): Decimal {
  return round(qt.times(round(percentOf(unit, percent))));
}

/** Today as YYYY-MM-DD in UTC (the date campaigns are compared with when a project has none). */
export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The offer's promotion lines: each campaign once, with the sum of its rows' savings (exact). */
export function promotionSavings(rows: readonly { promotion?: RowPromotion }[]): RowPromotion[] {
  const byCode = new Map<string, { promotion: RowPromotion; saving: Decimal }>();
  for (const { promotion } of rows) {
    if (!promotion) continue;
    const known = byCode.get(promotion.cod);
    const saving = parseDecimal(promotion.saving, 'promotion saving');
    if (known) known.saving = known.saving.plus(saving);
    else byCode.set(promotion.cod, { promotion, saving });
  }
  return [...byCode.values()].map(({ promotion, saving }) => ({ ...promotion, saving: saving.toFixed(2) }));
}
