// What an item-search tile shows of an article: its parts (for its picture), its size and its
// price, all from the row that inserting it would make (core's insertRow with the article's preset,
// evaluated with the loaded document, which carries the open project's price list), so the tile
// says what the configurator will then say. Loaded with the rule engine, when a tile first needs it.
import { freshProject, insertRow } from '../../../../core/project/edits';
import { projectCurrency } from '../../../../core/project/documents';
import { type Campaign, type RowPromotion, campaignFor, isoToday } from '../../../../core/pricing/promotions';
import { parseDecimal, toDecimalString } from '../../../../core/pricing/money';
import type { Part } from '../../../scene/parts';
import type { LoadedCatalog } from '../../../state/catalogs';
import { priceProject } from '../../../state/pricing';
import { rowShape } from '../../../state/scene';
import type { PictureSubject } from './key';

export interface ArticleFacts {
  parts: readonly Part[];
  /** Outer size in mm, as the 3D view places it; null when the model has no geometry. */
  size: { width: number; height: number; depth: number } | null;
  /**
   * One article's net price (the configurator's "Article price") in the project's currency, after the
   * shop's running campaign for its catalogue, if any: then `promotion` says which, and `list` is the
   * price before it (a promotion shows wherever a price shows: tile, row, offer, PDF).
   */
  price: { amount: string; currency: string; list?: string; promotion?: RowPromotion } | null;
}

/** The shop's campaigns and the order date a tile is priced for (the open project's, else today). */
export interface TileCampaigns {
  campaigns: readonly Campaign[];
  date?: string;
}

const known = new WeakMap<LoadedCatalog, Map<string, ArticleFacts | Error>>();

/**
 * The facts of one article, model (at its defaults) or gallery (its preset); a configuration the
 * catalogue refuses throws its error. Computed once per document, subject and language.
 */
export function articleFacts(
  loaded: LoadedCatalog,
  subject: PictureSubject,
  lang: string,
  pricing: TileCampaigns = { campaigns: [] },
): ArticleFacts {
  let byKey = known.get(loaded);
  if (!byKey) known.set(loaded, (byKey = new Map()));
  // Only the one campaign that would price the row matters: a change to another leaves the tile be.
  const campaign = campaignFor(pricing.campaigns, loaded.document.catalog.cod, pricing.date ?? isoToday());
  const key = `${lang}\n${subject.kind}\n${subject.cod}\n${subject.model}\n${subject.variant}\n${campaign ? `${campaign.cod} ${campaign.percent}` : ''}`;
  let facts = byKey.get(key);
  if (!facts) {
    try {
      facts = computeFacts(loaded, subject, lang, campaign, pricing.date);
    } catch (error) {
      facts = error instanceof Error ? error : new Error(String(error));
    }
    byKey.set(key, facts);
  }
  if (facts instanceof Error) throw facts;
  return facts;
}

function computeFacts(
  loaded: LoadedCatalog,
  subject: PictureSubject,
  lang: string,
  campaign: Campaign | undefined,
  date: string | undefined,
): ArticleFacts {
  const inserted = insertRow(freshProject(), loaded, {
    catalog: loaded.document.catalog.cod,
    model: subject.model,
    variant: subject.variant,
    ...(subject.kind === 'article' ? { article: subject.cod } : {}),
    lang,
  });
  // Priced on the order date the open project would price the row on (core: priceDate, else today).
  const project = date ? { ...inserted, priceDate: date } : inserted;
  const row = project.rows[0]!;
  const shape = rowShape(row, loaded, lang);
  const pricing = priceProject(project, { [row.catalog]: loaded }, campaign ? [campaign] : []);
  const priced = pricing.ok ? pricing.result.rows[0] : undefined;
  const currency = projectCurrency(project).code;
  const promotion = priced?.promotion;
  return {
    parts: shape?.parts ?? [],
    size: shape ? { width: shape.width, height: shape.height, depth: shape.depth } : null,
    price:
      priced && loaded.priceList
        ? {
            amount: priced.unitNet,
            currency,
            // One article in a fresh project: the row's saving is the article's.
            ...(promotion
              ? {
                  promotion,
                  list: toDecimalString(parseDecimal(priced.unitNet).plus(parseDecimal(promotion.saving))),
                }
              : {}),
          }
        : null,
  };
}
