// Keeps shopCampaignsAtom to the signed-in shop's campaigns: loaded at every sign-in (another shop,
// other campaigns), emptied at sign-out, and loaded again after an administrator changes them.
import { api } from '../api';
import { logger } from '../state/logs';
import { shopCampaignsAtom } from '../state/promotions';
import { profileAtom } from '../state/session';
import { store } from '../state/store';

let generation = 0;

export async function loadShopCampaigns(): Promise<void> {
  const mine = ++generation;
  if (!store.get(profileAtom)) {
    store.set(shopCampaignsAtom, []);
    return;
  }
  try {
    const campaigns = await api.promotions.shop();
    // A later sign-in's answer wins over a slower earlier one.
    if (mine === generation) store.set(shopCampaignsAtom, campaigns);
  } catch (error) {
    // Without them the browser shows list prices; the server's offer still applies them.
    logger.warn('Promotions not loaded', (error as Error).message);
    if (mine === generation) store.set(shopCampaignsAtom, []);
  }
}

store.sub(profileAtom, () => void loadShopCampaigns());
