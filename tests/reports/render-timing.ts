// Rendering time of offers of 30 and 200 rows (model + PDF), best of a few runs after a warm-up.
// Run: npx tsx tests/reports/render-timing.ts   (PDFs are kept in test-results/reports/)
import { resolve } from 'node:path';
import { loadProject } from '../../core/project/load';
import { projectRoot } from '../../server/paths';
import { loadCatalogTexts } from '../../server/reports/catalog-texts';
import { buildOffer } from '../../server/reports/offer-model';
import { renderOfferPdf } from '../../server/reports/render-offer';
import { keepPdf, pageCount } from './pdf-tools';
import { sampleProject } from './sample-project';

const texts = loadCatalogTexts(resolve(projectRoot(), 'resources/catalogs'));
const shop = { name: 'Arredo Milano', lines: ['Via Roma 1', '20121 Milano (MI)', 'Italia'] };

async function render(rows: number, distinctPictures = false): Promise<Buffer> {
  const project = loadProject(sampleProject({ rows, distinctPictures }));
  const offer = buildOffer(project, { language: 'en', today: new Date(), shop, texts });
  return renderOfferPdf(offer);
}

await render(5); // warm-up: fonts parsed, code compiled
for (const [rows, distinct] of [
  [30, false],
  [200, false],
  [30, true],
  [200, true],
] as const) {
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    pdf = await render(rows, distinct);
    times.push(performance.now() - start);
  }
  const name = `timing-${rows}-rows${distinct ? '-own-pictures' : ''}`;
  const file = keepPdf(name, pdf);
  console.log(
    `${rows} rows${distinct ? ', each its own 100x100 PNG' : ', shared pictures'}: best ${Math.min(...times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms), ` +
      `${pageCount(file)} pages, ${(pdf.length / 1024).toFixed(0)} KiB`,
  );
}
