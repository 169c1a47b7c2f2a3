// RSA login (spec 7: "RSA login: key, returns profile"). The integrating parent page's back end signs
// a short-lived login key with its RSA private key: a compact JWS (RS256) whose claims are
// { id: shop code, user: user name, iat, exp, jti }. Arredo verifies it with the integrator's public
// keys registered in `trusted_keys` (none by default), refuses keys living longer than 5 minutes,
// and lets each jti log in once (`used_login_keys`), so a leaked key cannot be replayed. Each key is
// bound to the shops (and kinds of user) it may sign in: an integrator's key signs in its own shop's
// users, never another shop's, nor an administrator unless the registration says 'admin' (issue 8).
import { createPublicKey } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { decodeProtectedHeader, errors as joseErrors, importSPKI, jwtVerify, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { Database } from '../storage';
import { shops, trustedKeys, usedLoginKeys, users } from '../storage/schema';
import { accountOf, shopById, type Account } from './accounts';

/** Longest life a login key may have (exp - iat), and the clock skew forgiven between the two hosts. */
export const LOGIN_KEY_MAX_LIFETIME_S = 300;
export const LOGIN_KEY_CLOCK_TOLERANCE_S = 30;
export const RSA_MIN_MODULUS_BITS = 2048;

/** A login key refused: the message says why (shown to the integrator, never a secret). */
export class LoginKeyError extends Error {}
/** A valid login key naming a user its trusted key may not sign in (another shop, an administrator). */
export class LoginKeyScopeError extends Error {}
/** A registration refused (unknown shop ...). */
export class TrustedKeyConfigError extends Error {}

/** Kinds of user a trusted key may sign in; 'admin' is never implied. */
export const TRUSTED_KEY_ROLES = ['pro', 'customer', 'admin'] as const;
export type TrustedKeyRole = (typeof TRUSTED_KEY_ROLES)[number];
export const DEFAULT_TRUSTED_KEY_ROLES: TrustedKeyRole[] = ['pro', 'customer'];

/** What a key may sign in: shop codes (null: any shop, keys registered before binding) and roles. */
export interface TrustedKeyScope {
  shops: string[] | null;
  roles: readonly string[];
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const LoginKeyClaims = z.object({
  id: z.string().trim().min(1).max(200),
  user: z.string().trim().min(1).max(200),
  jti: z.string().min(8).max(200),
  iat: z.number(),
  exp: z.number(),
});

/** What `read` parses, or a LoginKeyError with `refusal`: the parser's own message says nothing useful. */
function readOrRefuse<T>(read: () => T, refusal: string): T {
  try {
    return read();
  } catch {
    throw new LoginKeyError(refusal);
  }
}

/** Checks a PEM is an RSA public key of at least 2048 bits; returns it normalised (SPKI PEM). */
export function normaliseRsaPublicKey(pem: string): string {
  const key = readOrRefuse(() => createPublicKey(pem), 'Not a PEM public key');
  if (key.asymmetricKeyType !== 'rsa') throw new LoginKeyError('The public key must be an RSA key');
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < RSA_MIN_MODULUS_BITS)
    throw new LoginKeyError(`The RSA key must have at least ${RSA_MIN_MODULUS_BITS} bits`);
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * Registers (or replaces) an integrator's public key under `name`, the `kid` its login keys carry,
 * bound to `shops` (existing shop codes) and `roles` (default pro and customer, never admin unless
 * given).
 */
export async function saveTrustedKey(
  db: Database,
  name: string,
  pem: string,
  scope: { shops: string[]; roles?: readonly TrustedKeyRole[] },
): Promise<void> {
  const publicKeyPem = normaliseRsaPublicKey(pem);
  const shopCodes: string[] = [];
  for (const cod of scope.shops) {
    const [shop] = await db
      .select({ cod: shops.cod })
      .from(shops)
      .where(sql`lower(${shops.cod}) = lower(${cod})`);
    if (!shop) throw new TrustedKeyConfigError(`Unknown shop ${cod.slice(0, 100)}`);
    if (!shopCodes.includes(shop.cod.toUpperCase())) shopCodes.push(shop.cod.toUpperCase());
  }
  const roles = [...new Set(scope.roles ?? DEFAULT_TRUSTED_KEY_ROLES)];
  const values = { publicKeyPem, shops: shopCodes, roles, createdAt: new Date() };
  await db
    .insert(trustedKeys)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: trustedKeys.name, set: values });
}

/** Whether a key of this scope may sign in this user of this shop. */
export function keyMaySignIn(
  scope: TrustedKeyScope,
  user: { role: string; isAdmin: boolean },
  shopCod: string,
) {
  if (scope.shops !== null && !scope.shops.includes(shopCod.toUpperCase())) return false;
  if (user.isAdmin) return scope.roles.includes('admin');
  return scope.roles.includes(user.role);
}

export async function deleteTrustedKey(db: Database, name: string): Promise<boolean> {
  const removed = await db.delete(trustedKeys).where(eq(trustedKeys.name, name)).returning();
  return removed.length > 0;
}

// Imported keys by PEM text: importing costs more than the signature check itself.
const imported = new Map<string, Promise<CryptoKey>>();
function importKey(pem: string): Promise<CryptoKey> {
  let key = imported.get(pem);
  if (!key) {
    if (imported.size > 100) imported.clear();
    key = importSPKI(pem, 'RS256');
    imported.set(pem, key);
  }
  return key;
}

interface CandidateKey extends TrustedKeyScope {
  pem: string;
}

/** The keys that may have signed: the one named by `kid`, or every trusted key when there is none. */
async function candidateKeys(db: Database, kid: string | undefined): Promise<CandidateKey[]> {
  return db
    .select({ pem: trustedKeys.publicKeyPem, shops: trustedKeys.shops, roles: trustedKeys.roles })
    .from(trustedKeys)
    .where(kid === undefined ? undefined : eq(trustedKeys.name, kid));
}

/** The key's claims and the scope of the trusted key that signed it. */
async function verifiedClaims(
  db: Database,
  key: string,
  now: Date,
): Promise<{ claims: z.output<typeof LoginKeyClaims>; scope: TrustedKeyScope }> {
  if (key.length > 16_384 || !COMPACT_JWS.test(key))
    throw new LoginKeyError('The login key is not a compact JWS');
  const header = readOrRefuse(() => decodeProtectedHeader(key), 'The login key is not a compact JWS');
  if (header.alg !== 'RS256') throw new LoginKeyError('The login key must be signed with RS256');
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  const candidates = await candidateKeys(db, kid);
  if (candidates.length === 0) {
    throw new LoginKeyError(
      kid === undefined ? 'No trusted key is registered' : `Unknown key id ${kid.slice(0, 100)}`,
    );
  }
  for (const candidate of candidates) {
    try {
      const { payload } = await jwtVerify(key, await importKey(candidate.pem), {
        algorithms: ['RS256'],
        currentDate: now,
        clockTolerance: LOGIN_KEY_CLOCK_TOLERANCE_S,
        maxTokenAge: LOGIN_KEY_MAX_LIFETIME_S + LOGIN_KEY_CLOCK_TOLERANCE_S,
        requiredClaims: ['iat', 'exp', 'jti'],
      });
      const claims = LoginKeyClaims.safeParse(payload);
      if (!claims.success)
        throw new LoginKeyError('The login key needs the claims id, user, jti, iat and exp');
      if (claims.data.exp - claims.data.iat > LOGIN_KEY_MAX_LIFETIME_S) {
        throw new LoginKeyError(`A login key may live at most ${LOGIN_KEY_MAX_LIFETIME_S} seconds`);
      }
      return { claims: claims.data, scope: candidate };
    } catch (error) {
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) continue;
      if (error instanceof joseErrors.JWTExpired) throw new LoginKeyError('The login key has expired');
      if (error instanceof joseErrors.JOSEError)
        throw new LoginKeyError(`The login key is not valid: ${error.message}`);
      throw error;
    }
  }
  throw new LoginKeyError('The login key signature does not match any trusted key');
}

/** Spends the key's jti; false when it was already spent. Forgets spent keys past their expiry. */
async function spendJti(db: Database, jti: string, exp: number, now: Date): Promise<boolean> {
  await db.delete(usedLoginKeys).where(lt(usedLoginKeys.expiresAt, new Date(now.getTime() - 60_000)));
  // Kept until well past exp + tolerance, so the key can never verify again once forgotten.
  const expiresAt = new Date((exp + LOGIN_KEY_CLOCK_TOLERANCE_S) * 1000 + 60_000);
  const inserted = await db
    .insert(usedLoginKeys)
    .values({ jti, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedLoginKeys.jti });
  return inserted.length === 1;
}

/** The account a valid, unspent login key logs in; throws LoginKeyError with the reason otherwise. */
export async function loginWithKey(db: Database, key: string, now = new Date()): Promise<Account> {
  const { claims, scope } = await verifiedClaims(db, key, now);
  if (!(await spendJti(db, claims.jti, claims.exp, now)))
    throw new LoginKeyError('The login key was already used');
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${claims.user})`));
  const shop = user ? await shopById(db, user.shopId) : null;
  if (!user || !shop || shop.cod.toLowerCase() !== claims.id.toLowerCase()) {
    throw new LoginKeyError('The login key names no user of that shop');
  }
  if (!keyMaySignIn(scope, user, shop.cod)) {
    throw new LoginKeyScopeError('The trusted key may not sign in this user');
  }
  return accountOf(user, shop);
}
