// startServer boots on each storage kind, runs migrations and answers /api/health over real HTTP.
import { expect, it } from 'vitest';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { startServer } from '../../server/start';
import { defaultPaths } from '../../server/paths';
import { describeEachStorage, tempDir } from '../support/storage';
import { sampleProject } from '../api-projects/fixtures';

describeEachStorage('startServer', (fixture) => {
  it('boots, reports healthy storage and closes cleanly', { timeout: 120_000 }, async () => {
    const target = await fixture.fresh();
    const server = await startServer({ port: 0, host: '127.0.0.1', ...target });
    try {
      expect(server.storageKind).toBe(fixture.kind);
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', storage: { kind: fixture.kind, ok: true } });
      // A fresh store is seeded at start: the seed administrator can log in at once.
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'HQ', user: 'admin', password: 'arredo-admin' }),
      });
      expect(login.status).toBe(200);
      const { sessionId } = (await login.json()) as { profile: { admin: boolean }; sessionId: string };
      // Reports (like uploads) are stored in the database (issue 25), never in the data folder.
      const report = await fetch(`${server.url}/api/v1/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
        body: JSON.stringify({ json1: sampleProject(1) }),
      });
      expect(report.status).toBe(200);
      const { url } = (await report.json()) as { url: string };
      const pdf = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${sessionId}` } });
      expect(pdf.status).toBe(200);
      if ('dataDir' in target) expect(existsSync(resolve(target.dataDir, 'reports'))).toBe(false);
    } finally {
      await server.close();
    }
    if ('dataDir' in target) expect(existsSync(resolve(target.dataDir, 'pglite'))).toBe(true);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('restarts on the same store (migrations already applied)', { timeout: 120_000 }, async () => {
    const target = await fixture.fresh();
    const first = await startServer({ port: 0, host: '127.0.0.1', ...target });
    await first.close();
    const second = await startServer({ port: 0, host: '127.0.0.1', ...target });
    try {
      const body = (await (await fetch(`${second.url}/api/health`)).json()) as { storage: { ok: boolean } };
      expect(body.storage.ok).toBe(true);
    } finally {
      await second.close();
    }
  });
});

// An empty directory: the real first start, PGlite's own initdb included (slow under load).
const FIRST_START_TIMEOUT_MS = 180_000;

it(
  'uses paths.dataDir for embedded storage when no dataDir is given',
  async () => {
    const dir = await tempDir();
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      paths: { ...defaultPaths(), dataDir: dir },
    });
    try {
      expect(server.storageKind).toBe('pglite');
      expect(existsSync(resolve(dir, 'pglite'))).toBe(true);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  },
  FIRST_START_TIMEOUT_MS,
);
