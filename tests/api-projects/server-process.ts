// The real server (server/index.ts under tsx) as a child process, so a test can SIGKILL it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../server/paths';
import type { StorageTarget } from '../support/storage';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, no flushing, like a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;

export interface SpawnOptions {
  /** Extra Node flags, e.g. `--cpu-prof` for `BENCH_PROFILE_DIR`. */
  nodeArgs?: string[];
  /**
   * 'built': dist/server/index.js, run the way `npm start` runs it (the caller builds it first);
   * default 'source': server/index.ts under tsx, always current.
   */
  entry?: 'source' | 'built';
  /** More environment for the server (e.g. ARREDO_CONFIG_FILE, ARREDO_RENDER_SLOTS). */
  env?: Record<string, string>;
}

/** Starts the server on a free port over `target` (PGlite under DATA_DIR, or DATABASE_URL). */
export function spawnServer(
  target: StorageTarget,
  dataDir: string,
  { nodeArgs = [], entry = 'source', env = {} }: SpawnOptions = {},
): Promise<ServerProcess> {
  const root = projectRoot();
  const program =
    entry === 'built'
      ? [
          ...(JSON.parse(readFileSync(join(root, 'server/node-flags.json'), 'utf8')) as string[]),
          join(root, 'dist/server/index.js'),
        ]
      : ['--import', 'tsx', join(root, 'server/index.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...program], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'dataDir' in target ? target.dataDir : dataDir,
      DATABASE_URL: 'databaseUrl' in target ? target.databaseUrl : '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`Server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          child,
          kill: () => kill('SIGKILL'),
          stop: () => kill('SIGTERM'),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}
