// Unsaved work kept as a draft while the person works, and offered back at the next start: one mechanism
// with two back ends. In a browser the draft lives in IndexedDB (state/indexedDbDrafts.ts); under the
// desktop host it lives in the host's own store (main/recovery/recovery-store.ts, through keepRecovery and
// clearRecovery). Both are written the same way (watchDrafts: after the edits rest, only while there are
// unsaved changes, removed once there are none) and offered back the same way (offerDraft).
import type { JsonObject } from '../../core/embed';
import type { Project } from '../../core/project/schema';

/** A kept draft, as both back ends give it back. */
export interface DraftRecord {
  /** ISO date of the write. */
  savedAt: string;
  /** The project's title, for the question to the person. */
  des: string;
  project: JsonObject;
}

/** Where drafts are written. Each call may fail (a full disk, a private window): the caller logs it. */
export interface DraftBackEnd {
  keep(project: JsonObject): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** The open project's unsaved state, and a subscription to its changes (returns the unsubscribe). */
export interface DraftSource {
  /** The open project when it has unsaved changes worth keeping, else null. */
  unsavedProject(): JsonObject | null;
  onProject(listener: () => void): () => void;
}

export type DraftLog = (level: 'warn' | 'error', message: string, detail: unknown) => void;

/** How long the project must rest before it is written (a burst of edits is one write). */
export const DRAFT_DELAY_MS = 1000;

/**
 * Unsaved work worth keeping: a stored project with changes, or a new one with something in it (rows, a
 * room, a title). A new project nobody touched is not offered back, nor asked about when leaving.
 */
export function worthKeeping(project: Project | null, dirty: boolean): boolean {
  if (!project || !dirty) return false;
  if (project.id !== undefined) return true;
  return (
    project.rows.length > 0 ||
    (project.envWall?.wallsVector.length ?? 0) > 0 ||
    (project.des ?? '').trim() !== ''
  );
}

/** Keeps the source's unsaved project in the back end as it changes; removes it once it is saved. */
export function watchDrafts(
  backEnd: DraftBackEnd,
  source: DraftSource,
  log: DraftLog,
  delayMs = DRAFT_DELAY_MS,
): { stop(): void; flush(): void } {
  let kept = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const report = (error: unknown) => log('warn', 'Could not keep the unsaved project as a draft', error);
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const project = source.unsavedProject();
    try {
      if (project) {
        void Promise.resolve(backEnd.keep(project)).catch(report);
        kept = true;
      } else if (kept) {
        void Promise.resolve(backEnd.clear()).catch(report);
        kept = false;
      }
    } catch (error) {
      report(error);
    }
  };
  const onProject = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // A save removes the draft at once: a reload right after it must not offer saved work back.
    if (kept && !source.unsavedProject()) write();
    else timer = setTimeout(write, delayMs);
  };
  const off = source.onProject(onProject);
  return {
    stop: () => {
      if (timer) clearTimeout(timer);
      off();
    },
    // The page is going away (pagehide): what waits for the delay is written now.
    flush: () => {
      if (timer) write();
    },
  };
}

export interface DraftOfferDeps {
  /** Asks whether to restore the draft; resolves true for yes. */
  ask(record: DraftRecord): Promise<boolean>;
  /** Makes the draft the open project (the restoreProject action). */
  restore(record: DraftRecord): Promise<unknown>;
  /** Forgets the draft (the person said no). */
  forget(): void | Promise<void>;
}

/** Offers a kept draft back: yes restores it as the open project, no forgets it. Resolves the answer. */
export async function offerDraft(record: DraftRecord, deps: DraftOfferDeps): Promise<boolean> {
  if (await deps.ask(record)) {
    await deps.restore(record);
    return true;
  }
  await deps.forget();
  return false;
}
