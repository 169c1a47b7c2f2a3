import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { basename } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Replies smaller than this go out as they are: compressing them saves less than the headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Vite names every built asset `<name>-<8 character hash>.<ext>`: its content never changes under that
 * name, so browsers and proxies may keep it for a year without asking again.
 */
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.map)?(?:\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Text-like types worth compressing; unlike the plugin's default, not octet-stream (files, photos). */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml|javascript)(?:;|$)/;

/**
 * Compresses replies on the fly (JSON, HTML, CSS) with brotli or gzip, by negotiation; the built
 * assets are precompressed by the build (scripts/precompress.mjs) and served as they are, which the
 * plugin sees from their Content-Encoding and leaves alone.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // The request body side stays as it was: clients send plain JSON and uploads.
    globalDecompression: false,
  });
}

/**
 * The built renderer: the `.br` or `.gz` copy the build made when the browser accepts it (Vary:
 * Accept-Encoding), hashed assets cached as immutable, the pages themselves revalidated each time so
 * a new build is picked up at once.
 */
export async function registerRendererAssets(app: FastifyInstance, rendererDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: rendererDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    // The copies are reached through their source's name, never by their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // `path` is the file sent: the `.br` or `.gz` copy when one was chosen.
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', HASHED.test(basename(path)) ? IMMUTABLE : 'no-cache');
    },
  });
}
