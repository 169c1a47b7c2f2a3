// `npm run catalog:import [-- --prune] [-- --dir <folder>]`: imports resources/catalogs (or <folder>)
// into the configured storage (DATABASE_URL, else embedded PGlite under DATA_DIR). Prints one line
// per catalogue; exits 1 when a file could not be imported. With embedded storage, stop the server
// first: PGlite files are opened by one process at a time.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPaths } from '../paths';
import { openStorage } from '../storage';
import { describeImport, importCatalogs } from './import';

const { values } = parseArgs({
  options: { prune: { type: 'boolean', default: false }, dir: { type: 'string' } },
});
const paths = defaultPaths();
const dir = resolve(values.dir ?? resolve(paths.resourcesDir, 'catalogs'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const storage = await openStorage(databaseUrl ? { databaseUrl } : { dataDir: paths.dataDir });
try {
  const report = await importCatalogs(storage.db, dir, { prune: values.prune });
  console.log(`Catalogue import from ${dir} into ${storage.kind}:`);
  for (const line of describeImport(report)) console.log(`  ${line}`);
  if (report.failed.length) process.exitCode = 1;
} finally {
  await storage.close();
}
