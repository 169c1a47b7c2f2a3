// startServer boots on each storage kind, runs migrations and answers /api/health over real HTTP.
import { expect, it } from 'vitest';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { startServer } from '../../server/start';
import { defaultPaths } from '../../server/paths';
import { describeEachStorage } from '../support/storage';

describeEachStorage('startServer', (fixture) => {
  it('boots, reports healthy storage and closes cleanly', async () => {
    const target = await fixture.fresh();
    const server = await startServer({ port: 0, host: '127.0.0.1', ...target });
    try {
      expect(server.storageKind).toBe(fixture.kind);
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', storage: { kind: fixture.kind, ok: true } });
    } finally {
      await server.close();
    }
    if ('dataDir' in target) expect(existsSync(resolve(target.dataDir, 'pglite'))).toBe(true);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('restarts on the same store (migrations already applied)', async () => {
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

it('uses paths.dataDir for embedded storage when no dataDir is given', async () => {
  const { tempDir } = await import('../support/storage');
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
  }
});
