import { describe, expect, it } from 'vitest';
import { installWindowOpenGuard, isExternalLinkAllowed } from './window-open-guard';
import { FakeWebContents, recordingLogger } from '../testing/fakes';

const allowed = ['https://www.arredo.example'];

describe('isExternalLinkAllowed', () => {
  it('allows https links on allow-listed origins only', () => {
    expect(isExternalLinkAllowed('https://www.arredo.example/help?topic=1', allowed)).toBe(true);
    expect(isExternalLinkAllowed('http://www.arredo.example/help', ['http://www.arredo.example'])).toBe(
      false,
    );
    expect(isExternalLinkAllowed('https://evil.example/', allowed)).toBe(false);
    expect(isExternalLinkAllowed('file:///bin/sh', allowed)).toBe(false);
    expect(isExternalLinkAllowed('smb://server/share', allowed)).toBe(false);
  });
});

describe('installWindowOpenGuard', () => {
  it('never opens an Electron window and sends only allowed links to the system browser', async () => {
    const contents = new FakeWebContents(1);
    const opened: string[] = [];
    installWindowOpenGuard(contents, {
      allowedExternalOrigins: allowed,
      openExternal: async (url) => {
        opened.push(url);
      },
      logger: recordingLogger(),
    });

    expect(contents.openWindow('https://www.arredo.example/help')).toEqual({ action: 'deny' });
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.openWindow('http://127.0.0.1:1/popup')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(opened).toEqual(['https://www.arredo.example/help']);
  });

  it('logs a failure of the system browser instead of throwing', async () => {
    const contents = new FakeWebContents(1);
    const logger = recordingLogger();
    installWindowOpenGuard(contents, {
      allowedExternalOrigins: allowed,
      openExternal: () => Promise.reject(new Error('no browser')),
      logger,
    });
    contents.openWindow('https://www.arredo.example/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logger.lines).toContain('error Could not open https://www.arredo.example/ externally');
  });
});
