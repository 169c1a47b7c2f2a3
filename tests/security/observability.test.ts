// Issue 20, observability and browser hardening, over real HTTP: the request log and the one line of
// every refusing limit (also in the rotated files under the data folder), no-store on auth replies,
// a Referrer-Policy, and the Host allow-list of the CSRF check.
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProject } from '../api-projects/fixtures';
import { startTestApi, type TestApi } from '../support/api';
import { freshPgliteDataDir, tempDir } from '../support/storage';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  user?: number | 'guest' | null;
  address?: string;
  limit?: string;
}

describe('request and error logs', () => {
  let api: TestApi;
  let logDir: string;
  const lines: LogLine[] = [];
  const warnings: string[] = [];
  const onWarning = (warning: Error & { code?: string }) => warnings.push(warning.code ?? warning.message);
  beforeAll(async () => {
    process.on('warning', onWarning);
    logDir = await tempDir('arredo-logs-');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    api = await startTestApi(
      { dataDir: await freshPgliteDataDir() },
      { log: { dir: logDir, stream }, limits: { quotas: { guestProjects: 1 } } },
    );
  }, 60_000);
  afterAll(() => {
    process.off('warning', onWarning);
    return api?.close();
  });

  it('starts without a deprecation warning', () => {
    expect(warnings.filter((code) => code.startsWith('FSTDEP'))).toEqual([]);
  });

  it('logs each request once (method, path, status, time, user, address) and each refusal by a limit', async () => {
    const guest = await api.guest();
    const body = { project: sampleProject(1) };
    expect((await api.call('POST', '/api/v1/projects', { token: guest, body })).status).toBe(201);
    expect((await api.call('POST', '/api/v1/projects', { token: guest, body })).status).toBe(413);
    const seller = await api.login('seller5');
    expect((await api.call('GET', '/api/v1/projects?limit=1', { token: seller })).status).toBe(200);

    const requests = lines.filter((line) => line.msg === 'request');
    // One line a request: Fastify's own "incoming request" and "request completed" stay off.
    expect(lines.filter((line) => /^(incoming request|request completed)$/.test(line.msg))).toEqual([]);
    expect(requests.find((line) => line.path === '/api/v1/auth/guest')).toMatchObject({
      method: 'POST',
      status: 200,
      user: null,
      address: '127.0.0.1',
    });
    const listed = requests.find((line) => line.path === '/api/v1/projects' && line.method === 'GET');
    expect(listed).toMatchObject({ status: 200, address: '127.0.0.1' });
    expect(typeof listed!.user).toBe('number');
    expect(typeof listed!.ms).toBe('number');
    expect(requests.find((line) => line.method === 'POST' && line.path === '/api/v1/projects')).toMatchObject(
      {
        status: 201,
        user: 'guest',
      },
    );
    const refused = lines.filter((line) => line.msg.startsWith('limit refused'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      level: 40,
      limit: 'QUOTA_EXCEEDED',
      status: 413,
      path: '/api/v1/projects',
      user: 'guest',
    });

    // The same lines in the rotated files: requests (and warnings), and warnings and errors alone.
    const read = async (prefix: string) => {
      const until = Date.now() + 10_000;
      for (;;) {
        const files = (await readdir(logDir)).filter((name) => name.startsWith(prefix));
        const text = (await Promise.all(files.map((name) => readFile(join(logDir, name), 'utf8')))).join('');
        if (text.includes('QUOTA_EXCEEDED') || Date.now() > until) return text;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const requestFile = await read('requests.');
    expect(requestFile).toContain('"path":"/api/v1/auth/guest"');
    expect(requestFile).toContain('QUOTA_EXCEEDED');
    const errorFile = await read('errors.');
    expect(errorFile).toContain('QUOTA_EXCEEDED');
    expect(errorFile).not.toContain('"path":"/api/v1/auth/guest"');
  });
});

describe('headers and the Host allow-list', () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi({ dataDir: await freshPgliteDataDir() }, { allowedHosts: ['shop.example.com'] });
    port = Number(new URL(api.url).port);
  }, 60_000);
  afterAll(() => api?.close());

  it('marks auth replies no-store and every reply with a Referrer-Policy', async () => {
    const guest = await api.call('POST', '/api/v1/auth/guest', { body: {} });
    expect(guest.headers.get('cache-control')).toBe('no-store');
    expect(guest.headers.get('referrer-policy')).toBe('same-origin');
    const session = await api.call('GET', '/api/v1/auth/session', {
      token: (guest.body as { sessionId: string }).sessionId,
    });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const health = await fetch(`${api.url}/api/health`);
    expect(health.headers.get('referrer-policy')).toBe('same-origin');
  });

  /** A browser-like POST with this Host and the matching Origin (fetch does not let us set Host). */
  const post = (host: string) =>
    new Promise<{ status: number; body: { code?: string; message?: string } }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/auth/guest',
          headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });

  it('takes only listed hosts (and this machine) for the app itself', async () => {
    // DNS rebinding: an attacker's name pointed at the server; the page's Origin matches its Host.
    const rebound = await post(`evil.example:${port}`);
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatchObject({
      code: 'HOST_NOT_ALLOWED',
      message: `Request refused: this server does not answer to the host evil.example:${port}`,
    });
    expect((await post('shop.example.com')).status).toBe(200);
    expect((await post(`127.0.0.1:${port}`)).status).toBe(200);
    expect((await post(`localhost:${port}`)).status).toBe(200);
  });
});
