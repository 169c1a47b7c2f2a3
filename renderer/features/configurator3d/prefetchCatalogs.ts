// Opening /configurator3d the first time loads the screen's code (three.js and all), then the screen
// asks for the catalogue documents its rows need: two waits in a row. The route (app/screens.tsx) calls
// this as the code starts loading, so the documents are on their way at the same time; the screen's
// own request joins the one under way (actions/catalogs keeps one per catalogue). Kept out of the 3D
// chunk: it imports nothing of three.
import { currentActionContext } from '../../actions';
import { ensureCatalogs } from '../../actions/catalogs';
import { projectAtom } from '../../state/project';

/** Asks for the open project's catalogue documents (those not loaded yet). */
export function prefetchRoomCatalogs(): void {
  const ctx = currentActionContext();
  const cods = (ctx.store.get(projectAtom)?.rows ?? []).map((row) => row.catalog);
  // A failure is the screen's to show: its own request starts again and reports it.
  if (cods.length) ensureCatalogs(ctx, cods).catch(() => undefined);
}
