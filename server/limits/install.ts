// Everything that keeps one client from stalling the others, installed on the app in one call
// (server/app.ts): the JSON body parser with its depth and Unicode checks, and the worker pool for
// CPU-heavy jobs with its Retry-After answers. See README "Limits".
import type { FastifyInstance } from 'fastify';
import { BusyError, OffloadPool, type OffloadOptions } from '../offload/pool';
import { installJsonBodyParser } from './json-body';

export interface LimitsOptions {
  /** The worker pool's size, queue and time budget; default defaultOffloadOptions(). */
  offload?: OffloadOptions;
}

const POOL = 'offloadPool';

export function installLimits(app: FastifyInstance, options: LimitsOptions = {}): void {
  installJsonBodyParser(app);
  const pool = new OffloadPool(options.offload);
  app.decorate(POOL, pool);
  app.addHook('onClose', () => pool.close());
  // A refused job says when to come back (RFC 9110 Retry-After); the error handler writes the body.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof BusyError) reply.header('retry-after', String(error.retryAfterSeconds));
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
