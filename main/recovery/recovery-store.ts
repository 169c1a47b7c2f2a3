// Crash recovery: the open project, as the renderer last sent it, kept in `<user data>/recovery/project.json`.
// Each write is atomic (a temporary file, flushed, then renamed over the old one), so a crash or power cut
// mid-write leaves the previous copy, never half a file. Writes run one at a time and coalesce: while one is
// on disk only the newest waiting document is written next. A clean save or quit removes the file; at the
// next start an existing file means the last session ended without one, and is offered back.
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { JsonObject } from '../../core/embed/host';
import { loadProject } from '../../core/project/load';
import type { Logger } from '../facade';

export const RECOVERY_FILE_NAME = 'project.json';

/** A project document as JSON text stays far below this; a larger one is refused, never truncated. */
export const MAX_RECOVERY_CHARS = 8 * 1024 * 1024;

const MAX_DES_CHARS = 200;

export function recoveryDir(userDataPath: string): string {
  return join(userDataPath, 'recovery');
}

export interface RecoveryRecord {
  /** ISO date of the write. */
  savedAt: string;
  /** The project's description, for the question to the user. */
  des: string;
  project: JsonObject;
}

const recordSchema = z.object({
  savedAt: z.iso.datetime(),
  des: z.string().max(MAX_DES_CHARS),
  project: z.record(z.string(), z.unknown()),
});

export class RecoveryInputError extends Error {
  override readonly name = 'RecoveryInputError';
}

/**
 * Checks a document from the renderer: a project of the app's schema (validated and migrated as on load,
 * core/project/load.ts) no larger than MAX_RECOVERY_CHARS as JSON. Returns its JSON text.
 */
export function checkRecoveryDocument(project: unknown): { json: string; des: string } {
  if (typeof project !== 'object' || project === null || Array.isArray(project)) {
    throw new RecoveryInputError('The recovery document must be a project object');
  }
  let json: string;
  try {
    json = JSON.stringify(project);
  } catch (error) {
    throw new RecoveryInputError(`The recovery document is not plain data: ${(error as Error).message}`);
  }
  if (json.length > MAX_RECOVERY_CHARS) {
    throw new RecoveryInputError(`The recovery document is too large (${json.length} characters)`);
  }
  try {
    loadProject(JSON.parse(json));
  } catch (error) {
    throw new RecoveryInputError(`The recovery document is not a valid project: ${(error as Error).message}`);
  }
  const des = (project as { des?: unknown }).des;
  return { json, des: typeof des === 'string' ? des.slice(0, MAX_DES_CHARS) : '' };
}

export interface RecoveryStoreOptions {
  dir: string;
  logger: Logger;
  now?: () => Date;
}

export interface RecoveryStore {
  /** Validates and keeps the document (resolves once it, or a newer one, is on disk); refuses bad input. */
  keep(project: unknown): Promise<void>;
  /** The kept project, if any; a damaged file is set aside (renamed `.invalid`) and not offered. */
  read(): Promise<RecoveryRecord | undefined>;
  /** Removes the kept project (after waiting for a write in progress). */
  clear(): Promise<void>;
  /** A clean quit: waits for writes, removes the file, and ignores anything sent afterwards. */
  close(): Promise<void>;
}

export function createRecoveryStore({
  dir,
  logger,
  now = () => new Date(),
}: RecoveryStoreOptions): RecoveryStore {
  const file = join(dir, RECOVERY_FILE_NAME);
  /** The next job: text to write, 'remove', or nothing. Only the newest is kept. */
  let next: string | 'remove' | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function writeAtomically(text: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  }

  async function drain(): Promise<void> {
    try {
      while (next !== undefined) {
        const job = next;
        next = undefined;
        try {
          if (job === 'remove') await rm(file, { force: true });
          else await writeAtomically(job);
        } catch (error) {
          logger.error(`Crash recovery: could not ${job === 'remove' ? 'remove' : 'write'} ${file}`, error);
        }
      }
    } finally {
      running = undefined;
    }
  }

  function schedule(job: string | 'remove'): Promise<void> {
    next = job;
    running ??= drain();
    return running;
  }

  return {
    async keep(project) {
      if (closed) {
        logger.warn('Crash recovery: ignored a document sent after quitting began');
        return;
      }
      const { json, des } = checkRecoveryDocument(project);
      const savedAt = now().toISOString();
      await schedule(`{"savedAt":${JSON.stringify(savedAt)},"des":${JSON.stringify(des)},"project":${json}}`);
    },

    async read() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        logger.error(`Crash recovery: could not read ${file}`, error);
        return undefined;
      }
      try {
        const record = recordSchema.parse(JSON.parse(text));
        loadProject(record.project);
        return record as RecoveryRecord;
      } catch (error) {
        logger.warn(`Crash recovery: ${file} is damaged and was set aside (${(error as Error).message})`);
        await rename(file, `${file}.invalid`).catch(() => rm(file, { force: true }));
        return undefined;
      }
    },

    clear: () => schedule('remove'),

    async close() {
      closed = true;
      await schedule('remove');
    },
  };
}
