import { resolve } from 'node:path';
import { loadProject } from '../../core/project/load';
import { projectRoot } from '../../server/paths';
import { loadCatalogTexts } from '../../server/reports/catalog-texts';
import { buildOffer } from '../../server/reports/offer-model';
import { renderOfferPdf } from '../../server/reports/render-offer';
import { sampleProject } from './sample-project';
const texts = loadCatalogTexts(resolve(projectRoot(), 'resources/catalogs'));
const shop = { name: 'Arredo', lines: [] };
for (const pictures of [true, false, true, false]) {
  const project = loadProject(sampleProject({ rows: 200, pictures }));
  let t = performance.now();
  const offer = buildOffer(project, { language: 'en', today: new Date(), shop, texts });
  const tm = performance.now() - t;
  t = performance.now();
  const pdf = await renderOfferPdf(offer);
  console.log({
    pictures,
    model: tm.toFixed(0),
    render: (performance.now() - t).toFixed(0),
    kb: pdf.length >> 10,
  });
}
