import { afterEach, describe, expect, it } from 'vitest';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkRecoveryDocument,
  createRecoveryStore,
  MAX_RECOVERY_CHARS,
  RECOVERY_FILE_NAME,
  RecoveryInputError,
} from './recovery-store';
import { recordingLogger } from '../testing/fakes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function store(now = new Date('2026-11-24T10:00:00.000Z')) {
  const root = mkdtempSync(join(tmpdir(), 'arredo-recovery-'));
  dirs.push(root);
  const dir = join(root, 'recovery');
  const logger = recordingLogger();
  return {
    dir,
    logger,
    file: join(dir, RECOVERY_FILE_NAME),
    store: createRecoveryStore({ dir, logger, now: () => now }),
  };
}

const kitchen = {
  schemaVersion: 2,
  id: 1042,
  des: 'Kitchen Rossi',
  rows: [{ uniqueid: 7, catalog: 'KITCHEN' }],
};

describe('checkRecoveryDocument', () => {
  it('accepts a project of the current or an older schema', () => {
    expect(checkRecoveryDocument(kitchen).des).toBe('Kitchen Rossi');
    expect(checkRecoveryDocument({ des: 'old, version 1', rows: [] }).des).toBe('old, version 1');
  });

  it('refuses what is not a project, with the reason', () => {
    expect(() => checkRecoveryDocument('{"rows":[]}')).toThrow(RecoveryInputError);
    expect(() => checkRecoveryDocument([kitchen])).toThrow(/project object/);
    expect(() => checkRecoveryDocument({ schemaVersion: 99 })).toThrow(/newer than this app/);
    expect(() => checkRecoveryDocument({ schemaVersion: 2, rows: 'none' })).toThrow(/not a valid project/);
    expect(() => checkRecoveryDocument({ schemaVersion: 2, n: 10n })).toThrow(/not plain data/);
  });

  it('refuses a document larger than the limit', () => {
    const huge = { schemaVersion: 2, des: 'x', notes: 'a'.repeat(MAX_RECOVERY_CHARS) };
    expect(() => checkRecoveryDocument(huge)).toThrow(/too large/);
  });
});

describe('createRecoveryStore', () => {
  it('writes the document with its time and description, and reads it back', async () => {
    const { store: recovery, file } = store();
    await recovery.keep(kitchen);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      savedAt: '2026-11-24T10:00:00.000Z',
      des: 'Kitchen Rossi',
      project: kitchen,
    });
    await expect(recovery.read()).resolves.toEqual({
      savedAt: '2026-11-24T10:00:00.000Z',
      des: 'Kitchen Rossi',
      project: kitchen,
    });
  });

  it('leaves no temporary file and keeps the newest of quick successive writes', async () => {
    const { store: recovery, dir, file } = store();
    const writes = Array.from({ length: 20 }, (_, n) => recovery.keep({ ...kitchen, des: `edit ${n}` }));
    await Promise.all(writes);
    expect(JSON.parse(readFileSync(file, 'utf8')).des).toBe('edit 19');
    expect(readdirSync(dir)).toEqual([RECOVERY_FILE_NAME]);
  });

  it('refuses a bad document and keeps the last good one', async () => {
    const { store: recovery, file } = store();
    await recovery.keep(kitchen);
    await expect(recovery.keep({ schemaVersion: 2, rows: 5 })).rejects.toThrow(RecoveryInputError);
    expect(JSON.parse(readFileSync(file, 'utf8')).project).toEqual(kitchen);
  });

  it('clear removes the file, even right after a write', async () => {
    const { store: recovery, file } = store();
    void recovery.keep(kitchen);
    await recovery.clear();
    expect(existsSync(file)).toBe(false);
    await expect(recovery.read()).resolves.toBeUndefined();
  });

  it('close removes the file and ignores documents sent afterwards', async () => {
    const { store: recovery, file, logger } = store();
    await recovery.keep(kitchen);
    await recovery.close();
    await recovery.keep(kitchen);
    expect(existsSync(file)).toBe(false);
    expect(logger.lines).toContain('warn Crash recovery: ignored a document sent after quitting began');
  });

  it('sets a damaged file aside instead of offering it', async () => {
    const { store: recovery, dir, file, logger } = store();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, '{"savedAt":"2026-11-24T10:00:00.000Z","des":"x","proj');
    await expect(recovery.read()).resolves.toBeUndefined();
    expect(readdirSync(dir)).toEqual([`${RECOVERY_FILE_NAME}.invalid`]);
    expect(logger.lines[0]).toMatch(/^warn Crash recovery: .* is damaged and was set aside/);
  });
});
