// The render farm's client for the current configuration (spec 7 rfServer: the farm's base path).
import { createRenderFarmApi, type RenderFarmApi } from '../api/renderfarm';
import { configAtom } from './app';
import type { store as appStore } from './store';

export function renderFarmApi(store: typeof appStore): RenderFarmApi {
  return createRenderFarmApi(() => store.get(configAtom)?.config.rfServer);
}
