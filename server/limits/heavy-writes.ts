// Fairness for big writes. A few concurrent saves of large projects made other users' opens wait
// (6 ms became seconds): the database works through writes in turn, so a flood of big ones queues
// everyone behind it. Saves with a large body take a lane of their own: at most `concurrent` of them
// run at once server-wide, each session one at a time (429), and when `queue` more are waiting the
// next is refused with 503 and Retry-After. Small writes and reads never wait for this lane.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import { BusyError } from '../offload/pool';
import { methodsOf, prependRouteHook } from './route-hooks';

export interface HeavyWriteOptions {
  /** A write whose body is larger than this takes the heavy lane. */
  thresholdBytes: number;
  /** Heavy writes running at once, server-wide. */
  concurrent: number;
  /** Heavy writes that may wait for the lane. */
  queue: number;
}

/** A 500-row project without pictures is about 300 KB: real saves rarely take the lane. */
export const DEFAULT_HEAVY_WRITES: HeavyWriteOptions = {
  thresholdBytes: 1024 * 1024,
  concurrent: 2,
  queue: 16,
};

/** Routes whose writes are stored documents (saves, versions, views, status). */
const STORED_WRITES = /^\/api\/v1\/projects(\/|$)/;
const READS = new Set(['GET', 'HEAD']);
const HELD = Symbol('heavyWriteHeld');

type Held = FastifyRequest & { [HELD]?: string };

export function installHeavyWriteGate(
  app: FastifyInstance,
  options: HeavyWriteOptions = DEFAULT_HEAVY_WRITES,
): void {
  let running = 0;
  const waiting: (() => void)[] = [];
  const sessions = new Set<string>();

  const release = (request: Held) => {
    const owner = request[HELD];
    if (owner === undefined) return;
    request[HELD] = undefined;
    sessions.delete(owner);
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const enter = async (request: Held) => {
    if (READS.has(request.method)) return;
    const bytes = Number(request.headers['content-length'] ?? 0);
    if (!(bytes > options.thresholdBytes)) return;
    const owner = request.auth?.session.id ?? `address:${request.ip}`;
    if (sessions.has(owner)) {
      throw new ApiError(
        429,
        'A large save of this session is still running; wait for it to finish',
        'SAVE_IN_PROGRESS',
      );
    }
    if (running >= options.concurrent && waiting.length >= options.queue) {
      throw new BusyError('The server is busy with large saves; try again in a few seconds', 'SERVER_BUSY');
    }
    sessions.add(owner);
    request[HELD] = owner;
    if (running < options.concurrent) running += 1;
    // The finishing write hands its place over: `running` stays the same.
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const leave = async (request: Held) => release(request);
  // On the project write routes only (route-hooks.ts); reads and other routes never pass here.
  app.addHook('onRoute', (route) => {
    if (!STORED_WRITES.test(route.url) || methodsOf(route).every((method) => READS.has(method))) return;
    prependRouteHook(route, 'preHandler', enter);
    prependRouteHook(route, 'onResponse', leave);
    prependRouteHook(route, 'onRequestAbort', leave);
  });
}
