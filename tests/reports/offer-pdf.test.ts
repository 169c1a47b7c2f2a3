// Offers as PDF over real HTTP: POST a realistic project, GET the file, read it back with
// pdftotext and compare every printed amount with core/pricing's figures.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { CURRENCIES } from '../../core/locale/currencies';
import { formatDate } from '../../core/locale/format';
import { numberLocale } from '../../core/locale/languages';
import { repriceProject } from '../../core/pricing';
import { loadProject } from '../../core/project/load';
import type { ProjectInput } from '../../core/project/schema';
import { importCatalogs } from '../../server/catalog';
import { moneyFormatter } from '../../server/reports/offer-model';
import { CATALOG_DIR } from '../catalogs/samples';
import type { TestApi } from '../support/api';
import { keepPdf, normalizeSpaces, pageCount, pagePictures, pdfText } from './pdf-tools';
import { startReportsApi } from './reports-api';
import { sampleProject } from './sample-project';

let api: TestApi;
let seller: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ api, seller, close } = await startReportsApi('arredo-reports-'));
});
afterAll(() => close?.());

interface ReportReply {
  url: string;
  fileName: string;
}

/** POSTs a report request, GETs the file and returns it with its text. */
async function offerPdf(name: string, body: Record<string, unknown>, path = '/api/v1/reports') {
  const created = await api.call<ReportReply>('POST', path, { token: seller, body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const response = await fetch(`${api.url}${created.body.url}`, {
    headers: { authorization: `Bearer ${seller}` },
  });
  expect(response.status).toBe(200);
  const pdf = new Uint8Array(await response.arrayBuffer());
  const file = keepPdf(name, pdf);
  return { created: created.body, response, pdf, file, text: pdfText(file) };
}

/** Core's figures for a project, formatted as the offer prints them. */
function expected(input: ProjectInput, lang = 'en') {
  const project = loadProject(input);
  const priced = repriceProject(project);
  const currency = CURRENCIES[project.currency ?? 'EUR']!;
  const money = moneyFormatter(currency, numberLocale(lang, currency.code));
  const format = (amount: string) => normalizeSpaces(money(amount));
  return { priced, format };
}

/** The amount printed after a label (label and amount set apart by 2+ spaces, at the line's end). */
function amountAfter(text: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:^|\\s{2,})${escaped}\\s{2,}(\\S.*\\d.*)$`);
  const found = text
    .split('\n')
    .map((line) => pattern.exec(line.trimEnd())?.[1]?.trim())
    .filter((amount): amount is string => amount !== undefined);
  return found.at(-1);
}

describe('POST /api/v1/reports renders the offer as PDF', () => {
  const project = sampleProject({ rows: 7 });

  it('replies with a file address; GET downloads it as order_merge.pdf', async () => {
    const { created, response, pdf } = await offerPdf('offer-en', { json1: project, json2: project });
    expect(created.fileName).toBe('order_merge.pdf');
    expect(created.url).toMatch(/^\/api\/v1\/reports\/[0-9a-f]{32}\/order_merge\.pdf$/);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="order_merge.pdf"; filename*=UTF-8''order_merge.pdf`,
    );
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('prints the totals, services, discounts and every line total exactly as core computes them', async () => {
    const { text } = await offerPdf('offer-en-totals', { json1: project });
    const { priced, format } = expected(project);
    const totals = priced.totals;
    expect(amountAfter(text, 'Goods')).toBe(format(totals.totalGoods));
    expect(amountAfter(text, 'General total excl. VAT')).toBe(format(totals.generalTotal));
    // One rate in this project: one VAT line, naming its rate.
    expect(totals.vatByRate.map((l) => l.rate)).toEqual(['22.00']);
    expect(amountAfter(text, 'VAT 22%')).toBe(format(totals.vat));
    expect(amountAfter(text, 'Total incl. VAT')).toBe(format(totals.totVatI));
    expect(amountAfter(text, 'Services')).toBe(format(totals.totalServices));
    // Project discounts: 5 % of the goods and the fixed 100.00 (checked with big.js, independently).
    const fivePercent = new Big(totals.totalGoods).times('0.05').round(2, Big.roundHalfUp);
    expect(amountAfter(text, 'Discount 5%')).toBe(format(fivePercent.neg().toFixed(2)));
    expect(amountAfter(text, 'Fixed discount')).toBe(format('-100.00'));
    // Catalogue totals, the KITCHEN discounts (10 % and 50.00) and the services.
    const kitchen = priced.catalogs.KITCHEN!;
    const tenPercent = new Big(kitchen.tot).times('0.1').round(2, Big.roundHalfUp);
    expect(amountAfter(text, 'Discount 10%')).toBe(format(tenPercent.neg().toFixed(2)));
    expect(amountAfter(text, 'Discount')).toBe(format('-50.00'));
    expect(new Big(kitchen.tot).minus(tenPercent).minus('50').toFixed(2)).toBe(kitchen.totV);
    for (const code of ['KITCHEN', 'LIVING']) {
      expect(text).toContain(format(priced.catalogs[code]!.totV));
      for (const service of priced.services[code] ?? []) expect(text).toContain(format(service.price!));
    }
    // Every ERP line's total appears, in order, on the line of its code (rows grouped by catalogue).
    const lines = text.split('\n');
    const catalogOrder = [...new Set(priced.rows.map((row) => row.catalog))];
    const rowsInPrintOrder = catalogOrder.flatMap((code) =>
      priced.rows.filter((row) => row.catalog === code),
    );
    let from = 0;
    for (const row of rowsInPrintOrder) {
      for (const line of row.lines) {
        const index = lines.findIndex(
          (l, i) => i >= from && l.includes(line.cod) && l.trim().endsWith(format(line.net)),
        );
        expect(index, `${line.cod} ${line.net}`).toBeGreaterThanOrEqual(from);
        from = index + 1;
      }
    }
  });

  it('prints the customer, project, dates, validity, variants and notes, with accents and umlauts', async () => {
    const { text, file } = await offerPdf('offer-en-header', { json1: project, validity: 45 });
    expect(text).toContain('Jürgen Müller-Lüdenscheidt');
    expect(text).toContain('Via Garibaldi 12');
    expect(text).toContain('39100 Bolzano (BZ)');
    expect(text).toContain('Küche & Wohnzimmer – Familie Müller');
    expect(text).toMatch(/Offer no\.\s+4711/);
    const today = new Date();
    expect(text).toContain(formatDate(today));
    expect(text).toContain(`Valid until ${formatDate(new Date(today.getTime() + 45 * 86_400_000))}`);
    expect(text).toMatch(/Width: 600 mm/);
    expect(text).toContain('Lieferung im März, bitte vorher anrufen.');
    expect(text).toContain('è necessario');
    expect(text).toContain(`Page 1 of ${pageCount(file)}`);
  });

  it('spreads a 60-row project over pages: "Page n of m" everywhere, table header repeated', async () => {
    const long = sampleProject({ rows: 60 });
    const { file, text } = await offerPdf('offer-60-rows', { json1: long });
    const pages = pageCount(file);
    expect(pages).toBeGreaterThanOrEqual(2);
    const pageTexts = text.split('\f').filter((page) => page.trim());
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages}`));
    // Every page that continues the table starts with its header.
    const tablePages = pageTexts.filter((page) => /Unit price/.test(page));
    expect(tablePages.length).toBeGreaterThanOrEqual(pages - 1);
    const { priced, format } = expected(long);
    expect(amountAfter(text, 'Total incl. VAT')).toBe(format(priced.totals.totVatI));
    expect(pagePictures(file, 'offer-60-rows')).toHaveLength(pages);
  });

  it('prints Italian labels and number format with lang it', async () => {
    const { text, file } = await offerPdf('offer-it', { json1: project, lang: 'it' });
    const pages = pageCount(file);
    const { priced, format } = expected(project, 'it');
    expect(text).toContain('OFFERTA');
    expect(text).toContain('Descrizione');
    expect(text).toContain(`Pagina 1 di ${pages}`);
    expect(amountAfter(text, 'Totale IVA inclusa')).toBe(format(priced.totals.totVatI));
    expect(amountAfter(text, 'Totale generale IVA esclusa')).toBe(format(priced.totals.generalTotal));
    expect(format(priced.totals.totVatI)).toMatch(/^\d+(\.\d{3})*,\d{2} €$/);
    expect(text).toMatch(/Larghezza: 600 mm/);
    expect(text).toContain('Consegna al piano strada');
    pagePictures(file, 'offer-it');
  });

  it('takes the language from dsparam and prints German labels', async () => {
    const { text, file } = await offerPdf('offer-de', {
      json1: project,
      dsparam: [
        { name: 'LANG', value: 'de' },
        { name: 'shopName', value: 'Möbelhaus Zürich' },
      ],
    });
    expect(text).toContain('Gesamtsumme inkl. MwSt.');
    expect(text).toContain(`Seite 1 von ${pageCount(file)}`);
    expect(text).toContain('Möbelhaus Zürich');
  });

  it('prints CHF totals rounded to 0.05', async () => {
    const chf = sampleProject({ rows: 5, currency: 'CHF' });
    const { text } = await offerPdf('offer-chf', { json1: chf });
    const { priced, format } = expected(chf);
    expect(priced.totals.totVatI).toMatch(/\.\d[05]$/);
    expect(amountAfter(text, 'Total incl. VAT')).toBe(format(priced.totals.totVatI));
    expect(format(priced.totals.totVatI)).toContain('CHF');
  });

  it('writes a German CHF offer as Switzerland does: CHF 1’234.50 and 8.1%, not 1.234,50 CHF', async () => {
    const chf = sampleProject({ rows: 5, currency: 'CHF' });
    const { text } = await offerPdf('offer-chf-de', { json1: chf, dsparam: [{ name: 'LANG', value: 'de' }] });
    const { priced, format } = expected(chf, 'de');
    expect(amountAfter(text, 'Gesamtsumme inkl. MwSt.')).toBe(format(priced.totals.totVatI));
    expect(text).toMatch(/CHF \d['’]\d{3}\.\d{2}/);
    expect(text).toContain('8.1%');
    expect(text).not.toMatch(/\d,\d{2} CHF/);
  });

  it('adds up as printed: a VAT line per rate, cash rounding on its own line, codes whole (issue 19)', async () => {
    const line = (cod: string, des: string, qt: number, punit: string, iva: string, level = 0) => ({
      level,
      cod,
      des,
      qt,
      punit,
      customDataFe: { iva, check: true },
    });
    const project: ProjectInput = {
      schemaVersion: 2,
      currency: 'CHF',
      rows: [
        {
          uniqueid: 'r1',
          catalog: 'KITCHEN',
          cod: 'WT-QTZ-30-600-SINK',
          erp: [
            line('WT-QTZ-30-600-SINK', 'Quartz worktop', 1, '1000.03', '8.1'),
            line('HINGE-110-SOFT', 'Soft-close hinge', 2, '3.55', '2.6', 1),
          ],
          rule: [],
        },
      ],
      customerFields: { vat: '8.1' },
    };
    const { text } = await offerPdf('offer-chf-rates', { json1: project });
    const { priced, format } = expected(project);
    // By hand: 1000.03 + 2 x 3.55 = 1007.13; 8.1% of 1000.03 = 81.00, 2.6% of 7.10 = 0.18;
    // 1007.13 + 81.18 = 1088.31, paid CHF 1088.30: cash rounding -0.01.
    expect(priced.totals).toMatchObject({
      totVatE: '1007.13',
      vat: '81.18',
      cashRounding: '-0.01',
      totVatI: '1088.30',
    });
    expect(amountAfter(text, 'General total excl. VAT')).toBe(format('1007.13'));
    expect(amountAfter(text, `VAT 8.1% on ${format('1000.03')}`)).toBe(format('81.00'));
    expect(amountAfter(text, `VAT 2.6% on ${format('7.10')}`)).toBe(format('0.18'));
    expect(amountAfter(text, 'Cash rounding')).toBe(format('-0.01'));
    expect(amountAfter(text, 'Total incl. VAT')).toBe(format('1088.30'));
    // Article codes are printed whole, never broken over two lines.
    const lines = text.split('\n');
    expect(lines.some((l) => l.includes('WT-QTZ-30-600-SINK'))).toBe(true);
    expect(lines.some((l) => l.includes('HINGE-110-SOFT'))).toBe(true);
  });

  it('keeps a catalogue title on the page of its first row', async () => {
    // With five rows the LIVING title falls at the foot of page 1, its first row does not fit there.
    const { text, file } = await offerPdf('offer-chf', {
      json1: sampleProject({ rows: 5, currency: 'CHF' }),
    });
    expect(pageCount(file)).toBe(2);
    const titles = text.split('\f').flatMap((page, index) => {
      const lines = page.split('\n');
      return lines.flatMap((line, at) =>
        /^\s*[A-Z]+ · /.test(line)
          ? [
              {
                page: index + 1,
                title: line.trim(),
                rowsBelow: lines.slice(at + 1).some((l) => /CHF \d/.test(l)),
              },
            ]
          : [],
      );
    });
    expect(titles.map((t) => t.title)).toEqual([
      'KITCHEN · Modena kitchen programme',
      'LIVING · Lume living collection',
    ]);
    for (const title of titles) expect(title, JSON.stringify(title)).toMatchObject({ rowsBelow: true });
    pagePictures(file, 'offer-chf');
  });
});

describe('POST /api/v1/reports/devexpress (legacy jPrjCreatePDFDevExpress)', () => {
  it('maps wprinterPars to the same renderer and keeps the caller file name', async () => {
    const project = sampleProject({ rows: 3, pictures: false });
    const { created, response, text } = await offerPdf(
      'offer-devexpress',
      {
        wprinterPars: {
          sitePath: '/sites/arredo',
          userId: 7,
          json1: JSON.stringify(project),
          json2: JSON.stringify(project),
          jsonViewmaker: JSON.stringify({ views: [] }),
          dsparam: [{ name: 'validity', value: '10' }],
          format: 'PDF',
          fileName: 'Offerta Rossi.pdf',
        },
        reportname: 'OfferStandard',
        idProject: 4711,
      },
      '/api/v1/reports/devexpress',
    );
    expect(created.fileName).toBe('Offerta Rossi.pdf');
    expect(created.url).toMatch(/\/Offerta%20Rossi\.pdf$/);
    expect(response.headers.get('content-disposition')).toContain('filename="Offerta Rossi.pdf"');
    expect(text).toContain(`Valid until ${formatDate(new Date(Date.now() + 10 * 86_400_000))}`);
  });
});

describe('report errors and rights', () => {
  const project = sampleProject({ rows: 1, pictures: false });
  const post = (body: unknown, token: string | null = seller) =>
    api.call<{ message: string }>('POST', '/api/v1/reports', { token: token ?? undefined, body });

  it('refuses formats other than PDF', async () => {
    const reply = await post({ json1: project, format: 'DOCX' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Only PDF reports are supported');
  });

  it.each([
    ['a number', 42],
    ['text that is not JSON', 'not json'],
    ['a list', [project]],
    ['JSON text of a string', '"text"'],
  ])('refuses json1 as %s: not a project', async (_what, json1) => {
    const reply = await post({ json1 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Project inputs must be project objects');
  });

  it('refuses a missing json1, a bad json2 and a bad body with clear messages', async () => {
    expect((await post({})).body.message).toContain('Project inputs must be project objects');
    expect((await post({ json1: project, json2: 3 })).body.message).toBe(
      'Project inputs must be project objects',
    );
    const bad = await post({ json1: project, dsparam: [{ value: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/dsparam/);
  });

  it('refuses amounts core cannot price', async () => {
    const broken = { ...project, customerFields: { ...project.customerFields, discount1: '150' } };
    const reply = await post({ json1: broken });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('must not exceed 100');
  });

  it('needs a session; a guest session is enough', async () => {
    expect((await post({ json1: project }, null)).status).toBe(401);
    const guest = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/guest', {});
    expect(guest.status).toBe(200);
    const reply = await api.call<ReportReply>('POST', '/api/v1/reports', {
      token: guest.body.sessionId,
      body: { json1: project },
    });
    expect(reply.status).toBe(200);
    // Only the session that rendered it may download it.
    const own = await api.call('GET', reply.body.url, { token: guest.body.sessionId });
    expect(own.status).toBe(200);
    expect((await api.call('GET', reply.body.url, { token: seller })).status).toBe(404);
    expect((await api.call('GET', reply.body.url)).status).toBe(401);
  });

  it('answers 404 for unknown or malformed report ids', async () => {
    const unknown = await api.call<{ message: string }>(
      'GET',
      `/api/v1/reports/${'0'.repeat(32)}/order_merge.pdf`,
      { token: seller },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Report not found');
    expect((await api.call('GET', '/api/v1/reports/..%2F..%2Fetc/passwd', { token: seller })).status).toBe(
      404,
    );
  });

  it('sanitises a hostile file name (path traversal, quotes, CRLF)', async () => {
    const reply = await api.call<ReportReply>('POST', '/api/v1/reports', {
      token: seller,
      body: { json1: project, fileName: '../../etc/evil"name\r\nSet-Cookie: x=1.pdf' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.fileName).toBe('evilnameSet-Cookie x=1.pdf');
    const download = await api.call('GET', reply.body.url, { token: seller });
    expect(download.status).toBe(200);
    expect(download.headers.get('set-cookie')).toBeNull();
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="evilnameSet-Cookie x=1.pdf"; filename*=UTF-8''evilnameSet-Cookie%20x%3D1.pdf`,
    );
  });
});

describe('names from the stored catalogues', () => {
  it('prefers the stored catalogue over the bundled file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'arredo-stored-catalogs-'));
    try {
      const living = JSON.parse(await readFile(join(CATALOG_DIR, 'living.json'), 'utf8')) as {
        catalog: { des: string; local: Record<string, string> };
      };
      living.catalog.des = 'Lume stored edition';
      living.catalog.local = { en: 'Lume stored edition' };
      await writeFile(join(folder, 'living.json'), JSON.stringify(living));
      const report = await importCatalogs(api.storage.db, folder);
      expect(report.failed).toEqual([]);
      // The catalogue store trusts its list of stored codes for a second (server/catalog/store.ts).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { text } = await offerPdf('offer-stored-catalog', {
        json1: sampleProject({ rows: 3, pictures: false }),
      });
      expect(text).toContain('LIVING · Lume stored edition');
      // KITCHEN is not stored: its name still comes from the bundled file.
      expect(text).toContain('KITCHEN · Modena kitchen programme');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
