// Offer PDFs as queued jobs (issue 25): `POST /projects/:id/offer-pdf/jobs` queues the offer of a
// stored project in pg-boss and answers 202 at once; whichever server process has a free worker
// thread renders it, and `GET /reports/jobs/:id` says how it stands and, once done, where the PDF is.
// A job whose process died (SIGKILL, a lost machine) is taken up by another after its time runs out.
// Each job makes one report: the report's id is the job's, so a retried job whose PDF was stored
// before its process died finds it and does not render it again.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAccountById } from '../accounts/accounts';
import { type AuthContext, requireSession } from '../api/auth';
import { ApiError, notFound } from '../api/errors';
import { errorReplies } from '../api/schemas';
import type { JobQueue } from '../jobs/queue';
import type { Database } from '../storage';
import { assertReadable } from '../projects/access';
import { findProject } from '../projects/repository';
import { ProjectId } from '../projects/schemas';
import { OfferPdfBody } from './project-offer';

export const PDF_QUEUE = 'arredo-pdf';

/**
 * Spec-free choices: a job's attempt may take a minute (the largest offers render in about 10 s of
 * a thread); a dead process's job comes back after that, twice at most.
 */
export const PDF_QUEUE_POLICY = { retryLimit: 2, expireInSeconds: 60 };
/** Jobs each process renders at once from the queue (its worker pool bounds the CPU work). */
const PDF_SLOTS = 2;

export interface PdfJobData {
  /** The stored id of the session that asked: the job renders as that caller, with their rights. */
  sessionId: string;
  /** Whose job it is (as for reports: the account, else the guest session). */
  owner: string;
  ip: string;
  projectId: number;
  body: OfferPdfBody;
}

interface PdfJobOutput {
  url?: string;
  fileName?: string;
  /** A refusal (the caller's mistake or rights): the job is done, with this message. */
  error?: { status: number; message: string; code?: string };
}

export interface PdfJobOptions {
  db: Database;
  queue: JobQueue | null;
  /** The report routes' rate limit: a queued job counts as a direct one (never refused for a busy pool). */
  config: object;
  /** Renders the job as `auth` and stores it under `reportId`; returns the report's address. */
  run(
    auth: AuthContext,
    ip: string,
    job: PdfJobData,
    reportId: string,
  ): Promise<{ url: string; fileName: string }>;
}

/** The report id of a job: its UUID's 32 hex digits (report ids are 128 bits in hex). */
export const reportIdOf = (jobId: string): string => jobId.replace(/-/g, '').toLowerCase();

const JobReply = z
  .object({
    id: z.string(),
    state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
    url: z.string().optional(),
    fileName: z.string().optional(),
    error: z.object({ status: z.number(), message: z.string(), code: z.string().optional() }).optional(),
  })
  .meta({ id: 'PdfJob' });

const ownerOf = (auth: AuthContext) =>
  auth.account.userId !== null ? `user:${auth.account.userId}` : `session:${auth.session.id}`;

export async function pdfJobRoutes(parent: FastifyInstance, options: PdfJobOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { queue, db } = options;
  const needQueue = (): JobQueue => {
    if (!queue) throw new ApiError(503, 'Queued offer PDFs need the job queue', 'NO_JOB_QUEUE');
    return queue;
  };
  if (queue) {
    await queue.define(PDF_QUEUE, PDF_QUEUE_POLICY);
    await queue.work<PdfJobData>(
      PDF_QUEUE,
      { slots: PDF_SLOTS, pollSeconds: 1 },
      async ({ id, data }): Promise<PdfJobOutput> => {
        const found = await sessionAccountById(db, data.sessionId);
        if (!found)
          return { error: { status: 401, message: 'The session that asked has ended', code: 'NO_SESSION' } };
        const auth: AuthContext = { token: '', ...found };
        try {
          return await options.run(auth, data.ip, data, reportIdOf(id));
        } catch (error) {
          // A refusal is an answer, not a failure to retry; anything else is tried again.
          if (error instanceof ApiError && error.statusCode < 500)
            return { error: { status: error.statusCode, message: error.message, code: error.code } };
          throw error;
        }
      },
    );
  }

  app.post(
    '/projects/:id/offer-pdf/jobs',
    {
      config: options.config,
      schema: {
        tags: ['reports'],
        summary: 'Queue the offer PDF of a stored project; any server process renders it',
        description:
          'Same body and rights as POST /projects/{id}/offer-pdf; the rights are checked again when the ' +
          'job runs. Reply 202 with the job; GET /reports/jobs/{id} gives its state and, once completed, ' +
          'the download address (or the refusal). Each job makes one report, also when a server process ' +
          'dies while rendering it (another takes it up).',
        params: ProjectId,
        body: OfferPdfBody,
        response: {
          202: JobReply,
          ...errorReplies(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const queue = needQueue();
      // Refused at once when the caller may not open the project (checked again when the job runs).
      assertReadable(auth, await findProject(db, request.params.id));
      const data: PdfJobData = {
        sessionId: auth.session.id,
        owner: ownerOf(auth),
        ip: request.ip,
        projectId: request.params.id,
        body: request.body,
      };
      const id = await queue.send(PDF_QUEUE, data);
      if (!id) throw new ApiError(503, 'The offer PDF was not queued', 'NOT_QUEUED');
      return reply.code(202).send({ id, state: 'created' as const });
    },
  );

  app.get(
    '/reports/jobs/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'A queued offer PDF: its state and, once completed, its download address or refusal',
        params: z.object({ id: z.uuid() }),
        response: { 200: JobReply, ...errorReplies(401, 404, 503) },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const job = await needQueue().get<PdfJobData>(PDF_QUEUE, request.params.id);
      // Someone else's job is as unknown as a missing one.
      if (!job || job.data.owner !== ownerOf(auth)) throw notFound('Job not found', 'JOB_NOT_FOUND');
      const output = (job.state === 'completed' ? job.output : null) as PdfJobOutput | null;
      return { id: job.id, state: job.state, ...(output ?? {}) };
    },
  );
}
