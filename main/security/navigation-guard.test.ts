import { describe, expect, it } from 'vitest';
import { installNavigationGuard, isNavigationAllowed } from './navigation-guard';
import { FakeWebContents, recordingLogger } from '../testing/fakes';

const app = 'http://127.0.0.1:40123';

describe('isNavigationAllowed', () => {
  it('allows routes of the app and nothing else', () => {
    expect(isNavigationAllowed(`${app}/itemsearch/newprj`, app)).toBe(true);
    expect(isNavigationAllowed('https://evil.example/', app)).toBe(false);
    expect(isNavigationAllowed('file:///home/user/.ssh/id_rsa', app)).toBe(false);
    expect(isNavigationAllowed('http://127.0.0.1:40124/', app)).toBe(false);
  });
});

describe('installNavigationGuard', () => {
  it('cancels off-origin navigations, redirects and frame navigations, and lets app routes through', () => {
    const contents = new FakeWebContents(1);
    const logger = recordingLogger();
    installNavigationGuard(contents, app, logger);

    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect'] as const) {
      expect(contents.emitNavigation(name, 'https://phishing.example/login')).toBe(true);
      expect(contents.emitNavigation(name, `${app}/home`)).toBe(false);
    }
    expect(logger.lines.filter((line) => line.startsWith('warn Blocked navigation'))).toHaveLength(3);
  });

  it('refuses <webview> tags', () => {
    const contents = new FakeWebContents(1);
    installNavigationGuard(contents, app, recordingLogger());
    expect(contents.emitPreventable('will-attach-webview')).toBe(true);
  });
});
