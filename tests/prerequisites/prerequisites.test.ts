// scripts/prerequisites.mjs: what npm test checks first, and the message it gives.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checks, missingReport, systemProbe } from '../../scripts/prerequisites.mjs';

interface Result {
  need: string;
  ok: boolean;
  pkg: string;
}

const everything = {
  env: {},
  isExecutable: () => true,
  onPath: () => true,
  exists: () => true,
  fontFiles: () => ['truetype/dejavu/DejaVuSans.ttf'],
};

describe('test prerequisites', () => {
  it('passes when every tool is there', () => {
    expect(missingReport(checks(everything))).toBeNull();
  });

  it('names each missing tool and one apt-get install line with its Debian packages', () => {
    const results: Result[] = checks({
      ...everything,
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      isExecutable: (path: string) => !path.startsWith('/opt/chrome') && !path.includes('postgresql'),
      onPath: (name: string) => name === 'strace',
      fontFiles: () => [],
    });
    const report: string = missingReport(results);
    expect(report).toContain('Chromium at /opt/chrome/chrome (or set CHROMIUM_PATH)');
    expect(report).toContain('pdftotext (poppler)');
    expect(report).toContain('PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin');
    expect(report).toContain('sudo apt-get install -y chromium poppler-utils postgresql-15 fonts-dejavu');
    expect(report).not.toContain('strace  [');
  });

  it('checks PG_BIN when set', () => {
    const results: Result[] = checks({
      ...everything,
      env: { PG_BIN: '/usr/lib/postgresql/16/bin' },
      isExecutable: (path: string) => !path.startsWith('/usr/lib/postgresql/16'),
    });
    expect(results.find((result) => !result.ok)?.need).toContain('/usr/lib/postgresql/16/bin');
  });

  it('the script exits non-zero with the message when a tool is missing', () => {
    const run = spawnSync(process.execPath, ['scripts/check-prerequisites.mjs'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromium at /nonexistent/chromium');
    expect(run.stderr).toContain('apt-get install -y chromium');
  });

  it('finds this machine complete (the suites need it)', () => {
    const report = missingReport(checks(systemProbe()));
    expect(report).toBeNull();
  });
});
