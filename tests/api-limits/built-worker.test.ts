// The worker pool from the built bundles: `npm start` runs dist/server/index.js, the desktop host
// dist/main/index.mjs (the server in-process); both load dist/server/offload-worker.js, which the
// build writes and electron-builder packs. The built server renders an offer through it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProject } from '../api-projects/fixtures';
import { spawnServer, type ServerProcess } from '../api-projects/server-process';
import { projectRoot } from '../../server/paths';
import { workerFile } from '../../server/offload/pool';
import { freshPgliteDataDir } from '../support/storage';
import { pdfMagic } from '../support/pdf';

const root = projectRoot();

describe('the worker from the built bundles', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: root, stdio: 'inherit' });
    const dataDir = await freshPgliteDataDir();
    server = await spawnServer({ dataDir }, dataDir, { entry: 'built' });
  }, 180_000);
  afterAll(() => server?.stop());

  it('is found next to the server and the desktop bundles, and packed by electron-builder', () => {
    const built = join(root, 'dist/server/offload-worker.js');
    expect(existsSync(built)).toBe(true);
    expect(workerFile(pathToFileURL(join(root, 'dist/server/index.js')).href)).toBe(built);
    expect(workerFile(pathToFileURL(join(root, 'dist/main/index.mjs')).href)).toBe(built);
    expect(readFileSync(join(root, 'electron-builder.yml'), 'utf8')).toMatch(
      /^\s+- dist\/server\/offload-worker\.js$/m,
    );
  });

  it('renders an offer PDF on the built server', async () => {
    const guest = await fetch(`${server.url}/api/v1/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { sessionId } = (await guest.json()) as { sessionId: string };
    const headers = { authorization: `Bearer ${sessionId}`, 'content-type': 'application/json' };
    const reply = await fetch(`${server.url}/api/v1/reports`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ json1: sampleProject(5) }),
    });
    expect(reply.status).toBe(200);
    const { url } = (await reply.json()) as { url: string };
    const pdf = await fetch(`${server.url}${url}`, { headers });
    expect(pdf.status).toBe(200);
    expect(await pdfMagic(pdf)).toBe('%PDF-');
  }, 60_000);
});
