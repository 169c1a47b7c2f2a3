// Gallery search (spec 7: catalog, filter1..filter5, l1, l2, t, order; 0 means no filter) over the
// stored catalogues' preset configurations.
import { compileModel, evaluate, localise, parseVariantString } from '../../core/catalog';
import type { CatalogDocument, Gallery } from '../../core/catalog';
import type { z } from 'zod';
import { badRequest } from '../api/errors';
import type { GallerySummary } from './schemas';

export interface GallerySearch {
  /** filter1..filter5 in order; null: unused. */
  filters: (string | null)[];
  l1: string | null;
  l2: string | null;
  text: string | null;
  order: number;
  lang?: string;
}

/** One found gallery, as its reply schema (GallerySummary) describes it. */
export type GalleryHit = z.output<typeof GallerySummary>;

/** 0, '0' and blanks mean "no filter" (spec 7 sends 0 for every unused field). */
export function searchValue(value: string | number): string | null {
  const text = String(value).trim();
  return text === '' || text === '0' ? null : text;
}

type ValueFilter = { name: string | null; value: string };

/** `NAME=value` matches that variable; a bare value matches any variable. */
export function parseFilter(text: string, field: string): ValueFilter {
  const eq = text.indexOf('=');
  if (eq < 0) return { name: null, value: text.toUpperCase() };
  const name = text.slice(0, eq).trim();
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw badRequest(`${field} must be NAME=value or a value, like "FINISH=OAK"`, 'BAD_FILTER');
  }
  return {
    name: name.toUpperCase(),
    value: text
      .slice(eq + 1)
      .trim()
      .toUpperCase(),
  };
}

const galleryValues = new WeakMap<CatalogDocument, Map<string, Map<string, string>>>();

/** A gallery's resolved values (defaults included), upper-cased, computed once per document. */
function valuesOf(document: CatalogDocument, gallery: Gallery): Map<string, string> {
  let perDocument = galleryValues.get(document);
  if (!perDocument) galleryValues.set(document, (perDocument = new Map()));
  let values = perDocument.get(gallery.cod);
  if (!values) {
    values = new Map();
    let pairs: [string, unknown][];
    try {
      pairs = Object.entries(evaluate(compileModel(document, gallery.model), gallery.variants).values);
    } catch {
      // A gallery core cannot evaluate is still searchable by its own variant string.
      pairs = parseVariantString(gallery.variants).map(([name, value]) => [name, value]);
    }
    for (const [name, value] of pairs) {
      if (value === null) continue;
      const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
      values.set(name.toUpperCase(), text.toUpperCase());
    }
    perDocument.set(gallery.cod, values);
  }
  return values;
}

/** The classifications of the model's articles and all their ancestors. */
function classificationsOf(document: CatalogDocument, model: string): string[] {
  const parents = new Map(document.classifications.map((c) => [c.cod, c.parent]));
  const found = new Set<string>();
  for (const article of document.articles) {
    if (article.model !== model) continue;
    for (
      let cod: string | undefined = article.classification;
      cod && !found.has(cod);
      cod = parents.get(cod)
    ) {
      found.add(cod);
    }
  }
  return [...found];
}

export function toHit(document: CatalogDocument, gallery: Gallery, lang?: string): GalleryHit {
  return {
    catalog: document.catalog.cod,
    cod: gallery.cod,
    des: localise(gallery.des, gallery.local, lang),
    model: gallery.model,
    variants: gallery.variants,
    image: gallery.image ?? null,
    classifications: classificationsOf(document, gallery.model),
  };
}

export function searchGalleries(documents: CatalogDocument[], search: GallerySearch): GalleryHit[] {
  const filters = search.filters.flatMap((f, i) => (f === null ? [] : [parseFilter(f, `filter${i + 1}`)]));
  const text = search.text?.toLowerCase() ?? null;
  const hits: GalleryHit[] = [];
  for (const document of documents) {
    for (const gallery of document.galleries) {
      const hit = toHit(document, gallery, search.lang);
      const inTree = (cod: string | null) =>
        cod === null || hit.classifications.some((c) => c.toUpperCase() === cod.toUpperCase());
      if (!inTree(search.l1) || !inTree(search.l2)) continue;
      if (text !== null) {
        const texts = [gallery.cod, gallery.des, hit.des, ...Object.values(gallery.local ?? {})];
        if (!texts.some((t) => t.toLowerCase().includes(text))) continue;
      }
      if (filters.length) {
        const values = valuesOf(document, gallery);
        const matches = (f: ValueFilter) =>
          f.name === null ? [...values.values()].includes(f.value) : values.get(f.name) === f.value;
        if (!filters.every(matches)) continue;
      }
      hits.push(hit);
    }
  }
  if (search.order === 1) hits.sort((a, b) => a.cod.localeCompare(b.cod, 'en'));
  if (search.order === 2) hits.sort((a, b) => a.des.localeCompare(b.des, search.lang || 'en'));
  return hits;
}
