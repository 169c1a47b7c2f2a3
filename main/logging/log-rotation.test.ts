import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  archivedLogPath,
  configureLogFile,
  LOG_FILES_KEPT,
  LOG_MAX_BYTES,
  rotateLogFiles,
  type FileTransportSettings,
} from './log-rotation';

const blankTransport = (): FileTransportSettings => ({
  maxSize: 0,
  resolvePathFn: () => '',
  archiveLogFn: () => undefined,
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function logsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arredo-logs-'));
  dirs.push(dir);
  return dir;
}

describe('rotateLogFiles', () => {
  it('moves the log to main.1.log and shifts older archives up', () => {
    const dir = logsFolder();
    const file = join(dir, 'main.log');
    writeFileSync(file, 'today');
    writeFileSync(archivedLogPath(file, 1), 'yesterday');
    rotateLogFiles(file, 3);
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log']);
    expect(readFileSync(join(dir, 'main.1.log'), 'utf8')).toBe('today');
    expect(readFileSync(join(dir, 'main.2.log'), 'utf8')).toBe('yesterday');
  });

  it('keeps only the newest archives', () => {
    const dir = logsFolder();
    const file = join(dir, 'main.log');
    for (let day = 1; day <= 8; day += 1) {
      writeFileSync(file, `day ${day}`);
      rotateLogFiles(file, 3);
    }
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.3.log']);
    expect(readFileSync(join(dir, 'main.1.log'), 'utf8')).toBe('day 8');
    expect(readFileSync(join(dir, 'main.3.log'), 'utf8')).toBe('day 6');
  });
});

describe('configureLogFile', () => {
  it('sets the path, a 5 MB limit and a rotation keeping 5 files on the transport', () => {
    const dir = logsFolder();
    const file = join(dir, 'main.log');
    const transport = blankTransport();
    configureLogFile(transport, file);
    expect(transport.resolvePathFn()).toBe(file);
    expect(transport.maxSize).toBe(LOG_MAX_BYTES);
    expect(LOG_MAX_BYTES).toBe(5 * 1024 * 1024);
    for (let n = 0; n < LOG_FILES_KEPT + 2; n += 1) {
      writeFileSync(file, `run ${n}`);
      transport.archiveLogFn({ toString: () => file, crop: () => undefined });
    }
    expect(readdirSync(dir)).toHaveLength(LOG_FILES_KEPT);
  });

  it('crops the file instead when it cannot be renamed', () => {
    const dir = logsFolder();
    const transport = blankTransport();
    configureLogFile(transport, join(dir, 'main.log'), { maxBytes: 1000 });
    const cropped: number[] = [];
    transport.archiveLogFn({
      toString: () => join(dir, 'missing', 'main.log'),
      crop: (bytes: number) => void cropped.push(bytes),
    });
    expect(cropped).toEqual([250]);
  });
});
