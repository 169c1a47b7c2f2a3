// The system tools the test suites need, and the Debian packages that provide them. `npm test` runs
// scripts/check-prerequisites.mjs first, so a missing tool is named once, with the command that
// installs it, instead of failing test after test.
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** True when `path` is an executable file. */
function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The system as the checks see it; tests pass their own. */
export function systemProbe(env = process.env) {
  return {
    env,
    isExecutable: executable,
    onPath: (name) => (env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, name))),
    exists: existsSync,
    fontFiles: (dir) => {
      try {
        return readdirSync(dir, { recursive: true }).map(String);
      } catch {
        return [];
      }
    },
  };
}

/** Each check: what is needed, whether the probe finds it, and the Debian package giving it. */
export function checks(probe) {
  const chromium = probe.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const pgBin = probe.env.PG_BIN || '/usr/lib/postgresql/15/bin';
  return [
    {
      need: `Chromium at ${chromium} (or set CHROMIUM_PATH)`,
      ok: probe.isExecutable(chromium),
      pkg: 'chromium',
    },
    { need: 'pdftotext (poppler)', ok: probe.onPath('pdftotext'), pkg: 'poppler-utils' },
    { need: 'pdftoppm (poppler)', ok: probe.onPath('pdftoppm'), pkg: 'poppler-utils' },
    {
      need: `PostgreSQL 15 binaries in ${pgBin} (initdb, pg_ctl, postgres)`,
      ok: ['initdb', 'pg_ctl', 'postgres'].every((tool) => probe.isExecutable(join(pgBin, tool))),
      pkg: 'postgresql-15',
    },
    {
      need: 'the DejaVu fonts (/usr/share/fonts)',
      ok: probe.fontFiles('/usr/share/fonts').some((file) => /DejaVuSans\.ttf$/.test(file)),
      pkg: 'fonts-dejavu',
    },
    { need: 'strace', ok: probe.onPath('strace'), pkg: 'strace' },
  ];
}

/** Null when everything is there; otherwise the message naming what is missing and how to install it. */
export function missingReport(results) {
  const missing = results.filter((result) => !result.ok);
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map((result) => result.pkg))];
  return [
    'npm test needs system tools that are missing:',
    ...missing.map((result) => `  - ${result.need}  [Debian package ${result.pkg}]`),
    '',
    'Install them with:',
    `  sudo apt-get install -y ${packages.join(' ')}`,
    '',
  ].join('\n');
}
