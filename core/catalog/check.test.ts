import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCatalog, findGallery } from './check';
import { kitchenCatalog } from './fixtures/kitchen';
import { loadCatalog } from './load';
import { codeOf } from './fixtures/errorCode';

describe('checkCatalog', () => {
  it('accepts the fixture', () => {
    expect(() => checkCatalog(kitchenCatalog())).not.toThrow();
  });

  it('names the gallery whose preset does not fit its model', () => {
    const catalog = kitchenCatalog((d) => (d.galleries![0]!.variants = 'WIDTH=333'));
    expect(() => checkCatalog(catalog)).toThrowError(
      expect.objectContaining({
        code: 'OFF_STEP',
        message: 'Gallery OAK900: Width must be from 300 mm to 1200 mm in steps of 50 mm (“333”)',
      }),
    );
  });

  it('names the article whose preset uses a variable its model lacks', () => {
    const catalog = kitchenCatalog((d) => (d.articles![1]!.variants = 'LENGTH=1000'));
    expect(codeOf(() => checkCatalog(catalog))).toBe('VARIABLE_NOT_IN_MODEL');
  });

  it('names the model whose formula does not compile', () => {
    const catalog = kitchenCatalog((d) => (d.models[2]!.geometry!.height = 'THICKNESS'));
    expect(() => checkCatalog(catalog)).toThrowError(
      /^Model WORKTOP: Model WORKTOP geometry height: "THICKNESS" uses unknown variable/,
    );
  });

  it('accepts every sample catalogue in resources/catalogs', () => {
    const folder = new URL('../../resources/catalogs/', import.meta.url);
    const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
    for (const file of files) {
      const catalog = loadCatalog(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
      expect(() => checkCatalog(catalog), file).not.toThrow();
    }
  });
});

describe('findGallery', () => {
  it('matches case-insensitively and names a missing gallery', () => {
    const catalog = kitchenCatalog();
    expect(findGallery(catalog, 'oak900').cod).toBe('OAK900');
    expect(() => findGallery(catalog, 'PINE')).toThrowError(
      expect.objectContaining({
        code: 'UNKNOWN_GALLERY',
        message: 'Gallery "PINE" is not in catalogue KITCHEN',
      }),
    );
  });
});
