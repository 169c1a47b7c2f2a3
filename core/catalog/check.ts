import { compileModel } from './compile';
import { CatalogError } from './errors';
import { evaluate, parseModelVariant } from './evaluate';
import type { CatalogDocument, Gallery } from './schema';

/**
 * Checks what loadCatalog cannot without compiling: every model's expressions compile and its
 * defaults evaluate under every price list, and the variant strings of articles and galleries fit
 * their models. Throws the first CatalogError, its message prefixed with where it was found.
 */
export function checkCatalog(catalog: CatalogDocument): void {
  const at = (where: string, check: () => void): void => {
    try {
      check();
    } catch (error) {
      if (error instanceof CatalogError) throw new CatalogError(error.code, `${where}: ${error.message}`);
      throw error;
    }
  };
  const priceLists = catalog.priceLists.length > 0 ? catalog.priceLists.map((l) => l.cod) : [undefined];
  for (const model of catalog.models) {
    for (const priceList of priceLists) {
      at(`Model ${model.cod}`, () => evaluate(compileModel(catalog, model.cod), '', { priceList }));
    }
  }
  for (const article of catalog.articles) {
    const model = article.model;
    if (model !== undefined) {
      at(`Article ${article.cod}`, () => parseModelVariant(compileModel(catalog, model), article.variants));
    }
  }
  for (const gallery of catalog.galleries) {
    at(`Gallery ${gallery.cod}`, () =>
      parseModelVariant(compileModel(catalog, gallery.model), gallery.variants),
    );
  }
}

/** Finds a gallery by code, case-insensitively (spec 5: loadGallery). */
export function findGallery(catalog: CatalogDocument, cod: string): Gallery {
  const gallery = catalog.galleries.find((g) => g.cod.toUpperCase() === cod.toUpperCase());
  if (!gallery) {
    throw new CatalogError('UNKNOWN_GALLERY', `Gallery "${cod}" is not in catalogue ${catalog.catalog.cod}`);
  }
  return gallery;
}
