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

async function render(rows: number): Promise<Buffer> {
  const project = loadProject(sampleProject({ rows }));
  const offer = buildOffer(project, { language: 'en', today: new Date(), shop, texts });
  return renderOfferPdf(offer);
}

await render(5); // warm-up: fonts parsed, code compiled
for (const rows of [30, 200]) {
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    pdf = await render(rows);
    times.push(performance.now() - start);
  }
  const file = keepPdf(`timing-${rows}-rows`, pdf);
  console.log(
    `${rows} rows: best ${Math.min(...times).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms), ` +
      `${pageCount(file)} pages, ${(pdf.length / 1024).toFixed(0)} KiB`,
  );
}
