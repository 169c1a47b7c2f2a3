// What `npm start` builds before it serves: every output the server serves, each with the sources it
// is built from. A fresh clone has none, so everything is built, the integrator kit of /embed-demo/
// included; later starts rebuild only the targets whose outputs are missing or older than a source.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The build stamp scripts/build.mjs writes after any build. */
export const STAMP = 'dist/.build-stamp';

/** Build targets (scripts/build.mjs), what the server serves of each, and their sources. */
export const START_BUILDS = [
  {
    target: 'renderer',
    outputs: ['dist/renderer/index.html', 'dist/render-worker/render-worker.html'],
    sources: ['renderer', 'core', 'resources/config'],
  },
  {
    target: 'server',
    outputs: ['dist/server/index.js', 'dist/server/offload-worker.js'],
    sources: ['server', 'core', 'resources/config'],
  },
  // /embed-demo/ serves the kit from dist/embed-demo (server/embedDemo.ts).
  {
    target: 'kit',
    outputs: ['dist/embed-demo/arredo-kit.js'],
    sources: ['integrator-kit/src', 'integrator-kit/build.mjs'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The targets to build in `root`: an output missing, no stamp, or a source newer than the stamp. */
export function targetsToBuild(root = '.') {
  const stamp = join(root, STAMP);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return START_BUILDS.filter(
    ({ outputs, sources }) =>
      built === 0 ||
      outputs.some((file) => !existsSync(join(root, file))) ||
      Math.max(...sources.map((source) => newestMtime(join(root, source)))) > built,
  ).map(({ target }) => target);
}
