import { describe, expect, it } from 'vitest';
import { createIpcRouter, IpcRefusedError } from './ipc-router';
import { FakeIpc, FakeWebContents, recordingLogger } from '../testing/fakes';

const app = 'http://127.0.0.1:40123';
const appFrame = { url: `${app}/offer`, parent: null };
const fromApp = { senderFrame: appFrame, sender: { id: 3 } };

function setup() {
  const ipc = new FakeIpc();
  const contents = new FakeWebContents(3);
  const logger = recordingLogger();
  const router = createIpcRouter({ ipc, appOrigin: app, target: () => contents, logger });
  return { ipc, router, logger };
}

const hostile = {
  'a sub-frame of the app': { senderFrame: { url: `${app}/embedded`, parent: appFrame }, sender: { id: 3 } },
  'a foreign origin': { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: 3 } },
  'a look-alike port': { senderFrame: { url: 'http://127.0.0.1:40124/', parent: null }, sender: { id: 3 } },
  'a frame that is gone': { senderFrame: null, sender: { id: 3 } },
  'another window': { senderFrame: appFrame, sender: { id: 4 } },
};

describe('createIpcRouter', () => {
  it('refuses, and logs, a channel without the arredo: prefix', () => {
    const { router, ipc, logger } = setup();
    expect(() => router.on('save-pdf', () => undefined)).toThrow(IpcRefusedError);
    expect(() => router.handle('ARREDO:save-pdf', async () => 1)).toThrow(/lacks the arredo: prefix/);
    expect(ipc.listeners.size + ipc.handlers.size).toBe(0);
    expect(logger.lines).toEqual([
      'error Refused to listen on IPC channel "save-pdf": it lacks the arredo: prefix',
      'error Refused to listen on IPC channel "ARREDO:save-pdf": it lacks the arredo: prefix',
    ]);
  });

  it('passes messages from the app main frame to the listener', () => {
    const { router, ipc } = setup();
    const seen: unknown[] = [];
    router.on('arredo:set-language', (payload) => void seen.push(payload));
    ipc.emit('arredo:set-language', fromApp, 'it');
    expect(seen).toEqual(['it']);
  });

  it.each(Object.entries(hostile))('drops and logs a message from %s', (_name, event) => {
    const { router, ipc, logger } = setup();
    const seen: unknown[] = [];
    router.on('arredo:set-language', (payload) => void seen.push(payload));
    ipc.emit('arredo:set-language', event, 'de');
    expect(seen).toEqual([]);
    expect(logger.lines).toEqual([expect.stringMatching(/^warn Ignored IPC on arredo:set-language: /)]);
  });

  it.each(Object.entries(hostile))(
    'rejects and logs a call from %s without running it',
    async (_name, event) => {
      const { router, ipc, logger } = setup();
      let ran = false;
      router.handle('arredo:save-pdf', async () => {
        ran = true;
        return { saved: false };
      });
      await expect(ipc.invoke('arredo:save-pdf', event, {})).rejects.toThrow(IpcRefusedError);
      expect(ran).toBe(false);
      expect(logger.lines).toEqual([expect.stringMatching(/^warn Refused IPC call on arredo:save-pdf: /)]);
    },
  );

  it('answers calls from the app, and passes a handler error back, logged', async () => {
    const { router, ipc, logger } = setup();
    router.handle('arredo:save-pdf', async (payload) => {
      if (payload === 'bad') throw new Error('The file is not a PDF');
      return { saved: true, path: '/tmp/o.pdf' };
    });
    await expect(ipc.invoke('arredo:save-pdf', fromApp, 'ok')).resolves.toEqual({
      saved: true,
      path: '/tmp/o.pdf',
    });
    await expect(ipc.invoke('arredo:save-pdf', fromApp, 'bad')).rejects.toThrow('The file is not a PDF');
    expect(logger.lines).toEqual(['warn IPC call on arredo:save-pdf failed: The file is not a PDF']);
  });

  it('logs a listener that fails, synchronously or not', async () => {
    const { router, ipc, logger } = setup();
    router.on('arredo:a', () => {
      throw new Error('boom');
    });
    router.on('arredo:b', async () => {
      throw new Error('later');
    });
    ipc.emit('arredo:a', fromApp, null);
    ipc.emit('arredo:b', fromApp, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logger.lines).toEqual(['warn IPC on arredo:a failed: boom', 'warn IPC on arredo:b failed: later']);
  });
});
