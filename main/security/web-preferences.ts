// Electron security checklist:
//   #2 Do not enable Node.js integration for remote content (nodeIntegration*, false everywhere)
//   #3 Enable context isolation (contextIsolation: true)
//   #4 Enable process sandboxing (sandbox: true; the preload is CommonJS because sandboxed preloads must be)
//   #6 Do not disable webSecurity; #8 Do not enable allowRunningInsecureContent
//   #9 Do not enable experimental features; #12 no <webview> (webviewTag: false)
// Developer tools are off in packaged builds: no menu item, no shortcut, no way to open them.
import type { HostVersionArgument } from '../../core/embed/host';
import type { SecureWebPreferences } from '../facade';

/** Marker for the app version in `additionalArguments`: the sandboxed preload cannot ask `app` for it. */
export const VERSION_ARGUMENT: HostVersionArgument = '--arredo-version=';

export function secureWebPreferences(
  preloadPath: string,
  appVersion: string,
  devTools = false,
): SecureWebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    devTools,
    experimentalFeatures: false,
    // Dropping a file on the window must not navigate away from the app.
    navigateOnDragDrop: false,
    spellcheck: false,
    additionalArguments: [`${VERSION_ARGUMENT}${appVersion}`],
  };
}
