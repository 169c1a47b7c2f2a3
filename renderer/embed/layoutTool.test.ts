import { describe, expect, it } from 'vitest';
import { NO_LAYOUT_WINDOW, originPolicy } from '../../core/embed';
import { FakeFacade } from './fakeFacade';
import { FakeTarget, FakeWindow, settle } from './fakeWindows';
import { createHostPort } from './hostPort';
import { startLayoutToolTransport } from './layoutTool';

const APP = 'https://arredo.example.com';
const TOOL = 'https://layedit.example.com';
const policy = originPolicy(APP, [TOOL]);

function setup(opener: FakeTarget | null) {
  const facade = new FakeFacade();
  const win = new FakeWindow();
  const logs: string[] = [];
  const transport = startLayoutToolTransport({
    win,
    opener: () => opener,
    port: createHostPort(facade),
    policy,
    openerHint: `${TOOL}/editor`,
    log: (_level, message) => logs.push(message),
  });
  return { facade, win, logs, transport };
}

describe('layout-tool transport', () => {
  it("tells the opener 'APP loaded' at its origin", () => {
    const opener = new FakeTarget();
    setup(opener);
    expect(opener.posted).toEqual([
      { message: { status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 }, targetOrigin: TOOL },
    ]);
  });

  it('logs spec 8 error when there is no opener (or it closed)', () => {
    const { logs, transport } = setup(null);
    expect(logs).toEqual([NO_LAYOUT_WINDOW]);
    transport.send({ status: 0, action: 'saved', msg: '{}' });
    expect(logs).toEqual([NO_LAYOUT_WINDOW, NO_LAYOUT_WINDOW]);
    expect(NO_LAYOUT_WINDOW).toBe('ERROR: error while tryin to send data to Layedit Window. no Window.');
  });

  it('loadCatalog from the opener dispatches loadCatalog and answers the catalogue code', async () => {
    const opener = new FakeTarget();
    const { win, facade } = setup(opener);
    win.receive({ action: 'loadCatalog', data: { catalog: 'kitchen' } }, TOOL, opener);
    await settle();
    expect(facade.calls).toEqual([{ name: 'loadCatalog', args: { catalog: 'KITCHEN' } }]);
    expect(opener.posted.at(-1)).toEqual({
      message: { status: 0, action: 'loadCatalog', msg: 'KITCHEN' },
      targetOrigin: TOOL,
    });
  });

  it('ignores other windows, even from an allowed origin, and foreign origins', async () => {
    const opener = new FakeTarget();
    const other = new FakeTarget();
    const { win, facade } = setup(opener);
    win.receive({ action: 'loadCatalog', data: { catalog: 'KITCHEN' } }, TOOL, other);
    win.receive({ action: 'loadCatalog', data: { catalog: 'KITCHEN' } }, 'https://evil.example.com', opener);
    await settle();
    expect(facade.calls).toEqual([]);
    expect(other.posted).toEqual([]);
    expect(opener.posted).toHaveLength(1);
  });
});
