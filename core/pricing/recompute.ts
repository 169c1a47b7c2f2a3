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
  // The price date first: campaigns are chosen by it (the order date).
  const dated = withFirstPriceDate(withRecomputedPriceDate(project, options.today), options.today);
  const result = repriceProject(dated, options);
  return { project: { ...dated, customerFields: result.customerFields }, result };
}
