// A sample catalogue's raw JSON (resources/catalogs), for renderer unit tests that need the real
// data without Node imports of their own (the renderer lint forbids them).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function readSampleCatalogJson(name: string): Record<string, unknown> {
  const file = resolve(import.meta.dirname, '../../resources/catalogs', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
