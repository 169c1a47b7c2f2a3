import { describe, expect, it } from 'vitest';
import { GuestAdmission, originPolicy } from '../../core/embed';
import { FakeFacade } from './fakeFacade';
import { FakeTarget, FakeWindow, settle } from './fakeWindows';
import { createHostPort } from './hostPort';
import { startIframeTransport } from './iframe';

const APP = 'https://arredo.example.com';
const TOOL = 'https://tool.example.com';
const policy = originPolicy(APP, [`${TOOL}/embed/index.html`, 'ftp://nope']);

function setup(options: { parentHint?: string; admission?: GuestAdmission } = {}) {
  const facade = new FakeFacade();
  const win = new FakeWindow();
  const parent = new FakeTarget();
  const logs: string[] = [];
  const transport = startIframeTransport({
    win,
    parent,
    port: createHostPort(facade),
    policy,
    admission: options.admission ?? new GuestAdmission({ userId: 'u1' }),
    ...(options.parentHint === undefined ? {} : { parentHint: options.parentHint }),
    log: (_level, message) => logs.push(message),
  });
  return { facade, win, parent, transport, logs };
}

describe('iframe transport', () => {
  it("sends 'APP loaded' to the parent's origin only, never '*'", () => {
    const { parent } = setup({ parentHint: `${TOOL}/page?x=1` });
    expect(parent.posted).toEqual([
      { message: { status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 }, targetOrigin: TOOL },
    ]);
  });

  it('without a hint, tries each allowed origin (postMessage delivers to the real one only)', () => {
    const { parent } = setup({ parentHint: '' });
    expect(parent.posted.map((p) => p.targetOrigin)).toEqual([APP, TOOL]);
  });

  it("a parent the list does not name is not told: 'APP loaded' goes to the allowed origins", () => {
    const { parent } = setup({ parentHint: 'https://evil.example.com' });
    expect(parent.posted.map((p) => p.targetOrigin)).not.toContain('https://evil.example.com');
  });

  it("replies to the sender's window at the sender's origin, with the request id", async () => {
    const { win, parent } = setup({ parentHint: TOOL });
    const sender = new FakeTarget();
    win.receive({ action: 'navigateTo', requestId: 'r1', data: { page: 'home' } }, TOOL, sender);
    await settle();
    expect(sender.posted).toEqual([
      {
        message: { status: 0, action: 'navigateTo', msg: 'Page chenged', requestId: 'r1' },
        targetOrigin: TOOL,
      },
    ]);
    expect(parent.posted).toHaveLength(1);
  });

  it('ignores a foreign origin: no reply, no action', async () => {
    const { win, facade } = setup();
    const sender = new FakeTarget();
    win.receive({ action: 'navigateTo', data: { page: 'home' } }, 'https://evil.example.com', sender);
    win.receive({ action: 'navigateTo', data: { page: 'home' } }, 'null', sender);
    await settle();
    expect(sender.posted).toEqual([]);
    expect(facade.calls).toEqual([]);
  });

  it('other libraries traffic (not a protocol message) gets no reply; an unknown action gets one', async () => {
    const { win } = setup();
    const sender = new FakeTarget();
    win.receive({ type: 'webpackOk' }, TOOL, sender);
    win.receive('not json', TOOL, sender);
    win.receive({ action: 'fly' }, TOOL, sender);
    await settle();
    expect(sender.messages()).toEqual([{ status: 1, action: 'fly', msg: 'Unknown action' }]);
  });

  it('refuses guests when the page had no session or user id at load', async () => {
    const { win, facade } = setup({ admission: new GuestAdmission({}) });
    facade.update({ user: 'guest' });
    const sender = new FakeTarget();
    win.receive({ action: 'setLang', data: { lang: 'it' } }, TOOL, sender);
    await settle();
    expect(sender.messages()).toEqual([
      { status: 1, action: 'setLang', msg: "This site doesn't allow guest users!" },
    ]);
  });

  it('events go to the origin the parent last spoke from; stop removes the listener', async () => {
    const { win, parent, transport } = setup({ parentHint: '' });
    win.receive({ action: 'setLang', data: { lang: 'de' } }, TOOL, parent);
    await settle();
    parent.posted = [];
    transport.send({ status: 0, action: 'saved', msg: '{}' });
    expect(parent.posted).toEqual([
      { message: { status: 0, action: 'saved', msg: '{}' }, targetOrigin: TOOL },
    ]);
    transport.stop();
    expect(win.listenerCount).toBe(0);
  });

  it('generateOffer progress reaches the sender before the reply', async () => {
    const { win, facade } = setup();
    facade.update({
      project: { schemaVersion: 2, rows: [], history: [], orderaddress: [], customerFields: {} } as never,
    });
    facade.results.generateOffer = (args: { onProgress: (p: number) => void }) => {
      args.onProgress(0.1);
      return { url: '/r', fileName: 'order_merge.pdf' };
    };
    const sender = new FakeTarget();
    win.receive({ action: 'generateOffer', requestId: 3 }, APP, sender);
    await settle();
    expect(sender.messages().map((m) => (m as { action: string }).action)).toEqual([
      'offerProgress',
      'generateOffer',
    ]);
  });
});
