// The account mails as jobs (issue 25). A request that mails (a password reset, a guest registration,
// the unlock link of an attacked account, the notice of a changed e-mail address) answers first and
// posts a job naming what to mail; the job looks up, issues the one-time code and sends. On PostgreSQL
// the job goes through pg-boss: whichever process is free sends it, once however many processes run,
// and a job whose process died is taken up by another. On the embedded PGlite (one process) the jobs
// run in this process, one at a time (accounts/background.ts).
// The job holds what to do, never the link: codes are issued by the job, so the queue's tables hold
// no code (storage keeps only codes' hashes, account-codes.ts).
import type { JobQueue } from '../jobs/queue';
import { emailChangedMail, mailLanguage } from '../mail/account-mail';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../storage';
import {
  mailUnlockLink,
  requestGuestRegistration,
  requestPasswordReset,
  type FlowContext,
  type GuestRegistrationInput,
} from './account-flows';
import { BackgroundQueue } from './background';

export const MAIL_QUEUE = 'arredo-mail';

export type MailJob =
  | {
      flow: 'reset';
      publicUrl: string;
      input: { email: string; language?: string } | { id: string; user: string; language?: string };
    }
  | { flow: 'unlock'; publicUrl: string; userId: number }
  | {
      flow: 'register';
      publicUrl: string;
      input: GuestRegistrationInput;
    }
  | { flow: 'email-changed'; to: string; newEmail: string; user: string; language: string | null };

/** Runs one mail job: returns how many mails went out (for the log, never for the caller). */
export async function runMailJob(db: Database, mailer: Mailer, job: MailJob): Promise<number> {
  const context = (publicUrl: string): FlowContext => ({ db, mailer, publicUrl });
  switch (job.flow) {
    case 'reset':
      return requestPasswordReset(context(job.publicUrl), job.input);
    case 'unlock':
      return mailUnlockLink(context(job.publicUrl), job.userId);
    case 'register':
      return requestGuestRegistration(context(job.publicUrl), job.input);
    case 'email-changed':
      await mailer.send(
        emailChangedMail({
          to: job.to,
          newEmail: job.newEmail,
          user: job.user,
          language: mailLanguage(job.language),
        }),
      );
      return 1;
  }
}

export interface MailJobs {
  /** Posts a job; false when it could not be taken (a full local queue), which is logged. */
  post(job: MailJob): Promise<boolean>;
  /** Resolves when the jobs this process runs itself are done (the app waits for it on close). */
  drained(): Promise<void>;
}

interface Log {
  info(object: object, message: string): void;
  warn(message: string): void;
}

/** PGlite: this process runs the jobs after the reply, one at a time. */
export function localMailJobs(db: Database, mailer: Mailer, log: Log): MailJobs {
  const background = new BackgroundQueue(log);
  return {
    post: async (job) =>
      background.add(`${job.flow} mail`, async () => {
        log.info({ sent: await runMailJob(db, mailer, job) }, `${job.flow} mail job`);
      }),
    drained: () => background.drained(),
  };
}

/**
 * A failed send (the SMTP server away) is tried again for about an hour; a job whose process died
 * comes back after two minutes. A job is taken by one process; only a process killed between the
 * send and the job's completion can send a mail twice (pg-boss runs a job at least once).
 */
export const MAIL_QUEUE_POLICY = { retryLimit: 6, retryDelaySeconds: 60, expireInSeconds: 120 };

/** PostgreSQL: jobs through pg-boss; this process also takes them (`slots` at a time). */
export async function queuedMailJobs(
  queue: JobQueue,
  db: Database,
  mailer: Mailer,
  log: Log,
  slots = 1,
): Promise<MailJobs> {
  await queue.define(MAIL_QUEUE, MAIL_QUEUE_POLICY);
  await queue.work<MailJob>(MAIL_QUEUE, { slots, pollSeconds: 1 }, async ({ data }) => {
    const sent = await runMailJob(db, mailer, data);
    log.info({ sent }, `${data.flow} mail job`);
    return { sent };
  });
  return {
    post: async (job) => {
      try {
        await queue.send(MAIL_QUEUE, job);
        return true;
      } catch (error) {
        log.warn(`${job.flow} mail not queued: ${(error as Error).message}`);
        return false;
      }
    },
    drained: async () => undefined,
  };
}
