// The customer documents of spec 2's openPDF route over real HTTP: the report name selects the
// report; each PDF is read back with pdftotext and checked against the project it was made from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/catalog';
import { closetPackages, packageContentText } from '../../core/closet/packages';
import { closetParts } from '../../core/closet/parts';
import { freshProject, insertCloset, rowCloset } from '../../core/project/edits';
import { loadProject } from '../../core/project/load';
import { readSample } from '../catalogs/samples';
import { handOf } from '../../server/reports/documents/model';
import type { TestApi } from '../support/api';
import { keepPdf, normalizeSpaces, pageCount, pagePictures, pdfText } from './pdf-tools';
import { startReportsApi } from './reports-api';
import { sampleProject } from './sample-project';

let api: TestApi;
let seller: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ api, seller, close } = await startReportsApi('arredo-documents-'));
});
afterAll(() => close?.());

/** Seven boxes: the kitchen's doors left and right, a drawer unit and living pieces without a hand. */
function handedProject() {
  const project = sampleProject({ rows: 7, pictures: false });
  const hinged = (variant: string | undefined, hand: 'L' | 'R') =>
    variant && /(^|;)HINGE=/.test(variant)
      ? variant.replace(/(^|;)HINGE=[^;]*/, `$1HINGE=${hand}`)
      : `${variant ?? ''};HINGE=${hand}`.replace(/^;/, '');
  const rows = project.rows!.map((row, index) => {
    // Box 1 hinged left, box 4 (a wall unit) hinged right: the same variable the configurator sets.
    if (index === 0) return { ...row, var: hinged(row.var, 'L') };
    if (index === 3) return { ...row, var: hinged(row.var, 'R') };
    return row;
  });
  return { ...project, rows };
}

async function report(name: string, body: Record<string, unknown>) {
  const created = await api.call<{ url: string; fileName: string }>('POST', '/api/v1/reports', {
    token: seller,
    body,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const response = await fetch(`${api.url}${created.body.url}`, {
    headers: { authorization: `Bearer ${seller}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const file = keepPdf(name, new Uint8Array(await response.arrayBuffer()));
  return { fileName: created.body.fileName, file, text: pdfText(file) };
}

describe('the report name selects the customer document', () => {
  const project = handedProject();
  const loaded = loadProject(project);
  const hands = loaded.rows.map((row) => handOf(row));
  const quantities = loaded.customerFields.rows!.map((row) => row.qt);

  it('EtichettaCollo: one label page per package, numbered through the delivery, with customer and box', async () => {
    const { text, file, fileName } = await report('documents-labels', {
      json1: project,
      reportName: 'EtichettaCollo',
    });
    expect(fileName).toBe('EtichettaCollo.pdf');
    const packages = quantities.reduce((a, b) => a + b, 0);
    expect(packages).toBeGreaterThan(loaded.rows.length); // a box taken twice makes two packages
    expect(pageCount(file)).toBe(packages);
    for (let n = 1; n <= packages; n++) expect(text).toContain(`Package ${n} of ${packages}`);
    expect(text).toContain('Jürgen Müller-Lüdenscheidt');
    expect(text).toContain('Via Garibaldi 12');
    for (const row of loaded.rows) expect(text).toContain(row.cod!);
    pagePictures(file, 'documents-labels');
  });

  it("EtichettaCollo: a closet is delivered in core's packages, each label with what it holds", async () => {
    const loadedCloset = {
      document: loadCatalog(readSample('closet.json')),
      priceList: 'RETAIL-EUR',
      currency: 'EUR',
    };
    const closetProject = {
      ...insertCloset(freshProject(), loadedCloset, {
        catalog: 'CLOSET',
        model: 'WARDROBE',
        variant: '',
        lang: 'en',
      }),
      id: 77,
      des: 'Bedroom wardrobe',
    };
    const packed = closetPackages(closetParts(rowCloset(closetProject.rows[0]!)!));
    expect(packed.length).toBeGreaterThan(3);
    const { text, file } = await report('documents-closet-labels', {
      json1: closetProject,
      reportName: 'EtichettaCollo',
    });
    expect(pageCount(file)).toBe(packed.length);
    // Page by page (pdftotext separates pages with a form feed): n of N, the group, the parts.
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(packed.length);
    for (const [index, pkg] of packed.entries()) {
      const page = normalizeSpaces(pages[index]!);
      expect(page).toContain(`Package ${index + 1} of ${packed.length}`);
      expect(page).toContain(pkg.group.toUpperCase());
      for (const line of packageContentText(pkg, 'en')) expect(page).toContain(normalizeSpaces(line));
    }
    expect(normalizeSpaces(pages.at(-1)!)).toMatch(/FITTINGS[\s\S]*\d+ × Hinge/);
    pagePictures(file, 'documents-closet-labels');
  });

  it('BOMDettaglioBox: every box with its components per box and in total (box quantity times)', async () => {
    const { text, file } = await report('documents-bom', {
      json1: project,
      reportName: 'bomdettagliobox',
      lang: 'it',
    });
    expect(text).toContain('Distinta base per box');
    // The text of each box's block: from its heading to the next one.
    const blocks = text.split(/^\s*Box (?=\d+ · )/m).slice(1);
    expect(blocks).toHaveLength(loaded.rows.length);
    for (const [index, row] of loaded.rows.entries()) {
      const block = blocks[index]!;
      expect(block.startsWith(`${String(row.boxid)} · ${row.cod}`)).toBe(true);
      const lines = block.split('\n');
      for (const part of row.erp.filter((line) => line.level >= 1)) {
        const printed = lines.find((line) => new RegExp(`\\s${part.cod}\\s`).test(line));
        expect(printed, part.cod).toBeDefined();
        const numbers = printed!
          .trim()
          .split(/\s{2,}/)
          .slice(-2);
        expect(numbers).toEqual([String(part.qt), String(part.qt * quantities[index]!)]);
      }
    }
    pagePictures(file, 'documents-bom');
  });

  it('501Sx lists the left-hand boxes, 502Dx the right-hand ones, 503 those without a hand', async () => {
    const boxesIn = (text: string) =>
      loaded.rows
        .filter((row) => new RegExp(`^\\s*${String(row.boxid)}\\s+${row.cod}\\b`, 'm').test(text))
        .map((row) => row.boxid);
    const left = await report('documents-501', { json1: project, reportName: '501Sx' });
    const right = await report('documents-502', { json1: project, reportName: '502Dx', lang: 'de' });
    const none = await report('documents-503', { json1: project, reportName: '503' });
    const expectBoxes = (hand: 'L' | 'R' | null) =>
      loaded.rows.filter((_, index) => hands[index] === hand).map((row) => row.boxid);
    expect(expectBoxes('L').length).toBeGreaterThan(0);
    expect(expectBoxes('R').length).toBeGreaterThan(0);
    expect(expectBoxes(null).length).toBeGreaterThan(0);
    expect(boxesIn(left.text)).toEqual(expectBoxes('L'));
    expect(boxesIn(right.text)).toEqual(expectBoxes('R'));
    expect(boxesIn(none.text)).toEqual(expectBoxes(null));
    expect(left.text).toContain('501 Left-hand items (Sx)');
    expect(right.text).toContain('502 Rechte Ausführungen (Dx)');
    expect(none.text).toContain('Prepared by');
    pagePictures(left.file, 'documents-501');
  });

  it('any other name is the offer (the configured report), with its totals', async () => {
    const { text, fileName } = await report('documents-offer', {
      json1: project,
      reportName: 'OfferStandard.repx',
    });
    expect(fileName).toBe('order_merge.pdf');
    expect(text).toContain('General total excl. VAT');
  });

  it('a stored project prints its customer documents through /projects/:id/offer-pdf', async () => {
    const saved = await api.call<{ id: number; revision: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: { ...project, id: undefined } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const created = await api.call<{ url: string; fileName: string }>(
      'POST',
      `/api/v1/projects/${saved.body.id}/offer-pdf`,
      { token: seller, body: { reportName: '503' } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.fileName).toBe('503.pdf');
    const response = await fetch(`${api.url}${created.body.url}`, {
      headers: { authorization: `Bearer ${seller}` },
    });
    const text = pdfText(keepPdf('documents-503-stored', new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain('503 Items without a hand');
    expect(text).toContain(`${String(saved.body.id)} · ${project.des}`);
  });
});
