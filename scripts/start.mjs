// `npm start`: builds what is missing or older than its sources, then runs the server.
import { readFileSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { targetsToBuild } from './start-plan.mjs';

// Everything the server serves, the integrator kit of /embed-demo/ included (scripts/start-plan.mjs).
const targets = targetsToBuild();
if (targets.length) {
  console.log(`Building Arredo (${targets.join(', ')})...`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...targets], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Node flags of the server process (server/node-flags.json, shared with the API bench): source maps
// for readable stack traces, and a 64 MB young generation. A save or an open churns through tens of
// KB of short-lived JSON; the default young generation collects so often that bench:api measured
// about 10% more server CPU per request and a longer p99 tail.
const nodeFlags = JSON.parse(readFileSync('server/node-flags.json', 'utf8'));
const server = spawn(process.execPath, [...nodeFlags, 'dist/server/index.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
