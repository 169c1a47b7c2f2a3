import type { Project } from '../project/schema';
import { withFirstPriceDate, withRecomputedPriceDate } from '../project/status';
import { type RepriceOptions, type RepriceResult, repriceProject } from './reprice';

/**
 * Recomputing prices (spec 4): reprices the project, stores the totals in customerFields and, for
 * the statuses unassigned, assigned and sellerDesign, moves priceDate to `today` (YYYY-MM-DD); a
 * project without a price date takes `today` (withFirstPriceDate).
 */
export function recomputeProject(
  project: Project,
  options: RepriceOptions & { today: string },
): { project: Project; result: RepriceResult } {
  const result = repriceProject(project, options);
  const updated = withFirstPriceDate(
    withRecomputedPriceDate({ ...project, customerFields: result.customerFields }, options.today),
    options.today,
  );
  return { project: updated, result };
}
