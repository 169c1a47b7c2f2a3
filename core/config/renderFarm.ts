/**
 * Spec 7: the render farm's base path is the configuration's rfServer with its trailing slashes
 * removed; empty means the app's own server. Its child-window sign-in check runs unless rfAuthHidden.
 */
export function renderFarmBase(rfServer: string | undefined | null): string {
  return (rfServer ?? '').trim().replace(/\/+$/, '');
}

/** Whether the app checks the user is signed in to the render farm (a farm of its own, and not hidden). */
export function renderFarmAuthCheck(config: { rfServer?: string; rfAuthHidden?: boolean }): boolean {
  return renderFarmBase(config.rfServer) !== '' && !config.rfAuthHidden;
}
