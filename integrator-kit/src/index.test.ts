import { describe, expect, it } from 'vitest';
import { hostActions } from '../../core/embed';
import { ARREDO_ACTIONS, ArredoError, ArredoTimeoutError, connect, type ArredoMessage } from './index';

const APP = 'https://arredo.example.com';

/** The parent page's window (receives messages) and the frame's window (records what is posted). */
function setup(timeoutMs = 1000) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const host = {
    addEventListener: (_: string, l: (event: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (event: MessageEvent) => void) => listeners.delete(l),
  } as unknown as Window;
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const frameWindow = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  };
  const iframe = { contentWindow: frameWindow } as unknown as HTMLIFrameElement;
  const arredo = connect(iframe, { origin: `${APP}/app/`, timeoutMs, window: host });
  const deliver = (data: unknown, origin = APP, source: unknown = frameWindow) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  const reply = (extra: Partial<ArredoMessage> & { msg: string }, index = posted.length - 1) => {
    const { action, requestId } = posted[index]!.message;
    deliver({ status: 0, action, requestId, ...extra });
  };
  return { arredo, posted, deliver, reply, listeners };
}

describe('integrator kit', () => {
  it("ready resolves on 'APP loaded'", async () => {
    const { arredo, deliver } = setup();
    deliver({ status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 });
    await expect(arredo.ready).resolves.toMatchObject({ msg: 'APP loaded', protocol: 1 });
  });

  it("posts to the app's origin with a request id; resolves on status 0, rejects with msg on status 1", async () => {
    const { arredo, posted, reply } = setup();
    const first = arredo.send('navigateTo', { page: 'home' });
    const second = arredo.send('setLang', { lang: 'fr' });
    expect(posted).toEqual([
      { message: { action: 'navigateTo', requestId: 'kit-1', data: { page: 'home' } }, origin: APP },
      { message: { action: 'setLang', requestId: 'kit-2', data: { lang: 'fr' } }, origin: APP },
    ]);
    reply({ status: 1, msg: 'Lang [fr] not valid' }, 1); // out of order
    reply({ msg: 'Page chenged' }, 0);
    await expect(first).resolves.toMatchObject({ msg: 'Page chenged' });
    await expect(second).rejects.toEqual(
      expect.objectContaining({ name: 'ArredoError', message: 'Lang [fr] not valid' }),
    );
  });

  it('ignores other origins and other windows', async () => {
    const { arredo, posted, deliver } = setup(50);
    const request = arredo.send('save');
    const { requestId } = posted[0]!.message;
    deliver({ status: 0, action: 'save', msg: 'x', requestId }, 'https://evil.example.com');
    deliver({ status: 0, action: 'save', msg: 'x', requestId }, APP, {});
    await expect(request).rejects.toBeInstanceOf(ArredoTimeoutError);
  });

  it('rejects on timeout, with the action and the time', async () => {
    const { arredo } = setup(20);
    await expect(arredo.send('getJsonProject')).rejects.toThrow('No reply to getJsonProject within 20 ms');
  });

  it('login resolves with loginDone; an RSA failure rejects with the detail', async () => {
    const { arredo, reply } = setup();
    const ok = arredo.send('login', { guest: true });
    reply({ action: 'loginDone', msg: '{}', sessionId: 's1' });
    await expect(ok).resolves.toMatchObject({ action: 'loginDone', sessionId: 's1' });
    const rsa = arredo.send('login', { key: 'k' });
    reply({ status: 1, action: 'APP', msg: 'RSA login failed', detail: 'expired' });
    const error = await rsa.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArredoError);
    expect((error as ArredoError).message).toBe('RSA login failed: expired');
  });

  it('generateOffer progress reaches onProgress and the offerProgress event', async () => {
    const { arredo, reply } = setup();
    const steps: number[] = [];
    const events: number[] = [];
    arredo.on('offerProgress', (m) => events.push(m.progress!));
    const offer = arredo.send('generateOffer', undefined, { onProgress: (p) => steps.push(p) });
    reply({ action: 'offerProgress', msg: '0.1', progress: 0.1 });
    reply({ action: 'offerProgress', msg: '0.2', progress: 0.2 });
    reply({ msg: '{"url":"/r","fileName":"order_merge.pdf"}' });
    await expect(offer).resolves.toMatchObject({ action: 'generateOffer' });
    expect(steps).toEqual([0.1, 0.2]);
    expect(events).toEqual([0.1, 0.2]);
  });

  it('typed events; pricesChanged with an already seen hash is skipped', () => {
    const { arredo, deliver } = setup();
    const prices: string[] = [];
    const saved: ArredoMessage[] = [];
    arredo.on('pricesChanged', (change) => prices.push(change.value.totVatI));
    const off = arredo.on('saved', (m) => saved.push(m));
    const event = { status: 0, action: 'pricesChanged', msg: '{"totVatI":"244.00"}', hash: 'h1' };
    deliver(event);
    deliver(event);
    deliver({ ...event, msg: '{"totVatI":"250.00"}', hash: 'h2' });
    deliver({ status: 0, action: 'saved', msg: '{}', sessionId: 's', projectId: 4 });
    off();
    deliver({ status: 0, action: 'saved', msg: '{}' });
    expect(prices).toEqual(['244.00', '250.00']);
    expect(saved).toHaveLength(1);
  });

  it('close rejects pending requests and stops listening', async () => {
    const { arredo, listeners } = setup();
    const request = arredo.send('save');
    arredo.close();
    await expect(request).rejects.toThrow('Connection closed before the reply to save');
    expect(listeners.size).toBe(0);
  });

  it("knows every action the app answers in an iframe (the layout tool's loadCatalog aside)", () => {
    const iframeActions = [...hostActions]
      .filter(([, action]) => !action.transports || action.transports.includes('iframe'))
      .map(([name]) => name);
    expect([...ARREDO_ACTIONS].sort()).toEqual(iframeActions.sort());
  });
});
