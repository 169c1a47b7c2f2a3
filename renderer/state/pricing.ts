import Big from 'big.js';
import {
  type Campaign,
  currencyTextFormatter,
  isoToday,
  repriceProject,
  type RepriceResult,
} from '../../core/pricing';
import { numberLocale } from '../../core/locale/languages';
import { articlePricesOf, projectCurrency } from '../../core/project/documents';
import type { Project } from '../../core/project/schema';
import { catalogDocumentsAtom, type LoadedCatalog } from './catalogs';
import { shopCampaignsAtom } from './promotions';
import { projectAtom } from './project';
import { preferencesAtom } from './session';
import { atom } from './store';

export { articlePricesOf, projectCurrency };

export type ProjectPricing = { ok: true; result: RepriceResult } | { ok: false; message: string };

interface KnownPricing {
  /** The catalogue documents the result was priced with (article fallbacks read their price lists). */
  documents: Readonly<Record<string, LoadedCatalog>>;
  /** The shop's campaigns it was priced with (a sign-in or an administrator's change makes new ones). */
  campaigns: readonly Campaign[];
  result: RepriceResult;
}

/**
 * Prices already computed for a project object: an edit reprices the project it stores (its totals
 * go into customerFields), and the screens would otherwise price that same object again.
 */
const knownPricing = new WeakMap<Project, KnownPricing>();

/**
 * Records that `result` is the pricing of `project` with `documents`. `result` must be what
 * repriceProject gives for it: an edit's recomputed project carries its own result's totals, and
 * repricing it gives the same result again (core/pricing is exact and idempotent; tested).
 */
export function rememberPricing(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  result: RepriceResult,
  campaigns: readonly Campaign[] = [],
): void {
  knownPricing.set(project, { documents, campaigns, result });
}

/** A remembered result still holds while each row's catalogue document is the same one. */
function knownResult(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  campaigns: readonly Campaign[],
): RepriceResult | undefined {
  const known = knownPricing.get(project);
  if (!known) return undefined;
  // No campaigns either way is the same pricing, whichever empty list each came with.
  if (known.campaigns !== campaigns && (known.campaigns.length || campaigns.length)) return undefined;
  for (const row of project.rows) {
    if (known.documents[row.catalog]?.document !== documents[row.catalog]?.document) return undefined;
  }
  return known.result;
}

/**
 * Prices a project exactly with core/pricing (the same call the server makes on save); a project an
 * edit has just priced is not priced again.
 */
export function priceProject(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  campaigns: readonly Campaign[] = [],
): ProjectPricing {
  const known = knownResult(project, documents, campaigns);
  if (known) return { ok: true, result: known };
  try {
    const result = repriceProject(project, {
      currency: projectCurrency(project),
      article: articlePricesOf(documents),
      campaigns,
      today: isoToday(),
    });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** The open project's prices: rows, catalogue totals, services and totals, once per change. */
export const projectPricingAtom = atom<ProjectPricing | null>((get) => {
  const project = get(projectAtom);
  if (!project) return null;
  return priceProject(project, get(catalogDocumentsAtom), get(shopCampaignsAtom));
});

/** Net price of each row by uniqueid (as text). */
export const rowNetsAtom = atom<ReadonlyMap<string, string>>((get) => {
  const pricing = get(projectPricingAtom);
  if (!pricing?.ok) return new Map();
  return new Map(pricing.result.rows.map((r) => [String(r.uniqueid), r.net]));
});

/** The open project's currency: the same object until the currency changes (not on every edit). */
export const projectCurrencyAtom = atom((get) => projectCurrency(get(projectAtom)));

/** The locale the open project's figures are written and typed in (core/locale numberLocale). */
export const numberLocaleAtom = atom((get) =>
  numberLocale(get(preferencesAtom).language || 'en', get(projectCurrencyAtom).code),
);

/** Formats decimal text as money in the project's currency and the user's locale (CHF to 0.05 only for totals). */
export const moneyFormatterAtom = atom((get) => {
  const currency = get(projectCurrencyAtom);
  const format = currencyTextFormatter(currency, get(numberLocaleAtom));
  return (amount: string | undefined) =>
    format(new Big(amount ?? '0').toFixed(currency.decimal_digits, Big.roundHalfUp));
});
