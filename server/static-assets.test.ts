// Issue 25, "lean on the wire": the built assets go out precompressed with their encoding, hashed
// ones cached as immutable, and JSON replies above the threshold compressed by negotiation.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress.mjs';
import { COMPRESS_THRESHOLD, IMMUTABLE, installCompression, registerRendererAssets } from './static-assets';

const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(',')}];\n`;
const page = `<!doctype html><html><head><script type="module" src="./assets/index-AbCd1234.js"></script></head><body>${'<p>Arredo</p>'.repeat(200)}</body></html>`;

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arredo-assets-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'assets/index-AbCd1234.js'), script);
  await writeFile(join(dir, 'assets/tiny-Zz99Yy88.js'), 'export {};\n');
  await precompressDir(dir);
  app = Fastify();
  await installCompression(app);
  app.get('/api/big', async () => ({
    rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })),
  }));
  app.get('/api/small', async () => ({ ok: true }));
  await registerRendererAssets(app, dir);
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('the build writes a brotli and a gzip copy of what is worth it, not of tiny files', async () => {
    const files = (await readdir(join(dir, 'assets'))).sort();
    expect(files).toEqual([
      'index-AbCd1234.js',
      'index-AbCd1234.js.br',
      'index-AbCd1234.js.gz',
      'tiny-Zz99Yy88.js',
    ]);
  });

  it('sends the brotli copy to a browser that takes it, and the same JavaScript comes out', async () => {
    const reply = await app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
  });

  it('gzip when brotli is not accepted; the file itself when nothing is', async () => {
    const gz = await app.inject({ url: '/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-AbCd1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the page is revalidated on every load, so a new build shows at once', async () => {
    const reply = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(page);
  });
});

describe('JSON replies', () => {
  it('are compressed above the threshold, by negotiation', async () => {
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.payload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
    expect(br.rawPayload.length).toBeLessThan(plain.payload.length / 3);
    const gz = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
  });

  it('below the threshold they go out as they are', async () => {
    const reply = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual({ ok: true });
  });
});
