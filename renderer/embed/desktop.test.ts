import { describe, expect, it } from 'vitest';
import type { ArredoHost, HostEnvelope } from '../../core/embed';
import { startDesktopTransport } from './desktop';
import { FakeFacade } from './fakeFacade';
import { settle } from './fakeWindows';
import { createHostPort } from './hostPort';

class FakeHost implements ArredoHost {
  readonly version = '0.1.0';
  readonly platform = 'linux';
  sent: HostEnvelope[] = [];
  listener: ((message: HostEnvelope) => void) | null = null;
  sendToHost(message: HostEnvelope): void {
    this.sent.push(message);
  }
  onHostMessage(listener: (message: HostEnvelope) => void): () => void {
    this.listener = listener;
    return () => (this.listener = null);
  }
  // The rest of the desktop host object; the transport does not use them.
  setLanguage(): void {}
  keepRecovery(): void {}
  clearRecovery(): void {}
  savePdf(): Promise<{ saved: false }> {
    return Promise.resolve({ saved: false });
  }
}

describe('desktop transport', () => {
  it("sends 'APP loaded', answers host messages through sendToHost, and unsubscribes on stop", async () => {
    const host = new FakeHost();
    const facade = new FakeFacade();
    const transport = startDesktopTransport(host, createHostPort(facade), () => undefined);
    expect(host.sent).toEqual([{ status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 }]);
    host.listener!({ action: 'setLang', data: { lang: 'd' } });
    host.listener!({ action: 'openProject', data: { id: 0 } });
    await settle();
    // Replies may come in another order than the requests (the README says so): match by content.
    expect(host.sent).toHaveLength(3);
    expect(host.sent.slice(1)).toEqual(
      expect.arrayContaining([
        { status: 0, action: 'setLang', msg: 'Language changed' },
        {
          status: 1,
          action: 'openProject',
          msg: 'Invalid id project: expected a whole number from 1 to 2147483647',
        },
      ]),
    );
    expect(facade.calls).toEqual([{ name: 'setLanguage', args: { language: 'de' } }]);
    transport.stop();
    expect(host.listener).toBeNull();
  });
});
