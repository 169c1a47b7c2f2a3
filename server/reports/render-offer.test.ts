// Layout edge cases of the PDF, read back with pdftotext: empty offers, broken pictures, a row
// longer than a page, notes that span pages.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../core/project/load';
import type { ProjectInput } from '../../core/project/schema';
import type { OfferLanguage } from './labels';
import { buildOffer } from './offer-model';
import { renderOfferPdf } from './render-offer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arredo-render-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const shop = { name: 'Arredo', lines: [] };

/** Renders a project and returns its pages' text (pdftotext, split on form feeds). */
async function pages(input: ProjectInput, name: string, language: OfferLanguage = 'en'): Promise<string[]> {
  const offer = buildOffer(loadProject(input), { language, today: new Date('2026-11-22'), shop });
  const pdf = await renderOfferPdf(offer, { creationDate: new Date('2026-11-22') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((page) => page.trim());
}

describe('renderOfferPdf', () => {
  it('renders an empty project on one page with zero totals', async () => {
    const [page, ...rest] = await pages({ schemaVersion: 2 }, 'empty');
    expect(rest).toEqual([]);
    expect(page).toContain('Page 1 of 1');
    expect(page).toMatch(/Total incl\. VAT\s+€0\.00/);
    expect(page).toContain('No picture');
  });

  it('prints a placeholder for a picture that is not really a PNG', async () => {
    const broken = `data:image/png;base64,${Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('garbage'),
    ]).toString('base64')}`;
    const [page] = await pages(
      {
        schemaVersion: 2,
        img: broken,
        rows: [
          { uniqueid: 1, catalog: 'X', img: broken, erp: [{ level: 0, cod: 'A', qt: 1, punit: '5.00' }] },
        ],
      },
      'broken-picture',
    );
    expect(page).toContain('No picture');
    expect(page).toMatch(/Total incl\. VAT\s+€5\.00/);
  });

  it('flows a row longer than a page over pages, repeating the table header', async () => {
    const erp = [
      { level: 0, cod: 'WALL', des: 'Wall system', qt: 1, punit: '100.00' },
      ...Array.from({ length: 90 }, (_, i) => ({
        level: 1,
        cod: `ACC-${i + 1}`,
        des: 'Shelf',
        qt: 1,
        punit: '1.00',
      })),
    ];
    const result = await pages({ schemaVersion: 2, rows: [{ uniqueid: 1, catalog: 'X', erp }] }, 'long-row');
    expect(result.length).toBeGreaterThanOrEqual(2);
    const text = result.join('\n');
    for (let i = 1; i <= 90; i++) expect(text).toMatch(new RegExp(`ACC-${i}\\s`));
    result.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${result.length}`);
      expect(page).toMatch(/Code\s+Description\s+Qty\s+Unit price\s+VAT\s+Total/);
    });
    expect(text).toMatch(/Total incl\. VAT\s+€190\.00/);
  });

  it('continues long notes on the next page', async () => {
    const notes = Array.from(
      { length: 120 },
      (_, i) => `Note line ${i + 1}: délai de livraison à confirmer.`,
    ).join('\n');
    const result = await pages({ schemaVersion: 2, customerFields: { notes } }, 'long-notes');
    expect(result.length).toBeGreaterThanOrEqual(2);
    const text = result.join('\n');
    expect(text).toContain('Note line 1: délai de livraison à confirmer.');
    expect(text).toContain('Note line 120: délai de livraison à confirmer.');
    expect(result.at(-1)).toContain(`Page ${result.length} of ${result.length}`);
  });

  it('keeps one-line texts on one line: a huge amount is set smaller rather than wrapped', async () => {
    const [page] = await pages(
      {
        schemaVersion: 2,
        rows: [{ uniqueid: 1, catalog: 'X', erp: [{ level: 0, cod: 'BIG', qt: 1000, punit: '999999.99' }] }],
      },
      'huge-amount',
      'de',
    );
    expect(page).toMatch(/Artikel\s+Beschreibung\s+Anz\.\s+Einzelpreis\s+MwSt\.\s+Gesamt/);
    expect(page).toContain('999.999.990,00 €');
  });

  it("keeps a catalogue's services with their heading on one page wherever the page breaks", async () => {
    const services = ['Delivery', 'Assembly', 'Templating', 'Disposal'].map((des, i) => ({
      cod: `S${i}`,
      des,
      offer: '10.00',
      perc: '0',
    }));
    // Fillers of 30 to 44 accessory lines move the services down the first page a line at a time.
    const splits = await Promise.all(
      Array.from({ length: 15 }, async (_, n) => {
        const erp = [
          { level: 0, cod: 'WALL', des: 'Wall system', qt: 1, punit: '100.00' },
          ...Array.from({ length: 30 + n }, (__, i) => ({
            level: 1,
            cod: `ACC-${i + 1}`,
            des: 'Shelf',
            qt: 1,
            punit: '1.00',
          })),
        ];
        const result = await pages(
          {
            schemaVersion: 2,
            rows: [{ uniqueid: 1, catalog: 'X', erp }],
            customerFields: { servicesRows: { X: services } },
          },
          `services-${n}`,
        );
        return result.filter((page) => /^\s+Services\s*$/m.test(page) || /Delivery|Disposal/.test(page))
          .length;
      }),
    );
    expect(splits).toEqual(splits.map(() => 1));
  });
});
