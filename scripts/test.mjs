// `npm test`: every suite CI runs. Each step starts once the steps it comes after have passed:
//   - lint, Prettier, the type check and the build side by side (each keeps about one core busy and
//     none reads what another writes: eslint, prettier and tsc skip dist/);
//   - then the browser suite (Playwright, one worker, needs the build) beside Vitest's `core` and
//     `suites` projects: both spend much of their time waiting on servers, databases, child
//     processes and page loads, so side by side they take little more than the browser suite alone;
//   - the desktop suite (Electron, its own ports and output folder) once those Vitest projects have
//     ended, in the browser suite's tail, so that at most two suites share the cores;
//   - last, alone, Vitest's `timed` project: files that hold the offer worker pool's niced threads to
//     wall-clock budgets, which no sibling suite may take the CPU from (vitest.config.ts).
// After a failure no further step starts; those already running finish. A step that runs alone
// prints as it goes; steps that run beside others print their output whole when they end, except
// the suites, which print as they go with each line prefixed by the step's name. The end lists
// every step's duration.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';

const checks = ['eslint', 'prettier', 'typecheck', 'build'];
const steps = [
  { name: 'prerequisites', command: 'node scripts/check-prerequisites.mjs', after: [] },
  { name: 'eslint', command: 'npx eslint . --max-warnings=0', after: ['prerequisites'] },
  { name: 'prettier', command: 'npx prettier --check .', after: ['prerequisites'] },
  { name: 'typecheck', command: 'npx tsc -b', after: ['prerequisites'] },
  { name: 'build', command: 'node scripts/build.mjs', after: ['prerequisites'] },
  // ARREDO_DIST_FRESH: the built-worker suite tests dist/ as just built instead of building it again
  // while the browser suite's server runs from it.
  {
    name: 'unit',
    command: 'npx vitest run --project core --project suites',
    after: checks,
    live: true,
    env: { ARREDO_DIST_FRESH: '1' },
  },
  { name: 'e2e', command: 'npx playwright test', after: checks, live: true },
  {
    name: 'desktop',
    command: 'npx playwright test -c tests/desktop/playwright.config.ts',
    after: ['unit'],
    live: true,
  },
  {
    name: 'unit-timed',
    command: 'npx vitest run --project timed',
    after: ['unit', 'e2e', 'desktop'],
    live: true,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const running = new Set();

/** Prints a live step's lines as they come, prefixed with its name while another step runs too. */
function relay(stream, name) {
  createInterface({ input: stream }).on('line', (line) => {
    console.log(running.size > 1 ? `[${name}] ${line}` : line);
  });
}

/** Runs one step; see the head of this file for how its output is printed. */
function run({ name, command, live, env }) {
  const started = performance.now();
  console.log(`[${name}] ${command}`);
  running.add(name);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    if (live) {
      relay(child.stdout, name);
      relay(child.stderr, name);
    } else {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(name);
      const ms = performance.now() - started;
      const ok = code === 0;
      if (!live) {
        console.log(`\n----- [${name}] output -----`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`[${name}] ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`);
      resolve({ name, ok, ms });
    });
  });
}

const begun = performance.now();
const results = new Map();
const started = new Map();
let failed = false;

/** Starts every step whose predecessors have all passed; resolves when nothing more can start. */
async function schedule() {
  if (failed) return;
  for (const step of steps) {
    if (started.has(step.name) || !step.after.every((name) => results.get(name)?.ok)) continue;
    started.set(
      step.name,
      run(step).then(async (result) => {
        results.set(step.name, result);
        if (!result.ok) failed = true;
        await schedule();
      }),
    );
  }
}

await schedule();
// Steps start from within other steps' endings: wait until no started step is left unfinished.
while ([...started.keys()].some((name) => !results.has(name))) await Promise.all(started.values());

console.log('\nnpm test, step by step:');
for (const { name } of steps) {
  const result = results.get(name);
  const shown = result
    ? `${seconds(result.ms).padStart(9)}${result.ok ? '' : '  FAILED'}`
    : '  not run'.padStart(9);
  console.log(`  ${name.padEnd(14)} ${shown}`);
}
console.log(`  ${'total'.padEnd(14)} ${seconds(performance.now() - begun).padStart(9)}`);
process.exit(failed || results.size < steps.length ? 1 : 0);
