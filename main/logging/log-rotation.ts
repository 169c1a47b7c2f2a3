// Log rotation for electron-log's file transport: when main.log passes LOG_MAX_BYTES it becomes main.1.log,
// main.1.log becomes main.2.log, and so on; the oldest beyond LOG_FILES_KEPT is deleted. So the logs of the
// last few days survive for support while the folder never grows beyond about 30 MB. (electron-log's own
// rotation keeps one old file only.)
import { existsSync, renameSync, rmSync } from 'node:fs';
import { parse, join } from 'node:path';

export const LOG_MAX_BYTES = 5 * 1024 * 1024;
/** Archived files kept beside the current one. */
export const LOG_FILES_KEPT = 5;

/** main.log -> main.<n>.log */
export function archivedLogPath(file: string, n: number): string {
  const { dir, name, ext } = parse(file);
  return join(dir, `${name}.${n}${ext}`);
}

/** Shifts the archives up by one, drops the oldest, and moves `file` to archive 1. Throws when it cannot. */
export function rotateLogFiles(file: string, keep: number = LOG_FILES_KEPT): void {
  rmSync(archivedLogPath(file, keep), { force: true });
  for (let n = keep - 1; n >= 1; n -= 1) {
    const from = archivedLogPath(file, n);
    if (existsSync(from)) renameSync(from, archivedLogPath(file, n + 1));
  }
  renameSync(file, archivedLogPath(file, 1));
}

/** What the rotation uses of electron-log's LogFile. */
export interface LogFileLike {
  toString(): string;
  /** Present at run time though electron-log's types leave it out. */
  crop?(bytes: number): void;
}

/** The part of electron-log's file transport the rotation sets. */
export interface FileTransportSettings<File extends LogFileLike = LogFileLike> {
  maxSize: number;
  resolvePathFn(...args: never[]): string;
  archiveLogFn(file: File): void;
}

export function configureLogFile<File extends LogFileLike>(
  transport: FileTransportSettings<File>,
  file: string,
  { maxBytes = LOG_MAX_BYTES, keep = LOG_FILES_KEPT }: { maxBytes?: number; keep?: number } = {},
): void {
  transport.resolvePathFn = () => file;
  transport.maxSize = maxBytes;
  transport.archiveLogFn = (current) => {
    try {
      rotateLogFiles(current.toString(), keep);
    } catch {
      // A file locked by another program (Windows): keep the newest quarter rather than growing forever.
      current.crop?.(Math.round(maxBytes / 4));
    }
  };
}
