// Opening /configurator3d waits for the screen's code (three.js, react-three-fiber: the biggest chunk
// of the app) and the room's catalogue documents. Both are asked for as the route starts loading, and
// earlier still on the user's intent: a pointer over, the focus on, or the press of a link to the 3D
// view. The rasteriser is detected (a throwaway WebGL context, in a worker: the browser's first
// context starts its WebGL, hundreds of milliseconds on a software rasteriser) while the code
// downloads, not after it. Kept out of the 3D chunk: it imports nothing of three.
import { prefetchRoomCatalogs } from './prefetchCatalogs';
import { currentActionContext } from '../../actions';
import { moduleOnce } from '../../app/moduleOnce';
import { deviceLiveProfile } from '../../scene/quality/detectRenderer';
import { projectAtom } from '../../state/project';
import type * as ScreenModule from './Configurator3DScreen';

const screen = moduleOnce<typeof ScreenModule>(() => import('./Configurator3DScreen'));

/** The screen's module, imported once: the route (app/screens.tsx) and every preload share it. */
export const loadRoom3dScreen = screen.load;

/** The screen's module once it has loaded, else null. */
export const loadedRoom3dScreen = screen.loaded;

let detecting = false;

/** Starts working out the live profile (the throwaway context), once the fetches are out. */
function detectRendererSoon(): void {
  // An empty project shows no room: nothing to draw, nothing to detect.
  if (detecting || !currentActionContext().store.get(projectAtom)?.rows.length) return;
  detecting = true;
  void deviceLiveProfile();
}

/** What the 3D view needs before its first frame, asked for now: code, catalogues, the rasteriser. */
export function preloadRoom3d(): void {
  prefetchRoomCatalogs();
  void loadRoom3dScreen().catch(() => undefined);
  detectRendererSoon();
}

/** The props a link to /configurator3d spreads to preload on intent (over: see projectsLinkIntent). */
export const room3dLinkIntent = {
  onPointerOver: preloadRoom3d,
  onFocus: preloadRoom3d,
  onPointerDown: preloadRoom3d,
};
