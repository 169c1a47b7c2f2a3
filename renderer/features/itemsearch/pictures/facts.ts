// What an item-search tile shows of an article: its parts (for its picture), its size and its
// price, all from the row that inserting it would make (core's insertRow with the article's preset,
// evaluated with the loaded document, which carries the open project's price list), so the tile
// says what the configurator will then say. Loaded with the rule engine, when a tile first needs it.
import { freshProject, insertRow } from '../../../../core/project/edits';
import { projectCurrency } from '../../../../core/project/documents';
import type { Part } from '../../../scene/parts';
import type { LoadedCatalog } from '../../../state/catalogs';
import { priceProject } from '../../../state/pricing';
import { rowShape } from '../../../state/scene';
import type { PictureSubject } from './key';

export interface ArticleFacts {
  parts: readonly Part[];
  /** Outer size in mm, as the 3D view places it; null when the model has no geometry. */
  size: { width: number; height: number; depth: number } | null;
  /** One article's net price (the configurator's "Article price") in the project's currency. */
  price: { amount: string; currency: string } | null;
}

const known = new WeakMap<LoadedCatalog, Map<string, ArticleFacts | Error>>();

/**
 * The facts of one article, model (at its defaults) or gallery (its preset); a configuration the
 * catalogue refuses throws its error. Computed once per document, subject and language.
 */
export function articleFacts(loaded: LoadedCatalog, subject: PictureSubject, lang: string): ArticleFacts {
  let byKey = known.get(loaded);
  if (!byKey) known.set(loaded, (byKey = new Map()));
  const key = `${lang}\n${subject.kind}\n${subject.cod}\n${subject.model}\n${subject.variant}`;
  let facts = byKey.get(key);
  if (!facts) {
    try {
      facts = computeFacts(loaded, subject, lang);
    } catch (error) {
      facts = error instanceof Error ? error : new Error(String(error));
    }
    byKey.set(key, facts);
  }
  if (facts instanceof Error) throw facts;
  return facts;
}

function computeFacts(loaded: LoadedCatalog, subject: PictureSubject, lang: string): ArticleFacts {
  const project = insertRow(freshProject(), loaded, {
    catalog: loaded.document.catalog.cod,
    model: subject.model,
    variant: subject.variant,
    ...(subject.kind === 'article' ? { article: subject.cod } : {}),
    lang,
  });
  const row = project.rows[0]!;
  const shape = rowShape(row, loaded, lang);
  const pricing = priceProject(project, { [row.catalog]: loaded });
  const priced = pricing.ok ? pricing.result.rows[0] : undefined;
  return {
    parts: shape?.parts ?? [],
    size: shape ? { width: shape.width, height: shape.height, depth: shape.depth } : null,
    price:
      priced && loaded.priceList ? { amount: priced.unitNet, currency: projectCurrency(project).code } : null,
  };
}
