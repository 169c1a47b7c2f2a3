import type { Campaign } from '../../core/pricing/promotions';
import { atom } from './store';

/**
 * The signed-in shop's campaigns (actions/promotions.ts loads them at each sign-in): the browser
 * prices with these only; the server prices offers and re-evaluations with the same, its own copy.
 */
export const shopCampaignsAtom = atom<readonly Campaign[]>([]);
