// Which price list prices a caller's configurations. Shops have price lists (price_lists table); the
// caller's list is their shop's, or a project's listid when given and allowed. Catalogues carry
// their own lists (documents' priceLists): the one with the shop list's code, else the one in its
// currency.
import { sql } from 'drizzle-orm';
import type { CatalogDocument } from '../../core/catalog';
import type { Account } from '../accounts/accounts';
import type { Database } from '../storage';
import { priceLists } from '../storage/schema';
import { badRequest, forbidden } from '../api/errors';
import { hasControlCharacters } from './codes';

export interface CallerPriceList {
  cod: string;
  currency: string;
}

/**
 * The caller's price list: the shop's; a different `listid` (a project's) only for shop staff
 * (pro users), and only when that list exists. Null when the caller has no shop and gave no list.
 */
export async function callerPriceList(
  db: Database,
  account: Account,
  listid?: string | number,
): Promise<CallerPriceList | null> {
  const own = account.shop ? { cod: account.shop.priceList, currency: account.shop.currency } : null;
  if (listid === undefined || String(listid).trim() === '') return own;
  const wanted = String(listid).trim();
  if (own && own.cod.toUpperCase() === wanted.toUpperCase()) return own;
  // A code with control characters (PostgreSQL text refuses NUL) cannot name a stored list.
  const [list] = hasControlCharacters(wanted)
    ? []
    : await db
        .select({ cod: priceLists.cod, currency: priceLists.currency })
        .from(priceLists)
        .where(sql`lower(${priceLists.cod}) = lower(${wanted})`);
  if (!list) throw badRequest(`Unknown price list "${wanted.slice(0, 100)}"`, 'UNKNOWN_PRICE_LIST');
  if (account.kind !== 'pro') {
    throw forbidden("Only shop staff may price with a price list other than the shop's", 'PRICE_LIST');
  }
  return list;
}

/**
 * The catalogue's price list for the caller's list: same code (case-insensitive), else the first
 * in the same currency. Undefined lets core use the catalogue's default (no caller list, or a
 * catalogue without prices). A catalogue with prices but none in that currency is refused.
 */
export function catalogPriceList(
  document: CatalogDocument,
  list: CallerPriceList | null,
): string | undefined {
  if (!list || document.priceLists.length === 0) return undefined;
  const byCode = document.priceLists.find((l) => l.cod.toUpperCase() === list.cod.toUpperCase());
  const byCurrency = document.priceLists.find((l) => l.currency === list.currency);
  const chosen = byCode ?? byCurrency;
  if (!chosen) {
    throw badRequest(
      `Catalogue ${document.catalog.cod} has no price list for ${list.cod} (${list.currency})`,
      'NO_CATALOG_PRICE_LIST',
    );
  }
  return chosen.cod;
}
