import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * /embed-demo/: a parent page that embeds the app and drives it with the integrator kit (a demo for
 * integrators and the browser tests). The page is resources/embed-demo/index.html; the kit is the build's
 * dist/embed-demo/arredo-kit.js (scripts/build.mjs, target kit). Read per request: both are small.
 */
export function registerEmbedDemo(
  app: FastifyInstance,
  paths: { resourcesDir: string; rendererDir: string },
) {
  const page = resolve(paths.resourcesDir, 'embed-demo/index.html');
  const kit = resolve(paths.rendererDir, '../embed-demo/arredo-kit.js');
  // Relative imports in the page need the trailing slash.
  app.get('/embed-demo', (_request, reply) => reply.redirect('/embed-demo/'));
  app.get('/embed-demo/', async (_request, reply) => reply.type('text/html').send(await readFile(page)));
  app.get('/embed-demo/demo.js', async (_request, reply) =>
    reply.type('text/javascript').send(await readFile(resolve(paths.resourcesDir, 'embed-demo/demo.js'))),
  );
  app.get('/embed-demo/arredo-kit.js', async (_request, reply) => {
    let code: Buffer;
    try {
      // Read before setting the type: a missing kit must answer JSON, not JavaScript.
      code = await readFile(kit);
    } catch {
      return reply
        .code(404)
        .send({ error: 'Not Found', message: 'The kit is not built: node scripts/build.mjs kit' });
    }
    return reply.type('text/javascript').send(code);
  });
}
