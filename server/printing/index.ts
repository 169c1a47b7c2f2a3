// The print-server calls of spec 7: jPrjPrintCleaner (site, uid, project serialised as jOrd -> the
// project cleaned for printing) and the report designer page address (print-server address plus a
// designer page with user id and site; null when no report server is configured).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, requireUser } from '../api/auth';
import { errorReplies } from '../api/schemas';
import { withProjectLoadErrors } from '../projects/parse';
import { parseProjectDocument } from '../reports/request';
import { REPORT_BODY_LIMIT } from '../reports/routes';
import { cleanForPrinting } from './clean';

export interface PrintingRoutesOptions {
  /** The report (print) server's address, e.g. https://print.example.com/ (ARREDO_REPORT_SERVER). */
  reportServer?: string;
}

/** The designer page of the report server (spec-free name). */
export const DESIGNER_PAGE = 'designer';

const site = z.string().trim().max(500).describe('The site (back-end path) the print is for');
const uid = z.union([z.string().trim().min(1).max(200), z.number().int()]);

export const PrintCleanerBody = z
  .object({
    site,
    uid: uid.describe('User id of the print'),
    jOrd: z
      .unknown()
      .refine((value) => value !== undefined && value !== null, { message: 'Missing jOrd (the project)' })
      .describe('The project, as an object or serialised JSON text'),
  })
  .meta({ id: 'PrintCleanerRequest' });

export const PrintCleanerReply = z
  .object({
    site: z.string(),
    uid: z.string(),
    jOrd: z.record(z.string(), z.unknown()).describe('The project cleaned for printing'),
    removed: z.array(z.string()).describe('What was dropped: img, engine_views, history, rows[n].img ...'),
  })
  .meta({ id: 'PrintCleanerReply' });

export const DesignerQuery = z.object({
  uid: z.string().trim().max(200).optional().describe("User id; default the caller's"),
  site: z.string().trim().max(500).default(''),
});

/** The designer page address, or null without a report server. Trailing slashes are dropped. */
export function designerUrl(reportServer: string | undefined, uid: string, siteName: string): string | null {
  const base = reportServer?.trim().replace(/\/+$/, '');
  if (!base) return null;
  const url = new URL(`${base}/${DESIGNER_PAGE}`);
  url.searchParams.set('uid', uid);
  url.searchParams.set('site', siteName);
  return url.toString();
}

export const printingRoutes: FastifyPluginAsyncZod<PrintingRoutesOptions> = async (app, options) => {
  // A wrong address is a deployment mistake: say so at start, not on every call.
  if (options.reportServer && !URL.canParse(options.reportServer.trim())) {
    throw new Error(`ARREDO_REPORT_SERVER is not a URL: ${options.reportServer}`);
  }

  app.post(
    '/printing/clean',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['reports'],
        summary: 'jPrjPrintCleaner: the project cleaned for printing (pictures and heavy fields dropped)',
        body: PrintCleanerBody,
        response: { 200: PrintCleanerReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      requireSession(request);
      const project = withProjectLoadErrors(() => parseProjectDocument(request.body.jOrd));
      const { project: jOrd, removed } = cleanForPrinting(project);
      return { site: request.body.site, uid: String(request.body.uid), jOrd, removed };
    },
  );

  app.get(
    '/reports/designer',
    {
      schema: {
        tags: ['reports'],
        summary: 'The report designer page address (null when no report server is configured)',
        querystring: DesignerQuery,
        response: {
          200: z.object({ url: z.string().nullable() }),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const uidText = request.query.uid || String(auth.account.userId);
      return { url: designerUrl(options.reportServer, uidText, request.query.site) };
    },
  );
};
