import { localise } from '../../../core/catalog/localise';
import type { CatalogDocument } from '../../../core/catalog/schema';

/** One thing found by the search box: what it is, where it lives, its text in the user's language. */
export interface SearchHit {
  kind: 'catalog' | 'classification' | 'model' | 'article' | 'gallery';
  catalog: string;
  cod: string;
  des: string;
  /** Articles: their classification; galleries and models: their model. */
  classification?: string;
  model?: string;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Searches the catalogues' texts in `lang` (codes too): every word of the query must appear in a
 * hit's code or description, accents and case ignored. Catalogues first, then classifications,
 * galleries, models and articles; at most `limit` hits.
 */
export function searchCatalogs(
  documents: readonly CatalogDocument[],
  query: string,
  lang: string,
  limit = 60,
): SearchHit[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = (cod: string, des: string) => {
    const text = `${normalise(cod)} ${normalise(des)}`;
    return words.every((w) => text.includes(w));
  };
  const groups: Record<SearchHit['kind'], SearchHit[]> = {
    catalog: [],
    classification: [],
    gallery: [],
    model: [],
    article: [],
  };
  for (const doc of documents) {
    const catalog = doc.catalog.cod;
    const add = (hit: SearchHit) => {
      if (matches(hit.cod, hit.des)) groups[hit.kind].push(hit);
    };
    add({ kind: 'catalog', catalog, cod: catalog, des: localise(doc.catalog.des, doc.catalog.local, lang) });
    for (const c of doc.classifications) {
      add({ kind: 'classification', catalog, cod: c.cod, des: localise(c.des, c.local, lang) });
    }
    for (const g of doc.galleries) {
      add({ kind: 'gallery', catalog, cod: g.cod, des: localise(g.des, g.local, lang), model: g.model });
    }
    for (const m of doc.models) {
      add({ kind: 'model', catalog, cod: m.cod, des: localise(m.des, m.local, lang), model: m.cod });
    }
    for (const a of doc.articles) {
      // Plain parts (no model) cannot be inserted on their own.
      if (!a.model) continue;
      add({
        kind: 'article',
        catalog,
        cod: a.cod,
        des: localise(a.des, a.local, lang),
        classification: a.classification,
        model: a.model,
      });
    }
  }
  return [
    ...groups.catalog,
    ...groups.classification,
    ...groups.gallery,
    ...groups.model,
    ...groups.article,
  ].slice(0, limit);
}
