import { describe, expect, it } from 'vitest';
import { createHostBridge, HostMessageError, parseEnvelope, TO_APP, TO_HOST } from './host-bridge';
import { createIpcRouter } from './ipc-router';
import { FakeIpc, FakeWebContents, recordingLogger } from '../testing/fakes';
import type { HostEnvelope } from '../../core/embed/host';

const app = 'http://127.0.0.1:40123';
const appFrame = { url: `${app}/home`, parent: null };

function setup() {
  const ipc = new FakeIpc();
  const contents = new FakeWebContents(7);
  const logger = recordingLogger();
  const target = () => contents;
  const router = createIpcRouter({ ipc, appOrigin: app, target, logger });
  const bridge = createHostBridge({ router, target, logger });
  const received: HostEnvelope[] = [];
  bridge.onAppMessage((message) => received.push(message));
  return { ipc, contents, logger, bridge, received };
}

describe('parseEnvelope', () => {
  it('accepts protocol messages and returns a plain copy', () => {
    const message = { status: 0, action: 'APP', msg: 'APP loaded' };
    const parsed = parseEnvelope(message);
    expect(parsed).toEqual(message);
    expect(parsed).not.toBe(message);
  });

  it('rejects non-objects, missing or empty actions with a clear error', () => {
    expect(() => parseEnvelope('openProject')).toThrow(HostMessageError);
    expect(() => parseEnvelope({ data: 1 })).toThrow(/action/);
    expect(() => parseEnvelope({ action: '' })).toThrow(/must not be empty/);
  });

  it('rejects data that is not plain JSON', () => {
    expect(() => parseEnvelope({ action: 'x', data: 10n })).toThrow(/not plain data/);
  });
});

describe('createHostBridge', () => {
  it('delivers validated messages from the app window to listeners', () => {
    const { ipc, received, logger } = setup();
    ipc.emit(
      TO_HOST,
      { senderFrame: appFrame, sender: { id: 7 } },
      { status: 0, action: 'APP', msg: 'APP loaded' },
    );
    expect(received).toEqual([{ status: 0, action: 'APP', msg: 'APP loaded' }]);
    expect(logger.lines).toContain('info App message: APP (APP loaded)');
  });

  it('drops messages from iframes, other origins, other windows and malformed payloads', () => {
    const { ipc, received, logger } = setup();
    ipc.emit(
      TO_HOST,
      { senderFrame: { url: `${app}/x`, parent: appFrame }, sender: { id: 7 } },
      { action: 'a' },
    );
    ipc.emit(
      TO_HOST,
      { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: 7 } },
      { action: 'a' },
    );
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 8 } }, { action: 'a' });
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, { nope: true });
    expect(received).toEqual([]);
    expect(logger.lines.filter((line) => line.startsWith('warn Ignored IPC'))).toHaveLength(4);
  });

  it('sends host messages to the app window on arredo:to-app', () => {
    const { bridge, contents } = setup();
    expect(bridge.sendToApp({ action: 'setLang', data: { lang: 'it' } })).toBe(true);
    expect(contents.sent).toEqual([
      { channel: TO_APP, payload: { action: 'setLang', data: { lang: 'it' } } },
    ]);
  });

  it('reports false when there is no window, and stops delivering after unsubscribe', () => {
    const ipc = new FakeIpc();
    const logger = recordingLogger();
    const router = createIpcRouter({ ipc, appOrigin: app, target: () => undefined, logger });
    const bridge = createHostBridge({ router, target: () => undefined, logger });
    expect(bridge.sendToApp({ action: 'setLang' })).toBe(false);

    const { ipc: ipc2, bridge: bridge2 } = setup();
    const seen: string[] = [];
    const off = bridge2.onAppMessage((message) => seen.push(message.action));
    off();
    ipc2.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, { action: 'saved' });
    expect(seen).toEqual([]);
  });
});

describe('delivery once the app is loaded', () => {
  const loaded = { status: 0, action: 'APP', msg: 'APP loaded' };

  it("holds messages until the app says 'APP loaded', then sends them in order", () => {
    const { ipc, bridge, contents } = setup();
    bridge.deliver({ action: 'openProject', id: 12 });
    bridge.deliver({ action: 'openProject', id: 13 });
    expect(contents.sent).toEqual([]);
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, loaded);
    expect(contents.sent.map((entry) => entry.payload)).toEqual([
      { action: 'openProject', id: 12 },
      { action: 'openProject', id: 13 },
    ]);
    bridge.deliver({ action: 'openProject', id: 14 });
    expect(contents.sent).toHaveLength(3);
  });

  it('holds them again while the page reloads, and tells listeners of every load', () => {
    const { ipc, bridge, contents } = setup();
    let loads = 0;
    bridge.onAppLoaded(() => (loads += 1));
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, loaded);
    bridge.appUnloaded();
    bridge.deliver({ action: 'openProject', id: 5 });
    expect(contents.sent).toEqual([]);
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, loaded);
    expect(contents.sent.map((entry) => entry.payload)).toEqual([{ action: 'openProject', id: 5 }]);
    expect(loads).toBe(2);
  });

  it('does not count an error status or a refused sender as loaded', () => {
    const { ipc, bridge, contents } = setup();
    bridge.deliver({ action: 'openProject', id: 5 });
    ipc.emit(TO_HOST, { senderFrame: appFrame, sender: { id: 7 } }, { ...loaded, status: 1 });
    ipc.emit(
      TO_HOST,
      { senderFrame: { url: 'https://evil.example/', parent: null }, sender: { id: 7 } },
      loaded,
    );
    expect(contents.sent).toEqual([]);
  });
});
