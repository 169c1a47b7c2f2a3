// The remembered evaluations: a save checks rows evaluated before, so a result is reused for the
// same document and inputs, is never shared across documents, and cannot be changed by a caller.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/catalog/load';
import { projectRoot } from '../paths';
import { evaluateStored } from './evaluation';
import type { StoredCatalog } from './store';

const kitchen = (): StoredCatalog => ({
  cod: 'KITCHEN',
  hash: 'h',
  document: loadCatalog(
    JSON.parse(readFileSync(resolve(projectRoot(), 'resources/catalogs/kitchen.json'), 'utf8')),
  ),
});
const EUR = { list: { cod: 'RETAIL-EUR', currency: 'EUR' } };

describe('evaluateStored', () => {
  it('gives the same result for the same document and inputs, a new one when an input differs', () => {
    const stored = kitchen();
    const first = evaluateStored(stored, 'B1', 'WIDTH=600', EUR);
    expect(evaluateStored(stored, 'B1', 'WIDTH=600', EUR)).toBe(first);
    const wider = evaluateStored(stored, 'B1', 'WIDTH=900', EUR);
    expect(wider).not.toBe(first);
    expect(evaluateStored(stored, 'B1', 'WIDTH=600', { ...EUR, lang: 'de' })).not.toBe(first);
    expect(evaluateStored(stored, 'B1', 'WIDTH=600', { list: null })).not.toBe(first);
  });

  it('starts again for a new document (an import), even with equal contents', () => {
    const first = evaluateStored(kitchen(), 'B1', 'WIDTH=600', EUR);
    const again = evaluateStored(kitchen(), 'B1', 'WIDTH=600', EUR);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('is frozen all the way down, so one caller cannot change another caller’s result', () => {
    const result = evaluateStored(kitchen(), 'B1', 'WIDTH=600', EUR);
    expect(Object.isFrozen(result)).toBe(true);
    for (const value of Object.values(result)) {
      if (value && typeof value === 'object') expect(Object.isFrozen(value)).toBe(true);
    }
    expect(() => {
      (result as { priceList: string | null }).priceList = 'X';
    }).toThrow(TypeError);
  });
});
