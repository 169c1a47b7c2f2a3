import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import {
  createHostObject,
  HostMessageError,
  RECOVERY_CLEAR,
  RECOVERY_KEEP,
  SAVE_PDF,
  SET_LANGUAGE,
  TO_APP,
  TO_HOST,
  versionFromArgv,
  type RendererIpc,
} from './host-object';
import type { HostEnvelope } from '../core/embed/host';

/** ipcRenderer stand-in: records sends, and lets the test deliver messages from main. */
class FakeIpcRenderer extends EventEmitter implements RendererIpc {
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly invoked: { channel: string; args: unknown[] }[] = [];
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.invoked.push({ channel, args });
    return { saved: true, path: '/home/ann/offer.pdf' };
  }
  fromMain(message: unknown): void {
    this.emit(TO_APP, { sender: 'the IPC event must not leak' }, message);
  }
}

function setup() {
  const ipc = new FakeIpcRenderer();
  const host = createHostObject({
    ipc,
    argv: ['/opt/Arredo/arredo', '--arredo-version=1.4.0'],
    platform: 'linux',
  });
  return { ipc, host };
}

describe('createHostObject', () => {
  it('exposes the version from main and the platform, and nothing else', () => {
    const { host } = setup();
    expect(host.version).toBe('1.4.0');
    expect(host.platform).toBe('linux');
    expect(Object.keys(host).sort()).toEqual([
      'clearRecovery',
      'keepRecovery',
      'onHostMessage',
      'platform',
      'savePdf',
      'sendToHost',
      'setLanguage',
      'version',
    ]);
    expect(Object.isFrozen(host)).toBe(true);
  });

  it('sends app messages on arredo:to-host', () => {
    const { ipc, host } = setup();
    host.sendToHost({ status: 0, action: 'APP', msg: 'APP loaded' });
    expect(ipc.sent).toEqual([{ channel: TO_HOST, args: [{ status: 0, action: 'APP', msg: 'APP loaded' }] }]);
  });

  it('refuses to send something that is not a protocol message', () => {
    const { ipc, host } = setup();
    expect(() => host.sendToHost('APP' as unknown as HostEnvelope)).toThrow(HostMessageError);
    expect(() => host.sendToHost({ action: '' })).toThrow(/non-empty string "action"/);
    expect(ipc.sent).toEqual([]);
  });

  it('delivers host messages without the IPC event, and stops after unsubscribe', () => {
    const { ipc, host } = setup();
    const received: unknown[][] = [];
    const off = host.onHostMessage((...args) => received.push(args));
    ipc.fromMain({ action: 'setLang', data: { lang: 'fr' } });
    ipc.fromMain('garbage');
    off();
    ipc.fromMain({ action: 'setLang', data: { lang: 'en' } });
    expect(received).toEqual([[{ action: 'setLang', data: { lang: 'fr' } }]]);
    expect(ipc.listenerCount(TO_APP)).toBe(0);
  });
});

describe('desktop commands', () => {
  it('sends the language, the recovery document and its removal on their own channels', () => {
    const { ipc, host } = setup();
    host.setLanguage('it');
    host.keepRecovery({ schemaVersion: 2, des: 'Kitchen' });
    host.clearRecovery();
    expect(ipc.sent).toEqual([
      { channel: SET_LANGUAGE, args: ['it'] },
      { channel: RECOVERY_KEEP, args: [{ schemaVersion: 2, des: 'Kitchen' }] },
      { channel: RECOVERY_CLEAR, args: [null] },
    ]);
  });

  it('refuses a missing language or a project that is not an object, sending nothing', () => {
    const { ipc, host } = setup();
    expect(() => host.setLanguage(' ')).toThrow(/language code/);
    expect(() => host.keepRecovery([] as never)).toThrow(/project document/);
    expect(ipc.sent).toEqual([]);
  });

  it('asks main to save a PDF and returns where it went', async () => {
    const { ipc, host } = setup();
    const bytes = new TextEncoder().encode('%PDF-1.7');
    await expect(host.savePdf({ fileName: 'offer.pdf', bytes })).resolves.toEqual({
      saved: true,
      path: '/home/ann/offer.pdf',
    });
    expect(ipc.invoked).toEqual([{ channel: SAVE_PDF, args: [{ fileName: 'offer.pdf', bytes }] }]);
  });

  it('refuses a PDF request with neither or both of bytes and url', async () => {
    const { ipc, host } = setup();
    await expect(host.savePdf({} as never)).rejects.toThrow(/either bytes/);
    await expect(
      host.savePdf({ bytes: new Uint8Array(1), url: 'http://127.0.0.1/r.pdf' } as never),
    ).rejects.toThrow(/either bytes/);
    expect(ipc.invoked).toEqual([]);
  });
});

describe('versionFromArgv', () => {
  it('says unknown when main did not pass a version', () => {
    expect(versionFromArgv(['electron', '.'])).toBe('unknown');
  });
});
