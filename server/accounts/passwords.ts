// Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (base64), so the
// cost can be raised later while old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };

/**
 * Hashes at once: one per core but one (a hash is ~50 ms of CPU on libuv's threads), so a burst of
 * logins always leaves a core to the event loop; the rest wait in a bounded queue, and beyond it the
 * caller gets 503 with Retry-After at once (issue 20: a 300-login burst; with one per core,
 * /api/health's p99 was 268 ms during it on the 2-core build machine).
 */
export const HASHING = { concurrent: Math.max(1, availableParallelism() - 1), queue: 64 };
export const HASHING_BUSY_CODE = 'LOGIN_BUSY';

/** Thrown when the hashing queue is full; the API answers 503 with Retry-After. */
export class HashingBusyError extends Error {
  readonly statusCode = 503;
  readonly code = HASHING_BUSY_CODE;
  readonly retryAfterSeconds = 2;
  constructor() {
    super('Too many sign-ins at once; try again in a few seconds');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING.concurrent) {
    if (waiting.length >= HASHING.queue) throw new HashingBusyError();
    // The finishing hash hands its place over: `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes running and waiting now (tests). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

function derive(password: string, salt: Buffer, cost: ScryptOptions, keyLength: number): Promise<Buffer> {
  return bounded(() => deriveNow(password, salt, cost, keyLength));
}

function deriveNow(password: string, salt: Buffer, cost: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolveKey, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...cost, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolveKey(key)),
    );
  });
}

export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  if (password.length === 0) throw new Error('A password cannot be empty');
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A real hash of a random secret: verifying against it costs the same time as against a user's. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
