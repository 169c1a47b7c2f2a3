import type { EntryTarget } from '../../app/routes';
import type { Project } from '../../../core/project/schema';

type Rows = Project['rows'];

/**
 * The rows an AR entry shows: with a model or article, the configured one (the current row when it is
 * one of them, else the last); without, every row of the catalogue (the kitchen).
 */
export function rowsForAr(project: Project | null, entry: EntryTarget): Rows {
  if (!project) return [];
  const sameCatalog = project.rows.filter((r) => r.catalog.toUpperCase() === entry.catalog.toUpperCase());
  const single = entry.model ?? entry.article;
  if (!single) return sameCatalog;
  const wanted = (entry.model ?? '').toUpperCase();
  const matching = sameCatalog.filter((r) => !wanted || (r.model ?? '').toUpperCase() === wanted);
  const current = matching.find((r) => String(r.uniqueid) === String(project.currentrow));
  const chosen = current ?? matching.at(-1);
  return chosen ? [chosen] : [];
}
