// Writes resources/catalogs/<name>.json from these sources: `node resources/catalogs/source/build.mjs`.
// The JSON files are what the product loads; tests/catalogs checks they match these sources.
import { writeFileSync } from 'node:fs';
import { URL } from 'node:url';
import { stdout } from 'node:process';
import { SAMPLE_SOURCES } from './index.mjs';

for (const [name, doc] of Object.entries(SAMPLE_SOURCES)) {
  const target = new URL(`../${name}.json`, import.meta.url);
  writeFileSync(target, JSON.stringify(doc, null, 2) + '\n');
  stdout.write(`${name}.json: ${doc.models.length} models\n`);
}
