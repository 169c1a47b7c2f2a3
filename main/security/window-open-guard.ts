// Electron security checklist #14 Disable or limit creation of new windows: window.open and target=_blank
// never create an Electron window. #15 Do not use shell.openExternal with untrusted content: only https
// links to origins on the configured allow-list go to the system browser; everything else is dropped.
import type { AppWebContents, Logger } from '../facade';
import { httpOrigin } from './origins';

/** True when `url` may be handed to the system browser. */
export function isExternalLinkAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  const origin = httpOrigin(url);
  return origin !== null && origin.startsWith('https://') && allowedOrigins.includes(origin);
}

export interface WindowOpenGuardOptions {
  allowedExternalOrigins: readonly string[];
  openExternal(url: string): Promise<void>;
  logger: Logger;
}

export function installWindowOpenGuard(contents: AppWebContents, options: WindowOpenGuardOptions): void {
  const { allowedExternalOrigins, openExternal, logger } = options;
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLinkAllowed(url, allowedExternalOrigins)) {
      openExternal(url).catch((error: unknown) => logger.error(`Could not open ${url} externally`, error));
    } else {
      logger.warn(`Blocked a new window for ${url}`);
    }
    return { action: 'deny' };
  });
}
