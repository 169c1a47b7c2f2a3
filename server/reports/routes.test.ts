// The report routes on a minimal app: a fixed clock, the account's language, dsparam shop lines,
// owners kept apart and the render rate limit. The full stack runs in tests/reports.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestAccountIn, type Account } from '../accounts/accounts';
import type { AuthContext } from '../api/auth';
import { installErrorHandler } from '../api/errors';
import { openStorage, type Storage } from '../storage';
import { reportRoutes } from './routes';

const guest: Account = { ...guestAccountIn(null), gdprFlags: '1;1;1;1', language: 'it' };
const project = {
  schemaVersion: 2,
  id: 77,
  rows: [
    { uniqueid: 'a', catalog: 'X', erp: [{ level: 0, cod: 'A', des: 'Tavolo', qt: 1, punit: '10.00' }] },
  ],
  customerFields: { vat: '22' },
};

let app: FastifyInstance;
let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arredo-report-routes-'));
  // Reports are stored in the database (server/files).
  storage = await openStorage({ inMemory: true });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(fastifyRateLimit, { global: false });
  // The session comes from the `x-session` header here; server/api/auth does it for real.
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-session'];
    if (typeof id !== 'string') return;
    const auth: AuthContext = {
      token: id,
      session: {
        id,
        userId: null,
        guest: true,
        expiresAt: new Date(Date.now() + 60_000),
        createdAt: new Date(),
      },
      account: guest,
    };
    request.auth = auth;
  });
  await app.register(reportRoutes, {
    prefix: '/api/v1',
    db: storage.db,
    catalogs: { find: async () => null },
    now: () => new Date('2027-02-01T08:00:00Z'),
    renderRateLimit: { max: 3, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  await app?.close();
  await storage?.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (session: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers: { 'x-session': session },
    payload: body as object,
  });

async function textOf(session: string, url: string): Promise<string> {
  const reply = await app.inject({ method: 'GET', url, headers: { 'x-session': session } });
  expect(reply.statusCode).toBe(200);
  const file = join(dir, `${session}.pdf`);
  await writeFile(file, reply.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('report routes', () => {
  it('dates the offer with the clock, speaks the account language, prints dsparam shop lines', async () => {
    const reply = await post('s1', {
      json1: project,
      dsparam: [
        { name: 'shopName', value: 'Mobili Rossi' },
        { name: 'shopAddress', value: 'Via Roma 1 | 20121 Milano' },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const text = await textOf('s1', reply.json<{ url: string }>().url);
    expect(text).toContain('OFFERTA');
    expect(text).toContain('01/02/2027');
    expect(text).toContain('Valida fino al 03/03/2027');
    expect(text).toContain('Mobili Rossi');
    expect(text).toContain('Via Roma 1');
    expect(text).toContain('20121 Milano');
  });

  it('serves a guest report only to the session that rendered it', async () => {
    const reply = await post('s2', { json1: project });
    const url = reply.json<{ url: string }>().url;
    expect((await app.inject({ method: 'GET', url, headers: { 'x-session': 's3' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: { 'x-session': 's2' } })).statusCode).toBe(200);
  });

  it('refuses to print a row that breaks its rules, naming the row and the rule in the offer language', async () => {
    const sink = {
      uniqueid: 'b',
      catalog: 'KITCHEN',
      model: 'B1S',
      var: 'WIDTH=600;WASTE=W3',
      erp: [{ level: 0, cod: 'B1S', des: 'Base lavello', qt: 1, punit: '464.10' }],
    };
    const reply = await post('s6', { json1: { ...project, rows: [...project.rows, sink] } });
    expect(reply.statusCode).toBe(422);
    const body = reply.json<{ code: string; message: string }>();
    expect(body.code).toBe('RULE_VIOLATION');
    expect(body.message).toBe(
      'La riga 2 (Base lavello B1S-600) non rispetta le regole del catalogo: Raccolta differenziata ' +
        '“Tre contenitori, 3 × 12 l” non è disponibile: La raccolta differenziata a tre contenitori ' +
        'richiede una base da 800 mm o più',
    );
    // The same row within the rules prints.
    const fine = { ...sink, var: 'WIDTH=800;WASTE=W3' };
    expect((await post('s6', { json1: { ...project, rows: [fine] } })).statusCode).toBe(200);
  });

  it('limits renders per session', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post('s4', { json1: project })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await post('s5', { json1: project })).statusCode).toBe(200);
  });
});
