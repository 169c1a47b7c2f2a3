// POST /projects/:id/offer-pdf over the real stack: the PDF lands in the configured data directory,
// read rights are those of opening the project, rows are chosen by catalogue and print codes, and
// lines without a unit price fall back to the catalogue article (spec 5).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/storage';
import { describeEachStorage } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

const project = {
  schemaVersion: 2,
  des: 'Cucina Rossi',
  customercod: 'anna@example.com',
  orderaddress: [{ email: 'anna@example.com', firstname: 'Anna', surname: 'Rossi', city: 'Milano' }],
  rows: [
    // Unit price 0: priced from the KITCHEN list (HINGE-110 costs 6.90).
    {
      uniqueid: 'r1',
      catalog: 'KITCHEN',
      cod: 'HINGE-110',
      erp: [{ level: 0, cod: 'HINGE-110', qt: 2, punit: '0' }],
    },
    {
      uniqueid: 'r2',
      catalog: 'KITCHEN',
      cod: 'HDL-H1',
      erp: [{ level: 0, cod: 'HDL-H1', qt: 1, punit: '12.90' }],
    },
    {
      uniqueid: 'r3',
      catalog: 'LIVING',
      cod: 'SOFA-X',
      erp: [{ level: 0, cod: 'SOFA-X', qt: 1, punit: '999.00' }],
    },
  ],
  customerFields: { vat: '22' },
};

describeEachStorage('offer PDF of a stored project', (storage) => {
  let api: ExtrasApi;
  let seller: string;
  let id: number;

  beforeAll(async () => {
    api = await startExtrasApi(await storage.fresh(), { catalogs: true });
    seller = await api.login('seller5');
    const saved = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    id = saved.body.id;
  }, 60_000);
  afterAll(() => api?.close());

  async function pdfText(body: object): Promise<{ text: string; fileName: string }> {
    const reply = await api.call<{ url: string; fileName: string }>(
      'POST',
      `/api/v1/projects/${id}/offer-pdf`,
      {
        token: seller,
        body,
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = await api.raw(reply.body.url, seller);
    expect(file.status).toBe(200);
    const path = join(api.dataDir, `check-${Date.now()}.pdf`);
    writeFileSync(path, file.bytes);
    return {
      text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
      fileName: reply.body.fileName,
    };
  }

  // Issue 25: in the database, so any server process serves it (before: <dataDir>/reports).
  it('stores the report in the database, not in the data folder', async () => {
    const { fileName } = await pdfText({ name: 'offerta.pdf' });
    expect(fileName).toBe('offerta.pdf');
    const stored = await queryRows<{ n: number }>(
      api.storage.db,
      sql`select count(*)::int as n from files where kind = 'report' and file_name = 'offerta.pdf'`,
    );
    expect(stored[0]!.n).toBeGreaterThan(0);
    expect(existsSync(join(api.dataDir, 'reports'))).toBe(false);
  });

  it('prices a line without unit price from the catalogue article and prints all rows', async () => {
    const { text } = await pdfText({});
    expect(text).toContain('HINGE-110');
    expect(text).toMatch(/13[.,]80/); // 2 x 6.90
    expect(text).toContain('SOFA-X');
    expect(text).toContain('Anna');
  });

  it('prints one catalogue, or the rows named by print codes', async () => {
    const kitchen = await pdfText({ catalog: 'kitchen' });
    expect(kitchen.text).toContain('HDL-H1');
    expect(kitchen.text).not.toContain('SOFA-X');
    const coded = await pdfText({ printCodes: 'hdl-h1; r3' });
    expect(coded.text).toContain('HDL-H1');
    expect(coded.text).toContain('SOFA-X');
    expect(coded.text).not.toContain('HINGE-110');
  });

  it("prints another customer without the project's address, and the validity", async () => {
    const { text } = await pdfText({ customer: 'marco@example.com', validity: 10 });
    expect(text).toContain('marco@example.com');
    expect(text).not.toContain('Anna');
    const until = new Date(Date.now() + 10 * 86_400_000);
    const day = (n: number) => String(n).padStart(2, '0');
    expect(text).toContain(
      `${day(until.getUTCDate())}/${day(until.getUTCMonth() + 1)}/${until.getUTCFullYear()}`,
    );
  });

  it('needs the rights of opening the project', async () => {
    const other = await api.login('seller2'); // another shop
    const denied = await api.call('POST', `/api/v1/projects/${id}/offer-pdf`, { token: other, body: {} });
    expect(denied.status).toBe(404); // another shop's project is "not found", like a missing one
    const missing = await api.call('POST', `/api/v1/projects/999999/offer-pdf`, { token: seller, body: {} });
    expect(missing.status).toBe(404);
    const anonymous = await api.call('POST', `/api/v1/projects/${id}/offer-pdf`, { body: {} });
    expect(anonymous.status).toBe(401);
  });
});
