// The two mailed account flows:
//  - password reset: a request by e-mail mails each account with that address a one-time link (a
//    request by shop code and user name mails that user's address); using it sets a new password and
//    ends every session of the account. A customer's address is their sign-in (customer_email), a
//    professional user's the one in their profile (email);
//  - guest registration: a guest asks for an account by e-mail; the mailed link lets them choose a
//    password, which makes a customer account that keeps the projects of the guest session.
// A request never says whether an address is known: the caller always gets the same answer, and the
// mail (if any) tells the address's owner what to do.
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../storage';
import { projects, sessions, users } from '../storage/schema';
import {
  alreadyRegisteredMail,
  mailLanguage,
  registerMail,
  resetMail,
  unlockMail,
} from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import { ACCOUNT_CODE_TTL_MS, codesSentTo, consumeCode, issueCode, peekCode } from './account-codes';
import { accountOf, GUEST_SHOP_COD, shopByCod, shopById, type Account } from './accounts';
import { hashPassword } from './passwords';

/** Spec-free choice: at most 3 mails per address and hour, whoever asks; more are dropped silently. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;
/** An account never receives mail for more than this many users sharing one address. */
const MAX_ACCOUNTS_PER_ADDRESS = 5;

/** A code that is unknown, used, expired or meant for the other flow. */
export class AccountCodeError extends Error {
  constructor() {
    super('This link is not valid any more: it expired or was already used (code)');
  }
}
/** Registration of an address that got an account in the meantime. */
export class AlreadyRegisteredError extends Error {
  constructor() {
    super('An account with this e-mail address already exists: sign in, or ask for a new password');
  }
}

export interface FlowContext {
  db: Database;
  mailer: Mailer;
  /** The app's public address (ends with '/'); links are made against it. */
  publicUrl: string;
  now?: Date;
}

export const linkTo = (publicUrl: string, path: string): string =>
  new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();

async function underMailBudget(context: FlowContext, email: string): Promise<boolean> {
  const now = context.now ?? new Date();
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  return (await codesSentTo(context.db, email, since)) < MAILS_PER_ADDRESS_PER_HOUR;
}

/** Where a user's account mail goes: a customer's sign-in address, a professional's profile address. */
const mailAddressOf = (user: typeof users.$inferSelect): string | null => user.customerEmail ?? user.email;

async function usersWithEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(
      or(sql`lower(${users.customerEmail}) = lower(${email})`, sql`lower(${users.email}) = lower(${email})`),
    )
    .orderBy(users.id)
    .limit(MAX_ACCOUNTS_PER_ADDRESS);
}

async function userInShop(db: Database, shopCod: string, username: string) {
  const shop = await shopByCod(db, shopCod);
  if (!shop) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.shopId, shop.id), sql`lower(${users.username}) = lower(${username})`));
  return user ?? null;
}

/** Mails a reset link to each of these accounts (one mail each). Silent about the outcome. */
async function mailResetLinks(
  context: FlowContext,
  accounts: (typeof users.$inferSelect)[],
  language: string | undefined,
  mail: typeof resetMail,
  purpose: 'reset' | 'unlock' = 'reset',
): Promise<number> {
  const now = context.now ?? new Date();
  let sent = 0;
  for (const user of accounts) {
    const email = mailAddressOf(user);
    if (email === null || !(await underMailBudget(context, email))) continue;
    const shop = await shopById(context.db, user.shopId);
    const { code } = await issueCode(context.db, { purpose, email, userId: user.id }, now);
    // Customers (registered guests) land on the guest variant of the same screen (spec 2).
    const path = user.role === 'customer' ? 'guestresetpassword' : 'resetpassword';
    await context.mailer.send(
      mail({
        to: email,
        name: user.username,
        language: mailLanguage(language ?? user.language),
        link: linkTo(context.publicUrl, `${path}/${code}`),
        minutes: ACCOUNT_CODE_TTL_MS / 60_000,
        shop: shop?.cod ?? '',
        user: user.username,
      }),
    );
    sent += 1;
  }
  return sent;
}

/** Password reset, step 1. Returns how many mails went out (for logs and tests, never for the caller). */
export async function requestPasswordReset(
  context: FlowContext,
  input: { email: string; language?: string } | { id: string; user: string; language?: string },
): Promise<number> {
  if ('email' in input) {
    if (!(await underMailBudget(context, input.email))) return 0;
    return mailResetLinks(context, await usersWithEmail(context.db, input.email), input.language, resetMail);
  }
  // By shop code and user name: the link goes to the address stored with that user, never elsewhere.
  const user = await userInShop(context.db, input.id, input.user);
  return user ? mailResetLinks(context, [user], input.language, resetMail) : 0;
}

/**
 * The account is held back after many wrong passwords (server/limits/login-guard.ts): its address
 * gets a one-time link to the reset screen, which signs the user in and makes their place known.
 */
export async function mailUnlockLink(context: FlowContext, userId: number): Promise<number> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  return user ? mailResetLinks(context, [user], undefined, unlockMail, 'unlock') : 0;
}

/** The purposes a reset screen's code may have: a reset, or the unlock of an attacked account. */
const RESET_PURPOSES = ['reset', 'unlock'] as const;

export interface CodeInfo {
  purpose: 'reset' | 'register';
  email: string;
  expiresAt: Date;
  /** Reset: the account's sign-in (shop code and user name). */
  username?: string;
  shopCod?: string;
}

/** What a still valid code is for, without using it; AccountCodeError otherwise. */
export async function describeCode(
  db: Database,
  code: string,
  purpose: 'reset' | 'register',
  now = new Date(),
): Promise<CodeInfo> {
  const record = await peekCode(db, code, purpose === 'reset' ? RESET_PURPOSES : [purpose], now);
  if (!record) throw new AccountCodeError();
  const info: CodeInfo = { purpose, email: record.email, expiresAt: record.expiresAt };
  if (record.userId !== null) {
    const [user] = await db.select().from(users).where(eq(users.id, record.userId));
    if (!user) throw new AccountCodeError();
    info.username = user.username;
    info.shopCod = (await shopById(db, user.shopId))?.cod ?? '';
  }
  return info;
}

async function accountOfUser(db: Pick<Database, 'select'>, userId: number): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AccountCodeError();
  return accountOf(user, await shopById(db as Database, user.shopId));
}

/** Password reset, step 2: uses the code, sets the password, ends every session of the account. */
export async function resetPassword(
  db: Database,
  input: { code: string; password: string },
  now = new Date(),
): Promise<Account> {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const record = await consumeCode(tx, input.code, RESET_PURPOSES, now);
    if (!record || record.userId === null) throw new AccountCodeError();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, record.userId));
    await tx.delete(sessions).where(eq(sessions.userId, record.userId));
    return record.userId;
  });
  return accountOfUser(db, userId);
}

/** The projects a guest session owns: read when the guest asks to register, before any reload ends it. */
export async function guestProjectIds(db: Database, guestSessionId: string): Promise<number[]> {
  const owned = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.sessionId, guestSessionId), isNull(projects.userId)));
  return owned.map((project) => project.id);
}

/** A guest's request to register: who, and which of the session's projects go with the account. */
export interface GuestRegistrationInput {
  guestSessionId: string;
  /** The guest's projects when asked: the session may end (a reload) before the job runs. */
  projectIds: number[];
  email: string;
  firstName: string;
  lastName: string;
  language?: string;
}

/**
 * Guest registration, step 1 (the caller is a guest). An address that already has an account gets a
 * mail saying so, with a reset link, instead of a registration link: the caller cannot tell apart.
 */
export async function requestGuestRegistration(
  context: FlowContext,
  input: GuestRegistrationInput,
): Promise<number> {
  if (!(await underMailBudget(context, input.email))) return 0;
  const taken = await context.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.email})`);
  const withAddress = await usersWithEmail(context.db, input.email);
  if (taken.length > 0 || withAddress.length > 0) {
    return mailResetLinks(context, withAddress, input.language, alreadyRegisteredMail);
  }
  const { code } = await issueCode(
    context.db,
    {
      purpose: 'register',
      email: input.email,
      guestSessionId: input.guestSessionId,
      projectIds: input.projectIds,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    context.now ?? new Date(),
  );
  await context.mailer.send(
    registerMail({
      to: input.email,
      // By address only: a visitor's chosen name (or a URL typed as one) never goes out in a mail sent
      // from the shop's address.
      name: input.email,
      language: mailLanguage(input.language),
      link: linkTo(context.publicUrl, `guestregister/${code}`),
      minutes: ACCOUNT_CODE_TTL_MS / 60_000,
    }),
  );
  return 1;
}

/** True for a unique-key violation (SQLSTATE 23505), however deeply the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Guest registration, step 2: uses the code and makes a customer account (user name and e-mail: the
 * address; shop: the guest shop) that owns the guest session's projects; the guest session ends.
 */
export async function completeGuestRegistration(
  db: Database,
  input: { code: string; password: string; language?: string },
  now = new Date(),
): Promise<{ account: Account; projects: number; endedGuestSessions: string[] }> {
  const passwordHash = await hashPassword(input.password);
  const shop = await shopByCod(db, GUEST_SHOP_COD);
  try {
    const result = await db.transaction(async (tx) => {
      const record = await consumeCode(tx, input.code, ['register'], now);
      if (!record) throw new AccountCodeError();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          sql`lower(${users.username}) = lower(${record.email}) or lower(${users.customerEmail}) = lower(${record.email})`,
        );
      if (taken) throw new AlreadyRegisteredError();
      const [user] = await tx
        .insert(users)
        .values({
          username: record.email,
          passwordHash,
          role: 'customer',
          shopId: shop?.id ?? null,
          customerEmail: record.email,
          ...(input.language ? { language: input.language } : {}),
        })
        .returning({ id: users.id });
      // The session's projects now, and those it had at request time if that session has ended since.
      // The session may have been renewed before the code was written (the mail is a queued job and
      // a refresh does not wait for it): the renewed session is the one its projects moved to.
      const renewedInto = record.projectIds.length
        ? await tx
            .selectDistinct({ id: projects.sessionId })
            .from(projects)
            .where(
              and(
                inArray(projects.id, record.projectIds),
                isNull(projects.userId),
                isNotNull(projects.sessionId),
              ),
            )
        : [];
      const guestSessions = [
        ...new Set([record.guestSessionId, ...renewedInto.map((row) => row.id)].filter((id) => id !== null)),
      ];
      const ownedBySession = guestSessions.length ? inArray(projects.sessionId, guestSessions) : sql`false`;
      const orphanedSince = record.projectIds.length
        ? and(inArray(projects.id, record.projectIds), isNull(projects.sessionId))
        : sql`false`;
      const kept = await tx
        .update(projects)
        .set({ userId: user!.id, sessionId: null })
        .where(and(isNull(projects.userId), or(ownedBySession, orphanedSince)))
        .returning({ id: projects.id });
      const moved = kept.length;
      if (guestSessions.length) {
        await tx.delete(sessions).where(and(inArray(sessions.id, guestSessions), isNull(sessions.userId)));
      }
      return { userId: user!.id, projects: moved, endedGuestSessions: guestSessions };
    });
    return {
      account: await accountOfUser(db, result.userId),
      projects: result.projects,
      endedGuestSessions: result.endedGuestSessions,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyRegisteredError();
    throw error;
  }
}
