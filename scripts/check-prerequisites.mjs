// First step of `npm test`: stops with one clear message (and the apt-get command) when a system tool
// the suites need is missing. See scripts/prerequisites.mjs.
import { checks, missingReport, systemProbe } from './prerequisites.mjs';

const report = missingReport(checks(systemProbe()));
if (report) {
  console.error(report);
  process.exit(1);
}
console.log('Test prerequisites: Chromium, poppler, PostgreSQL 15, DejaVu fonts and strace are present.');
