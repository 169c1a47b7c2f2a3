// What a user sets on their own account beside language, consents and password (user settings):
//  - a professional user's e-mail address, where account mail (a password reset link) goes;
//    customers' e-mail is their sign-in (customer_email) and is not changed here;
//  - a professional user's default price list (spec 3: "User: ... shops (each with cod and
//    pricelist)"): any stored list in the shop's currency, so totals keep the shop's currency and
//    rounding; null goes back to the shop's list. Customers and guests price with the shop's list.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../storage';
import { priceLists, users } from '../storage/schema';
import type { Account } from './accounts';
import { verifyPassword } from './passwords';

/** A choice the user may not make; the message names the field. */
export class ProfileSettingError extends Error {}

/**
 * Sets a professional user's e-mail address when `currentPassword` is theirs (issue 20: a stolen
 * session alone must not redirect the account's reset mails); returns the address it replaced, or
 * false (nothing changed) for a wrong password.
 */
export async function setEmail(
  db: Database,
  userId: number,
  email: string | null,
  currentPassword: string,
): Promise<{ previous: string | null } | false> {
  const [user] = await db
    .select({ hash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.hash))) return false;
  await db.update(users).set({ email }).where(eq(users.id, userId));
  return { previous: user.email };
}

export interface PriceListChoice {
  cod: string;
  des: string;
  currency: string;
}

/** The price lists the account may choose from: every stored list in its shop's currency. */
export async function priceListChoices(db: Database, account: Account): Promise<PriceListChoice[]> {
  if (!mayChoosePriceList(account) || !account.shop) return [];
  return db
    .select({ cod: priceLists.cod, des: priceLists.des, currency: priceLists.currency })
    .from(priceLists)
    .where(eq(priceLists.currency, account.shop.currency))
    .orderBy(asc(priceLists.cod));
}

/** Professional users (sellers, administrators) with a shop choose their default list. */
export function mayChoosePriceList(account: Account): boolean {
  return account.kind === 'pro' && account.userId !== null && account.shop !== null;
}

/** Sets (or with null clears) the user's default price list; ProfileSettingError when not allowed. */
export async function setPriceList(db: Database, account: Account, cod: string | null): Promise<void> {
  if (!mayChoosePriceList(account) || account.userId === null || !account.shop) {
    throw new ProfileSettingError('priceList: only professional users choose their price list');
  }
  if (cod !== null) {
    const [list] = await db
      .select({ cod: priceLists.cod })
      .from(priceLists)
      .where(and(eq(priceLists.cod, cod), eq(priceLists.currency, account.shop.currency)));
    if (!list) {
      throw new ProfileSettingError(
        `priceList: no price list ${cod.slice(0, 100)} in the shop's currency (${account.shop.currency})`,
      );
    }
  }
  // The shop's own list is stored as "no choice", so a later change of the shop's list applies.
  const stored = cod === account.shop.shopPriceList ? null : cod;
  await db.update(users).set({ priceListCod: stored }).where(eq(users.id, account.userId));
}
