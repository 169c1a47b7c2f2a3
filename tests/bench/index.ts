// `npm run bench`: runs every tests/bench/*.bench.ts (or those named on the command line) and prints
// one table of figures with the machine they were measured on.
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchFigure } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Machine: ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

const rows: BenchFigure[] = [];
let failed = false;
for (const file of files) {
  const bench = (await import(pathToFileURL(join(here, file)).href)).default as Bench;
  try {
    const figures = await bench();
    rows.push(...figures);
    for (const figure of figures) console.log(formatRow(figure));
  } catch (error) {
    failed = true;
    console.error(`${file} failed:`, error);
  }
}

function formatRow({ name, value, goal, ok, check }: BenchFigure): string {
  const verdict = ok === undefined ? '' : ok ? '  ok' : check ? '  FAILED' : '  MISSED';
  return `${name.padEnd(52)} ${value.padStart(14)}${goal ? `   goal ${goal}` : ''}${verdict}`;
}

if (rows.some((row) => row.ok === false && !row.check))
  console.log('Some goals were missed (see MISSED above).');
if (rows.some((row) => row.ok === false && row.check)) {
  console.log('Some checks failed (see FAILED above).');
  failed = true;
}
process.exit(failed ? 1 : 0);
