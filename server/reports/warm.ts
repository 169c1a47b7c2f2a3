// The first offer after a server start was several times slower than the next ones (measured: 310 to
// 1258 ms against 45 to 160 ms): its worker thread had to start and load pdfkit, the fonts and the
// offer code, the main thread compiled the request's validators, read the bundled catalogues and
// validated the stored one. The server now does all that once at start, through the real route, with
// a one-line offer of a session of its own that it then ends.
import type { FastifyInstance } from 'fastify';

/** A one-line offer per catalogue: each catalogue is read, validated and sent to the worker once. */
const warmProject = (catalogs: string[]) => ({
  schemaVersion: 2,
  des: 'Warm-up',
  rows: (catalogs.length ? catalogs : ['X']).map((catalog, i) => ({
    uniqueid: i + 1,
    catalog,
    erp: [{ level: 0, cod: 'A', des: 'Warm-up', qt: 1, punit: '1.00' }],
  })),
  customerFields: { vat: '22' },
});

/**
 * Renders one offer through POST /api/v1/reports and fetches it, as a client does; resolves with
 * the milliseconds it took, or null when it could not (guests switched off: the first offer is then
 * the cold one). Never throws: warming is an optimisation.
 */
export async function warmOffers(
  app: FastifyInstance,
  prefix = '/api/v1',
  signal?: AbortSignal,
): Promise<number | null> {
  const started = performance.now();
  // A quit during the warm-up must not wait for it (the desktop app closed 0.5 s later): each step
  // first checks that the server is still wanted.
  const wanted = () => {
    if (signal?.aborted) throw new Error('warm-up stopped');
  };
  try {
    const guest = await app.inject({ method: 'POST', url: `${prefix}/auth/guest` });
    if (guest.statusCode !== 200) return null;
    const { sessionId } = guest.json<{ sessionId: string }>();
    const headers = { authorization: `Bearer ${sessionId}` };
    try {
      wanted();
      const listed = await app.inject({ method: 'GET', url: `${prefix}/catalogs`, headers });
      const catalogs =
        listed.statusCode === 200
          ? listed.json<{ catalogs: { cod: string }[] }>().catalogs.map((c) => c.cod)
          : [];
      wanted();
      const report = await app.inject({
        method: 'POST',
        url: `${prefix}/reports`,
        headers,
        payload: { json1: warmProject(catalogs), lang: 'en', fileName: 'warm-up.pdf' },
      });
      if (report.statusCode !== 200) return null;
      const { url } = report.json<{ url: string }>();
      wanted();
      await app.inject({ method: 'GET', url: url.startsWith('/') ? url : `/${url}`, headers });
    } finally {
      if (!signal?.aborted) await app.inject({ method: 'POST', url: `${prefix}/auth/logout`, headers });
    }
    return performance.now() - started;
  } catch {
    return null;
  }
}
