// The server's logs (issue 20): pino, Fastify's own logger, writing JSON lines
//  - requests.log: one line per request (method, path, status, time, user id or "guest", address),
//    and everything at warn and above;
//  - errors.log: warn and above only (errors, and every limit that refuses a request: quota, rate,
//    lock, busy), so an attack leaves a trace that is quick to read;
// both under <data folder>/logs, rotated by pino-roll (daily and at 10 MB, 14 old files kept), and to
// stdout as well when asked (ARREDO_LOG_STDOUT=1, or the `logger` option of startServer).
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pino, type Logger, type StreamEntry } from 'pino';
import pinoRoll from 'pino-roll';

export interface LogOptions {
  /** Folder of the rotated files; absent: no files. */
  dir?: string;
  /** Also to stdout. */
  stdout?: boolean;
  /** Extra stream (tests read the lines); gets everything from `level` up. */
  stream?: NodeJS.WritableStream;
  level?: 'debug' | 'info' | 'warn' | 'error';
}

/** Rotation: a new file each day and at 10 MB; 14 rotated files kept. */
export const LOG_ROTATION = { frequency: 'daily', size: '10m', limit: { count: 14 } } as const;

/** The loggers' streams; null when there is nowhere to write (tests without a stream). */
export async function createLogger(options: LogOptions): Promise<Logger | null> {
  const level = options.level ?? 'info';
  const streams: StreamEntry[] = [];
  if (options.dir) {
    const roll = (name: string) =>
      pinoRoll({
        file: join(options.dir!, name),
        mkdir: true,
        ...LOG_ROTATION,
        limit: { ...LOG_ROTATION.limit },
      });
    streams.push({ level, stream: await roll('requests.log') });
    streams.push({ level: 'warn', stream: await roll('errors.log') });
  }
  if (options.stdout) streams.push({ level, stream: process.stdout });
  if (options.stream) streams.push({ level, stream: options.stream });
  if (!streams.length) return null;
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.multistream(streams),
  );
}

export function logOptionsFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): LogOptions {
  const stdout = ['1', 'true', 'on', 'yes'].includes((env.ARREDO_LOG_STDOUT ?? '').trim().toLowerCase());
  return { dir: join(dataDir, 'logs'), stdout };
}

const REFUSED = Symbol('refusedBy');

/** Who made the request, as the log names them: the user id, "guest", or null (no session). */
const whoOf = (request: FastifyRequest): number | 'guest' | null =>
  request.auth ? (request.auth.account.userId ?? 'guest') : null;

/**
 * The request log (one line per request, replacing Fastify's two) and the one line of every refusal
 * by a limit (413, 429, 503: quota, rate, lock, busy), with the limit's code when it has one.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') (request as unknown as Record<symbol, string>)[REFUSED] = code;
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      user: whoOf(request),
      address: request.ip,
    };
    const status = reply.statusCode;
    if (status === 413 || status === 429 || status === 503) {
      const limit = (request as unknown as Record<symbol, string | undefined>)[REFUSED] ?? String(status);
      request.log.warn({ ...line, limit }, `limit refused: ${limit}`);
    } else {
      request.log.info(line, 'request');
    }
  });
}
