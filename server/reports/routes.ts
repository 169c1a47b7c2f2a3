// /api/v1/reports: offers as PDF (spec 7). POST renders and stores the PDF and replies with its
// address; GET of that address downloads it (Content-Disposition attachment, default order_merge.pdf).
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import { pdfJobRoutes } from './pdf-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthContext, requireSession } from '../api/auth';
import { articlePrices } from '../catalog/pricing';
import { callerCampaigns } from '../promotions/store';
import { callerPriceList } from '../catalog/price-list';
import { assertReadable } from '../projects/access';
import { withProjectLoadErrors } from '../projects/parse';
import { findProject } from '../projects/repository';
import { ProjectId } from '../projects/schemas';
import { ApiError, badRequest, notFound } from '../api/errors';
import { binaryReply, errorReplies } from '../api/schemas';
import { attachmentDisposition } from '../files/disposition';
import { defaultPaths } from '../paths';
import type { Database } from '../storage';
import { shops } from '../storage/schema';
import type { CatalogDocument } from '../../core/catalog';
import type { Project } from '../../core/project/schema';
import { CatalogStore } from '../catalog/store';
import { loadCatalogDocuments } from './catalog-texts';
import { sanitizeFileName } from './file-name';
import { offerLanguage } from './labels';
import type { OfferParty } from './offer-model';
import { fontFiles } from './pdf-parts';
import { offloadPoolOf } from '../limits/install';
import { jobCaller } from '../offload/pool';
import { articlePriceTable, type RenderOfferInput } from '../offload/tasks';
import {
  DevExpressRequest,
  ReportReply,
  ReportRequest,
  type ReportJob,
  jobFromDevExpress,
  jobFromReportRequest,
  paramText,
  parseProjectDocument,
} from './request';
import { offerRuleProblems } from './rule-check';
import { ReportStore } from './store';
import { PictureStore } from '../files/pictures';
import { withOfferPhotos } from './offer-photos';
import { reportKind } from './documents';
import { OfferPdfBody, jobFromStoredProject } from './project-offer';

export interface ReportRoutesOptions {
  db: Database;
  /** Fonts come from `<resourcesDir>/fonts`, catalogue names (variants text) from `<resourcesDir>/catalogs`. */
  resourcesDir?: string;
  /** The offer date; tests fix it. */
  now?: () => Date;
  /** Warm the offer path once the server is ready (server/reports/warm.ts); the server does, tests not. */
  warm?: boolean;
  /** The stored catalogues (default: server/catalog's store over `db`). */
  catalogs?: Pick<CatalogStore, 'find'>;
  /** The caller's price list for article fallbacks (default: server/catalog's, over `db`). */
  priceList?: typeof callerPriceList;
  /** Renders allowed per session (or address) and time window; rendering is CPU work. */
  renderRateLimit?: { max: number; timeWindowMs: number };
  /** The job queue for queued offer PDFs (pdf-jobs.ts); absent: those calls answer 503. */
  jobs?: JobQueue;
}

/** Spec-free choice: 30 offers per minute per session is far above any real use. */
export const DEFAULT_RENDER_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/**
 * The most rows an offer may have: the 2,000 rows of the largest offers seen render in about 10 s of a
 * worker thread, within the job's time budget. Beyond, 400 before any work is done.
 */
export const MAX_OFFER_ROWS = 2_000;
export const OFFER_ROWS_CODE = 'OFFER_TOO_MANY_ROWS';

function assertOfferRows(project: Project): void {
  if (project.rows.length > MAX_OFFER_ROWS)
    throw badRequest(
      `An offer may have at most ${MAX_OFFER_ROWS.toLocaleString('en')} rows (this one has ${project.rows.length.toLocaleString('en')}); split the project into several offers`,
      OFFER_ROWS_CODE,
    );
}

/** Projects carry pictures as data URLs: allow large bodies on the report calls only. */
export const REPORT_BODY_LIMIT = 25 * 1024 * 1024;

const errors = errorReplies(400, 401, 422, 429, 503);
const projectErrors = { ...errors, ...errorReplies(403, 404) };

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, options) => {
  const paths = defaultPaths();
  const store = new ReportStore(options.db);
  const pictures = new PictureStore(options.db);
  const resourcesDir = options.resourcesDir ?? paths.resourcesDir;
  const catalogsDir = resolve(resourcesDir, 'catalogs');
  const fonts = fontFiles(resourcesDir);
  const catalogs = options.catalogs ?? new CatalogStore(options.db);
  let bundled: CatalogDocument[] | undefined;

  /**
   * The catalogues that name the project's rows: the stored catalogues (what the configurator
   * serves), over the bundled files for catalogues that are not stored (yet). Later ones win.
   */
  const catalogsFor = async (log: FastifyBaseLogger, project: Project): Promise<CatalogDocument[]> => {
    bundled ??= loadCatalogDocuments(catalogsDir, (message) => log.warn(message));
    const codes = [...new Set(project.rows.map((row) => row.catalog))];
    const used = new Set(codes.map((code) => code.toUpperCase()));
    const stored = await Promise.all(
      codes.map((code) =>
        catalogs.find(code).catch((error: unknown) => {
          log.warn(`Offer PDFs: stored catalogue ${code} not read: ${(error as Error).message}`);
          return null;
        }),
      ),
    );
    return [...bundled, ...stored.flatMap((entry) => (entry ? [entry.document] : []))].filter((doc) =>
      used.has(doc.catalog.cod.toUpperCase()),
    );
  };
  const priceList = options.priceList ?? callerPriceList;
  /**
   * Lines without a quantity or unit price fall back to the catalogue article (spec 5), priced with
   * the project's list when the caller may use it, else the caller's own.
   */
  const listOf = (auth: AuthContext, project: Project) =>
    priceList(options.db, auth.account, project.listid).catch(() => priceList(options.db, auth.account));
  const articleFallback = async (auth: AuthContext, project: Project) => {
    const list = await listOf(auth, project);
    const get = async (cod: string) => {
      const found = await catalogs.find(cod);
      if (!found) throw notFound(`Catalog ${cod} not found`);
      return found;
    };
    return articlePrices({ get }, project.rows, list);
  };
  const now = options.now ?? (() => new Date());
  const pool = offloadPoolOf(app);
  if (options.warm) {
    // Once listening, not before: the catalogues an offer names are read and validated ahead of the
    // first one (server/reports/warm.ts renders one through this route).
    app.addHook('onReady', async () => {
      setImmediate(() => {
        bundled ??= loadCatalogDocuments(catalogsDir, (message) => app.log.warn(message));
        for (const doc of bundled) void catalogs.find(doc.catalog.cod).catch(() => null);
      });
    });
  }

  const limit = options.renderRateLimit ?? DEFAULT_RENDER_RATE_LIMIT;
  const config = {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      // Counted before the body is read (the session is known from onRequest): a refused flood costs
      // no parsing.
      hook: 'onRequest' as const,
      keyGenerator: (request: FastifyRequest) => request.auth?.session.id ?? request.ip,
    },
  };
  /** Refused before the body is read when the pool or the caller's share of it is full. */
  const admission = async (request: FastifyRequest) => {
    if (request.auth) pool.refuseEarly(jobCaller(request.auth, request.ip), 'Offer PDF');
  };

  /**
   * Renders the job for the caller, stores the PDF (under `reportId` when given) and returns its
   * address (spec 7: returned as is).
   */
  const renderFor = async (
    auth: AuthContext,
    ip: string,
    log: FastifyBaseLogger,
    job: ReportJob,
    reportId?: string,
  ) => {
    assertOfferRows(job.project);
    const language = offerLanguage(job.lang ?? auth.account.language);
    const shop = await shopParty(options.db, auth.account.shop, job, language);
    const documents = await catalogsFor(log, job.project);
    const problems = offerRuleProblems(documents, job.project, await listOf(auth, job.project), language);
    if (problems.length) throw new ApiError(422, problems.join('\n'), 'RULE_VIOLATION');
    const input: RenderOfferInput = {
      // Stored pictures are referenced (issue 25); the PDF embeds their bytes.
      project: await withOfferPhotos(options.db, auth, await pictures.inline(job.project)),
      options: {
        language,
        today: now(),
        validityDays: job.validity,
        shop,
        number: job.idProject,
        ...(job.measures ? { measures: job.measures } : {}),
        campaigns: await callerCampaigns(options.db, auth.account.shop),
      },
      catalogs: documents,
      articlePrices: articlePriceTable(job.project, await articleFallback(auth, job.project)),
      viewmaker: job.viewmaker,
      creationDate: now(),
      fonts,
    };
    // Building the offer and laying out its PDF is CPU work that grows with rows and text: a worker
    // thread does it (server/offload), so other requests never wait for it.
    // The report name selects the report (spec 7): a customer document, else the offer.
    const kind = reportKind(job.reportName);
    const caller = jobCaller(auth, ip);
    const pdf =
      kind === 'offer'
        ? await pool.run('renderOffer', input, caller, 'Offer PDF')
        : await pool.run('renderDocument', { ...input, kind }, caller, 'Offer PDF');
    const fileName = sanitizeFileName(job.fileName ?? (kind === 'offer' ? undefined : `${kind}.pdf`));
    const id = await store.save(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), {
      fileName,
      owner: ownerOf(auth),
      ...(reportId ? { id: reportId } : {}),
    });
    return reportAddress(id, fileName);
  };
  // The address under this plugin's own prefix (/api/v1 as registered by server/api).
  const reportAddress = (id: string, fileName: string) => ({
    url: `${app.prefix}/reports/${id}/${encodeURIComponent(fileName)}`,
    fileName,
  });
  const render = (request: FastifyRequest, job: ReportJob) =>
    renderFor(requireSession(request), request.ip, request.log, job);

  /** The offer job of a stored project the caller may open (403/404 otherwise). */
  const storedJob = async (auth: AuthContext, id: number, body: OfferPdfBody) => {
    const record = assertReadable(auth, await findProject(options.db, id));
    const stored = { ...(record.data as Record<string, unknown>), id: record.id, status: record.status };
    return toJob(stored, (document) => jobFromStoredProject(parseProjectDocument(document), body));
  };

  /** A project that core cannot load is the caller's mistake: 400 with core's message. */
  const toJob = <T>(body: T, map: (body: T) => ReportJob): ReportJob =>
    withProjectLoadErrors(() => map(body));

  /** A route whose body carries the whole project (the report engine's two request forms). */
  const projectInBody = <B extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    jobOf: (body: z.output<B>) => ReportJob,
  ) =>
    app.post(
      url,
      {
        bodyLimit: REPORT_BODY_LIMIT,
        onRequest: admission,
        config,
        schema: { tags: ['reports'], summary, body, response: { 200: ReportReply, ...errors } },
      },
      // Validated against `body` above; the type provider cannot resolve a generic schema's type.
      async (request) => render(request, toJob(request.body as z.output<B>, jobOf)),
    );
  projectInBody(
    '/reports',
    'Render the offer of a project as PDF (report-engine request); reply with its download address',
    ReportRequest,
    jobFromReportRequest,
  );
  projectInBody(
    '/reports/devexpress',
    'Legacy module command jPrjCreatePDFDevExpress (wprinterPars, reportname, idProject)',
    DevExpressRequest,
    jobFromDevExpress,
  );

  app.post(
    '/projects/:id/offer-pdf',
    {
      onRequest: admission,
      config,
      schema: {
        tags: ['reports'],
        summary: 'Render the offer of a stored project as PDF; reply with its download address',
        description:
          'Needs the same rights as opening the project. catalog and printCodes ("A;B": row codes or ' +
          'uniqueids) choose the rows printed; customer replaces the printed customer; name is the ' +
          'download name; validity the days the offer is valid.',
        params: ProjectId,
        body: OfferPdfBody,
        response: { 200: ReportReply, ...projectErrors },
      },
    },
    async (request) =>
      render(request, await storedJob(requireSession(request), request.params.id, request.body)),
  );

  // The same as a job through the queue (pdf-jobs.ts): any process with a free thread renders it.
  await pdfJobRoutes(app, {
    db: options.db,
    queue: options.jobs ?? null,
    config,
    run: async (auth, ip, job, reportId) => {
      const done = await store.files.info(reportId);
      // A retried job whose PDF was stored before its process died: done, not rendered twice.
      if (done) return reportAddress(reportId, done.fileName);
      await store.files.remove(reportId);
      return renderFor(auth, ip, app.log, await storedJob(auth, job.projectId, job.body), reportId);
    },
  });

  app.get(
    '/reports/:id/:fileName',
    {
      schema: {
        tags: ['reports'],
        summary: 'Download a rendered report (application/pdf, as an attachment)',
        params: z.object({ id: z.string().max(64), fileName: z.string().max(1000) }),
        response: {
          200: binaryReply(['application/pdf'], 'The PDF, as an attachment (Content-Disposition)'),
          ...errorReplies(401, 404),
        },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const owner =
        auth.account.userId !== null ? `user:${auth.account.userId}` : `session:${auth.session.id}`;
      const report = await store.open(request.params.id, owner);
      if (!report) throw notFound('Report not found', 'REPORT_NOT_FOUND');
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(sanitizeFileName(report.fileName)))
          .header('cache-control', 'private, no-store')
          .header('content-length', report.size)
          // A stream (read from the database as it goes out); the schema documents the bytes.
          .send(report.stream() as unknown as Uint8Array)
      );
    },
  );
};

/** Who may fetch a report: the account, or for guests (no account) the session that rendered it. */
function ownerOf(auth: AuthContext): string {
  return auth.account.userId !== null ? `user:${auth.account.userId}` : `session:${auth.session.id}`;
}

/**
 * The shop printed in the header: dsparam shopName / shopAddress when given (address lines split
 * on new lines or "|"), else the caller's shop from storage (its description and country).
 */
async function shopParty(
  db: Database,
  shop: { id: number; cod: string; country: string } | null,
  job: ReportJob,
  language: string,
): Promise<OfferParty> {
  const address = paramText(job.params, 'shopAddress');
  const lines = address
    ? address
        .split(/\r?\n|\|/)
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
  let name = paramText(job.params, 'shopName');
  if (!name && shop) {
    const [row] = await db.select({ des: shops.des }).from(shops).where(eq(shops.id, shop.id));
    name = row?.des || shop.cod;
  }
  if (!address && shop?.country) lines.push(countryName(shop.country, language));
  return { name: name || 'Arredo', lines };
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
