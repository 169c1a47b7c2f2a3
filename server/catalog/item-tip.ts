// Item tip (spec 7: catalog, model, classification): what the item search shows over an item: the
// model and classification names, the model's articles there, its price at defaults and its size.
import { findModel, localise } from '../../core/catalog';
import type { CatalogDocument, Classification } from '../../core/catalog';
import { notFound } from '../api/errors';
import type { z } from 'zod';
import { evaluateStored, type EvaluateOptions } from './evaluation';
import type { ItemTipReply } from './schemas';
import type { StoredCatalog } from './store';

/** The reply, as its schema (ItemTipReply) describes it. */
export type ItemTip = z.output<typeof ItemTipReply>;

function classificationPath(document: CatalogDocument, cod: string, lang?: string) {
  const byCod = new Map(document.classifications.map((c) => [c.cod.toUpperCase(), c]));
  const start = byCod.get(cod.toUpperCase());
  if (!start) throw notFound('Unknown classification', 'UNKNOWN_CLASSIFICATION');
  const path: { cod: string; des: string }[] = [];
  const seen = new Set<string>();
  let current: Classification | undefined = start;
  while (current && !seen.has(current.cod)) {
    seen.add(current.cod);
    path.unshift({ cod: current.cod, des: localise(current.des, current.local, lang) });
    current = current.parent ? byCod.get(current.parent.toUpperCase()) : undefined;
  }
  return { cod: start.cod, des: localise(start.des, start.local, lang), path };
}

export function itemTip(
  stored: StoredCatalog,
  modelCod: string,
  classificationCod: string | undefined,
  options: EvaluateOptions,
): ItemTip {
  const { document } = stored;
  const { lang } = options;
  const model = findModel(document, modelCod);
  const classification = classificationCod ? classificationPath(document, classificationCod, lang) : null;
  const articles = document.articles
    .filter((a) => a.model === model.cod && (!classification || a.classification === classification.cod))
    .map((a) => ({ cod: a.cod, des: localise(a.des, a.local, lang) }));
  const result = evaluateStored(stored, model.cod, '', options);
  const main = result.erp.find((line) => line.level === 0);
  return {
    catalog: { cod: document.catalog.cod, des: localise(document.catalog.des, document.catalog.local, lang) },
    model: { cod: model.cod, des: localise(model.des, model.local, lang) },
    classification,
    articles,
    price: main ? { punit: main.punit, currency: result.currency, priceList: result.priceList } : null,
    geometry: result.geometry
      ? { width: result.geometry.width, height: result.geometry.height, depth: result.geometry.depth }
      : null,
  };
}
