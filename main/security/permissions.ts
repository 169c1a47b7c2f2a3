// Electron security checklist #5 Handle session permission requests from remote content: deny every
// permission (camera, microphone, geolocation, notifications, USB, HID, ...) except the few the app
// uses, and grant those to the app origin only.
import type { AppSession, Logger } from '../facade';
import { isAppUrl } from './origins';

/** Copying a configuration to the clipboard, full-screen presentations, and mouse-look in the 3D view. */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set([
  'clipboard-sanitized-write',
  'fullscreen',
  'pointerLock',
]);

export function isPermissionAllowed(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin);
}

export function installPermissionHandlers(session: AppSession, appOrigin: string, logger: Logger): void {
  session.setPermissionRequestHandler(({ permission, requestingUrl }) => {
    const allowed = isPermissionAllowed(permission, requestingUrl, appOrigin);
    if (!allowed) logger.warn(`Denied permission "${permission}" to ${requestingUrl}`);
    return allowed;
  });
  session.setPermissionCheckHandler(({ permission, requestingUrl }) =>
    isPermissionAllowed(permission, requestingUrl, appOrigin),
  );
}
