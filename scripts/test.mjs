// `npm test`: every suite CI runs, in stages. Within a stage the steps run side by side: lint, the
// type check and the build each keep about one core busy and none reads what another writes (eslint,
// prettier and tsc skip dist/), so on CI's two cores they take the time of the longest instead of
// the sum. The unit, browser and desktop suites then run alone, in that order: they start servers
// and browsers, and the browser suites need the build. A stage with a failed step ends the run.
// Each step's output is printed whole when it ends (no interleaving); the end lists every duration.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stages = [
  [{ name: 'prerequisites', command: 'node scripts/check-prerequisites.mjs' }],
  [
    { name: 'eslint', command: 'npx eslint . --max-warnings=0' },
    { name: 'prettier', command: 'npx prettier --check .' },
    { name: 'typecheck', command: 'npx tsc -b' },
    { name: 'build', command: 'node scripts/build.mjs' },
  ],
  [{ name: 'unit', command: 'npx vitest run', live: true }],
  [{ name: 'e2e', command: 'npx playwright test', live: true }],
  [{ name: 'desktop', command: 'npx playwright test -c tests/desktop/playwright.config.ts', live: true }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step; a step alone in its stage prints as it goes, others when they end. */
function run({ name, command, live }) {
  const started = performance.now();
  console.log(`[${name}] ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
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

const results = [];
const begun = performance.now();
let failed = false;
for (const stage of stages) {
  const ended = await Promise.all(
    stage.map((step) => run({ ...step, live: step.live && stage.length === 1 })),
  );
  results.push(...ended);
  if (ended.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}
console.log('\nnpm test, step by step:');
for (const { name, ok, ms } of results)
  console.log(`  ${name.padEnd(14)} ${seconds(ms).padStart(9)}${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(14)} ${seconds(performance.now() - begun).padStart(9)}`);
process.exit(failed ? 1 : 0);
