// Identity sign-in (spec 7: "access token, authority and a provider label, returns profile").
// The access token is a JWT from an identity provider registered in `identity_providers`: its issuer
// must equal the authority, its audience the configured one, and its signature must match the
// provider's JWKS stored locally (nothing is fetched at run time: deployments sync the JWKS into
// storage through the admin call whenever the provider rotates keys).
// First sign-in of a subject creates a customer user in the provider's shop and links it
// (`identity_links`); later sign-ins use that link. Existing users are never matched by e-mail, so a
// provider cannot take over a pro account.
import { and, eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { z } from 'zod';
import type { Database } from '../storage';
import { identityLinks, identityProviders, users } from '../storage/schema';
import { accountOf, GUEST_SHOP_COD, shopByCod, shopById, type Account } from './accounts';

/** Asymmetric algorithms only: a JWKS must never let a shared secret (HS*) sign tokens. */
export const IDENTITY_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'EdDSA',
];
export const IDENTITY_CLOCK_TOLERANCE_S = 30;
/** Password hash of users that only sign in through a provider: never verifies (not scrypt$...). */
const NO_PASSWORD = '!identity';

/** A sign-in refused; the message says why. */
export class IdentityError extends Error {}
/** A provider configuration refused. */
export class IdentityConfigError extends Error {}

export interface IdentityProviderConfig {
  authority: string;
  audience: string;
  jwks: JSONWebKeySet;
  shopCod?: string | null;
}

/** Registers or replaces a provider: the JWKS must hold at least one public, asymmetric key. */
export async function saveIdentityProvider(db: Database, config: IdentityProviderConfig): Promise<void> {
  const keys = config.jwks.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new IdentityConfigError('The JWKS holds no keys');
  for (const key of keys) {
    if (key.kty === 'oct')
      throw new IdentityConfigError('The JWKS may hold only public keys, not shared secrets');
    if ('d' in key) throw new IdentityConfigError('The JWKS holds a private key: give only the public keys');
  }
  try {
    createLocalJWKSet(config.jwks);
  } catch (error) {
    throw new IdentityConfigError(`Not a valid JWKS: ${(error as Error).message}`);
  }
  const shopCod = config.shopCod ?? null;
  if (shopCod !== null && !(await shopByCod(db, shopCod)))
    throw new IdentityConfigError(`Unknown shop ${shopCod}`);
  const values = { audience: config.audience, jwks: config.jwks, shopCod, updatedAt: new Date() };
  await db
    .insert(identityProviders)
    .values({ authority: config.authority, ...values })
    .onConflictDoUpdate({ target: identityProviders.authority, set: values });
}

/** The registered providers' authorities (the app's CSP lets the browser talk to them). */
export async function registeredAuthorities(db: Database): Promise<string[]> {
  const rows = await db.select({ authority: identityProviders.authority }).from(identityProviders);
  return rows.map((row) => row.authority);
}

const TokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  email_verified: z.boolean().optional(),
});

async function verifiedClaims(
  db: Database,
  accessToken: string,
  authority: string,
  now: Date,
): Promise<{ claims: z.output<typeof TokenClaims>; shopCod: string | null }> {
  const [provider] = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.authority, authority));
  if (!provider) throw new IdentityError('Unknown identity authority');
  try {
    const { payload } = await jwtVerify(accessToken, createLocalJWKSet(provider.jwks as JSONWebKeySet), {
      issuer: authority,
      audience: provider.audience,
      algorithms: IDENTITY_ALGORITHMS,
      currentDate: now,
      clockTolerance: IDENTITY_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = TokenClaims.safeParse(payload);
    if (!claims.success) throw new IdentityError('The access token has no usable subject');
    return { claims: claims.data, shopCod: provider.shopCod };
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new IdentityError('The access token has expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      throw new IdentityError(`The access token is not for this site: ${error.claim} mismatch`);
    }
    if (error instanceof joseErrors.JOSEError) throw new IdentityError('The access token is not valid');
    throw error;
  }
}

async function accountOfUser(db: Database, userId: number): Promise<Account | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? accountOf(user, await shopById(db, user.shopId)) : null;
}

/** A user name nobody has: the verified e-mail if free, else subject@authority-host. */
async function freeUsername(
  db: Database,
  email: string | undefined,
  subject: string,
  authority: string,
): Promise<string> {
  const candidates = [email, `${subject}@${new URL(authority).host}`].filter(
    (name): name is string => !!name,
  );
  for (const name of candidates) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${name})`);
    if (!taken) return name;
  }
  throw new IdentityError('No free user name for this identity; an administrator must link it');
}

/** True for a unique-key violation (SQLSTATE 23505), however deeply the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs the first sign-in's inserts; a racing sign-in that took the name or link first is a 401, not a 500. */
async function createLinkedCustomer(
  db: Database,
  work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<number>,
): Promise<number> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentityError('This identity was just linked; sign in again');
    throw error;
  }
}

/** The account a valid access token signs in as; creates and links a customer on first sign-in. */
export async function signInWithIdentity(
  db: Database,
  input: { accessToken: string; authority: string },
  now = new Date(),
): Promise<Account> {
  const { claims, shopCod } = await verifiedClaims(db, input.accessToken, input.authority, now);
  const link = and(eq(identityLinks.authority, input.authority), eq(identityLinks.subject, claims.sub));
  const [linked] = await db.select({ userId: identityLinks.userId }).from(identityLinks).where(link);
  if (linked) {
    const account = await accountOfUser(db, linked.userId);
    if (account) return account;
  }
  // Only a provider's explicit `email_verified: true` links the e-mail: it opens every project made
  // for that address (access.ts), so an unverified or unstated one must not (issue 8).
  const email = claims.email && claims.email_verified === true ? claims.email : undefined;
  const shop = await shopByCod(db, shopCod ?? GUEST_SHOP_COD);
  const username = await freeUsername(db, email, claims.sub, input.authority);
  const userId = await createLinkedCustomer(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username,
        passwordHash: NO_PASSWORD,
        role: 'customer',
        shopId: shop?.id ?? null,
        customerEmail: email ?? null,
      })
      .returning({ id: users.id });
    // Two first sign-ins racing: the second finds the link taken and signs in as the first's user.
    const [made] = await tx
      .insert(identityLinks)
      .values({ authority: input.authority, subject: claims.sub, userId: user!.id })
      .onConflictDoNothing()
      .returning({ userId: identityLinks.userId });
    if (!made) throw new IdentityError('This identity was just linked; sign in again');
    return made.userId;
  });
  const account = await accountOfUser(db, userId);
  if (!account) throw new IdentityError('The linked user is gone');
  return account;
}
