// The editing core as the browser's actions load it (lazily, with the rule engine, catalogs.ts
// loadEdits): core's pure edits, plus what only the browser keeps beside them: the evaluation an
// edit made for a row (the configurator shows it without evaluating again) and the prices of the
// project it stored (the screens' projectPricingAtom takes them without pricing again).
import { priceProjectEdit, type Documents, type EditObserver } from '../../core/project/edits';
import type { Project } from '../../core/project/schema';
import { rememberEvaluation } from '../state/evaluation';
import { rememberPricing } from '../state/pricing';
import { shopCampaignsAtom } from '../state/promotions';
import { store } from '../state/store';

export * from '../../core/project/edits';

/** Pass to configureRow and changeVariant. */
export const memo: EditObserver = { evaluated: rememberEvaluation };

/** core's repricing of an edited project, its result remembered for the screens. */
export function priceForScreens(project: Project, documents: Documents, today?: string): Project {
  const campaigns = store.get(shopCampaignsAtom);
  const { project: priced, result } = priceProjectEdit(project, documents, today, campaigns);
  rememberPricing(priced, documents, result, campaigns);
  return priced;
}
