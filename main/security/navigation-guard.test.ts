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
    expect(isNavigationAllowed('data:text/html,<h1>Sign in</h1>', app)).toBe(false);
    expect(isNavigationAllowed('javascript:alert(1)', app)).toBe(false);
  });

  it("allows the app's own blob: URLs and empty frames, but not other origins' blobs", () => {
    expect(isNavigationAllowed(`blob:${app}/6f1c2b1e-52a1-4c8e-9d7a-1b2c3d4e5f60`, app)).toBe(true);
    expect(isNavigationAllowed('blob:https://evil.example/6f1c2b1e', app)).toBe(false);
    expect(isNavigationAllowed('blob:nonsense', app)).toBe(false);
    expect(isNavigationAllowed('about:blank', app)).toBe(true);
    expect(isNavigationAllowed('about:srcdoc', app)).toBe(true);
    expect(isNavigationAllowed('about:config', app)).toBe(false);
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
