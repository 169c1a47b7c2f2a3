// The API's JSON body parser: Fastify's own (which refuses __proto__ and constructor poisoning), with
// the nesting depth checked on the text before parsing and lone surrogates refused after it, both as
// 400 naming the problem (see json-text.ts); one scan of the text finds both.
import type { FastifyInstance } from 'fastify';
import { assertJsonDepth, assertWellFormed, type JsonTextScan } from './json-text';

export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = text as string;
    let scan: JsonTextScan;
    try {
      scan = assertJsonDepth(body, 'The body');
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      try {
        assertWellFormed(scan, value);
      } catch (unicodeError) {
        return done(unicodeError as Error, undefined);
      }
      done(null, value);
    });
  });
}
