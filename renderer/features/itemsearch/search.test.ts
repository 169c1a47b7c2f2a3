import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../core/catalog';
import { readSampleCatalogJson } from '../../../tests/support/sample-catalog-raw';
import { searchCatalogs } from './search';
import { backTo, catalogEntry, classificationEntry, enter, withForcedCatalog } from './trail';

const documents = ['kitchen', 'living'].map((name) => loadCatalog(readSampleCatalogJson(name)));

describe('catalogue text search', () => {
  it("finds articles, models and galleries by every word, in the user's language, accents ignored", () => {
    const english = searchCatalogs(documents, 'sink 800', 'en');
    expect(english.map((h) => `${h.kind}:${h.cod}`)).toEqual(
      expect.arrayContaining(['gallery:SAGE-SINK-800', 'article:B1S-800']),
    );
    const german = searchCatalogs(documents, 'SPULEN unterschrank', 'de');
    expect(german.some((h) => h.kind === 'model' && h.cod === 'B1S')).toBe(true);
    expect(searchCatalogs(documents, '   ', 'en')).toEqual([]);
    expect(searchCatalogs(documents, 'hinge', 'en').every((h) => h.kind !== 'article' || h.model)).toBe(true);
  });
});

describe('the search breadcrumb (spec 3)', () => {
  it('has mode, des and data with tip C for a catalogue; entering a level replaces the ones below', () => {
    const kitchen = catalogEntry('KITCHEN', 'Kitchen');
    expect(kitchen).toEqual({
      mode: 'catalog',
      des: 'Kitchen',
      data: { des: 'Kitchen', cod: 'KITCHEN', tip: 'C' },
    });
    const base = enter([kitchen], classificationEntry('BASE', 'Base units'));
    expect(base.map((e) => e.data.cod)).toEqual(['KITCHEN', 'BASE']);
    expect(enter(base, catalogEntry('LIVING', 'Living')).map((e) => e.data.cod)).toEqual(['LIVING']);
    expect(backTo(base, 0)).toEqual([kitchen]);
    expect(backTo(base, -1)).toEqual([]);
    expect(withForcedCatalog([], kitchen)).toEqual([kitchen]);
    expect(withForcedCatalog(base, kitchen)).toBe(base);
  });
});
