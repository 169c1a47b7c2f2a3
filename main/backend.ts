// Where the renderer's pages and API come from: the same server started in-process (default), or a
// remote Arredo back end configured in the settings (shared deployments, thin kiosks).
import type { DesktopSettings } from './settings/schema';

export type BackendChoice =
  | { kind: 'local' }
  /** `url` is what the window loads; `origin` is what every guard treats as the app. */
  | { kind: 'remote'; url: string; origin: string };

export function chooseBackend(settings: DesktopSettings): BackendChoice {
  if (!settings.backendUrl) return { kind: 'local' };
  const url = new URL(settings.backendUrl);
  return { kind: 'remote', url: url.href, origin: url.origin };
}

/** The in-process server listens on loopback only, on a free port the OS picks. */
export const LOCAL_HOST = '127.0.0.1';

/**
 * The URL of the local server. Built from the port rather than taken from the server, which may say
 * `localhost`: that can resolve to ::1 while the server listens on 127.0.0.1 only.
 */
export function localServerUrl(port: number): string {
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`Invalid server port: ${port}`);
  return `http://${LOCAL_HOST}:${port}/`;
}
