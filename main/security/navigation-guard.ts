// Electron security checklist #13 Disable or limit navigation: the window may only move within the app's
// own origin. Every other navigation (links, redirects, frame navigations, location changes) is cancelled.
// Also #12 Verify WebView options before creation: <webview> is refused outright.
import type { AppWebContents, Logger } from '../facade';
import { isAppUrl } from './origins';

/** Empty frames the app may create (iframes start on these). */
const EMPTY_DOCUMENTS = new Set(['about:blank', 'about:srcdoc']);

/**
 * Navigation is allowed to http(s) URLs on the app origin, to blob: URLs the app itself created (their
 * origin is the app's: generated PDFs and images shown in a frame), and to empty documents.
 */
export function isNavigationAllowed(url: string, appOrigin: string): boolean {
  if (EMPTY_DOCUMENTS.has(url)) return true;
  if (url.startsWith('blob:')) return URL.canParse(url) && new URL(url).origin === appOrigin;
  return isAppUrl(url, appOrigin);
}

export function installNavigationGuard(contents: AppWebContents, appOrigin: string, logger: Logger): void {
  const events = ['will-navigate', 'will-frame-navigate', 'will-redirect'] as const;
  for (const name of events) {
    contents.on(name, (event) => {
      if (isNavigationAllowed(event.url, appOrigin)) return;
      event.preventDefault();
      logger.warn(`Blocked navigation (${name}) to ${event.url}`);
    });
  }
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    logger.warn('Blocked a <webview>: the app never uses one');
  });
}
