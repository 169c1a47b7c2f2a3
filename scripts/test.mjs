// `npm test`: every suite CI runs. Each step starts as soon as the steps it needs have passed, so on
// CI's two cores the long suites overlap: the unit suite (Vitest) and the browser suite (Playwright,
// one worker) each spend much of their time waiting on servers, databases, timers and page loads,
// and side by side they take little more than the longer one instead of the sum. The browser and
// desktop suites need the build; the desktop suite (free ports, its own output folder) starts when
// the unit suite has ended, so that at most two suites share the cores, and fills the browser
// suite's tail. Lint, Prettier and the type check read no build output and need nothing. After a failure no
// further step starts; those already running finish. Short steps print their output whole when they
// end; the long suites print as they go, each line prefixed with the step's name. The end lists
// every duration.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const steps = [
  { name: 'prerequisites', command: 'node scripts/check-prerequisites.mjs', needs: [] },
  { name: 'build', command: 'node scripts/build.mjs', needs: ['prerequisites'] },
  { name: 'eslint', command: 'npx eslint . --max-warnings=0', needs: ['prerequisites'] },
  { name: 'prettier', command: 'npx prettier --check .', needs: ['prerequisites'] },
  { name: 'typecheck', command: 'npx tsc -b', needs: ['prerequisites'] },
  // After the build: one unit suite tests the built server, and must not rebuild dist/ while the
  // browser suite's server runs from it (ARREDO_DIST_FRESH tells it the build just ran).
  { name: 'unit', command: 'npx vitest run', needs: ['build'], live: true, env: { ARREDO_DIST_FRESH: '1' } },
  { name: 'e2e', command: 'npx playwright test', needs: ['build'], live: true },
  {
    name: 'desktop',
    command: 'npx playwright test -c tests/desktop/playwright.config.ts',
    needs: ['build', 'unit'],
    live: true,
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Writes each complete line of `chunk` with the step's prefix; keeps a partial last line. */
function prefixer(name, stream) {
  let pending = '';
  return {
    write(chunk) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop();
      for (const line of lines) stream.write(`[${name}] ${line}\n`);
    },
    end() {
      if (pending) stream.write(`[${name}] ${pending}\n`);
    },
  };
}

/** Runs one step: long suites print as they go (prefixed), others whole when they end. */
function run({ name, command, live, env }) {
  const started = performance.now();
  console.log(`[${name}] ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    const out = live ? prefixer(name, process.stdout) : null;
    const onData = (chunk) => (out ? out.write(chunk) : output.push(chunk));
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      const ok = code === 0;
      if (out) out.end();
      else {
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
const running = new Map();
let failed = false;
for (;;) {
  if (!failed) {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name)) continue;
      if (step.needs.every((need) => results.get(need)?.ok)) running.set(step.name, run(step));
    }
  }
  if (running.size === 0) break;
  const ended = await Promise.race(running.values());
  running.delete(ended.name);
  results.set(ended.name, ended);
  if (!ended.ok) failed = true;
}
console.log('\nnpm test, step by step:');
for (const { name } of steps) {
  const result = results.get(name);
  const shown = result ? `${seconds(result.ms).padStart(9)}${result.ok ? '' : '  FAILED'}` : '  not run';
  console.log(`  ${name.padEnd(14)} ${shown}`);
}
console.log(`  ${'total'.padEnd(14)} ${seconds(performance.now() - begun).padStart(9)}`);
process.exit(failed ? 1 : 0);
