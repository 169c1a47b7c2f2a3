// `npm start`: builds what is missing or older than its sources, then runs the server.
import { existsSync, statSync, readdirSync } from 'node:fs';
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

const outputs = ['dist/renderer/index.html', 'dist/server/index.js', stamp];
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
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
