// `npm start`: builds what is missing or older than its sources, then runs the server.
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

const sourceDirs = ['core', 'server', 'renderer', 'resources/config'];
const stamp = 'dist/.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const outputs = ['dist/renderer/index.html', 'dist/server/index.js', 'dist/server/offload-worker.js', stamp];
const stale =
  outputs.some((file) => !existsSync(file)) ||
  Math.max(...sourceDirs.filter(existsSync).map(newestMtime)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building Arredo...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'renderer', 'server'], {
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
