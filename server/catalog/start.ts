// Server start-up: a store without catalogues gets resources/catalogs imported. A broken file is
// logged and skipped so the server still starts with the catalogues that are fine.
import { resolve } from 'node:path';
import type { Database } from '../storage';
import { describeImport, importCatalogsOnFirstStart, type CatalogImportReport } from './import';

export async function importCatalogsAtStart(
  db: Database,
  resourcesDir: string,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<CatalogImportReport | null> {
  const folder = resolve(resourcesDir, 'catalogs');
  let report: CatalogImportReport | null;
  try {
    report = await importCatalogsOnFirstStart(db, folder);
  } catch (error) {
    // A deployment may ship no bundled catalogues: they can be imported later with catalog:import.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    log(`No catalogue folder at ${folder}: nothing imported at first start.`);
    return null;
  }
  if (report?.failed.length) {
    log('Catalogue import at first start had failures:');
    for (const line of describeImport(report)) log(`  ${line}`);
  }
  return report;
}
