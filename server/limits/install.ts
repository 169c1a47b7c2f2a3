// Everything that keeps one client from stalling the others, installed on the app in one call
// (server/app.ts): the JSON body parser with its depth and Unicode checks, and the worker pool for
// CPU-heavy jobs with its Retry-After answers. See docs/security.md "Limits".
import type { FastifyInstance } from 'fastify';
import { OffloadPool, type OffloadOptions } from '../offload/pool';
import type { Database } from '../storage';
import { installJsonBodyParser } from './json-body';
import { DEFAULT_HEAVY_WRITES, installHeavyWriteGate, type HeavyWriteOptions } from './heavy-writes';
import {
  bodyBytes,
  DEFAULT_PHOTO_UPLOAD_LIMITS,
  DEFAULT_STORAGE_QUOTAS,
  type PhotoUploadLimits,
  type StorageQuotas,
} from './quotas';
import { DEFAULT_LOGIN_GUARD, installLoginGuard, LoginGuard, type LoginGuardOptions } from './login-guard';

export interface LimitsOptions {
  /** The worker pool's size, queue and time budget; default defaultOffloadOptions(). */
  offload?: OffloadOptions;
  /** Guest storage quotas; each one not given is DEFAULT_STORAGE_QUOTAS'. */
  quotas?: Partial<StorageQuotas>;
  /** The lane for large saves; default DEFAULT_HEAVY_WRITES. */
  heavyWrites?: HeavyWriteOptions;
  /** Failed-login limits per address and per account; default DEFAULT_LOGIN_GUARD. */
  loginGuard?: LoginGuardOptions;
  /** Photo uploads per session and per guest address; default DEFAULT_PHOTO_UPLOAD_LIMITS. */
  photoUploads?: PhotoUploadLimits;
}

const POOL = 'offloadPool';
/** A refused request with a body larger than this has its connection closed (see onError). */
const LARGE_BODY = 64 * 1024;
const QUOTAS = 'storageQuotas';
const PHOTO_LIMITS = 'photoUploadLimits';
const GUARD = 'loginGuard';

export function installLimits(app: FastifyInstance, options: LimitsOptions, db: Database): void {
  installJsonBodyParser(app);
  const pool = new OffloadPool(options.offload);
  app.decorate(POOL, pool);
  app.decorate(QUOTAS, { ...DEFAULT_STORAGE_QUOTAS, ...options.quotas });
  app.decorate(PHOTO_LIMITS, options.photoUploads ?? DEFAULT_PHOTO_UPLOAD_LIMITS);
  installHeavyWriteGate(app, options.heavyWrites ?? DEFAULT_HEAVY_WRITES);
  const guard = new LoginGuard(db, options.loginGuard ?? DEFAULT_LOGIN_GUARD);
  app.decorate(GUARD, guard);
  installLoginGuard(app, guard);
  app.addHook('onClose', () => pool.close());
  // A refused request says when to come back (RFC 9110 Retry-After); the error handler writes the body.
  app.addHook('onError', async (request, reply, error) => {
    const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    // Refused before its body was read (a flood of large requests): close the connection instead of
    // reading megabytes only to throw them away.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (
      (status === 413 || status === 429 || status === 503) &&
      request.body === undefined &&
      bodyBytes(request) > LARGE_BODY
    ) {
      reply.header('connection', 'close');
    }
  });
}

/** The app's worker pool; a plugin registered without installLimits (unit tests) gets its own. */
export function offloadPoolOf(app: FastifyInstance): OffloadPool {
  const shared = (app as unknown as Record<string, unknown>)[POOL];
  if (shared instanceof OffloadPool) return shared;
  const own = new OffloadPool();
  app.addHook('onClose', () => own.close());
  return own;
}

/** The app's guest storage quotas (the defaults for a plugin registered without installLimits). */
export function storageQuotasOf(app: FastifyInstance): StorageQuotas {
  const quotas = (app as unknown as Record<string, unknown>)[QUOTAS] as StorageQuotas | undefined;
  return quotas ?? DEFAULT_STORAGE_QUOTAS;
}

/** The app's photo upload limits (the defaults for a plugin registered without installLimits). */
export function photoUploadLimitsOf(app: FastifyInstance): PhotoUploadLimits {
  const limits = (app as unknown as Record<string, unknown>)[PHOTO_LIMITS] as PhotoUploadLimits | undefined;
  return limits ?? DEFAULT_PHOTO_UPLOAD_LIMITS;
}

/** The app's login guard (null for a plugin registered without installLimits). */
export function loginGuardOf(app: FastifyInstance): LoginGuard | null {
  const guard = (app as unknown as Record<string, unknown>)[GUARD];
  return guard instanceof LoginGuard ? guard : null;
}
