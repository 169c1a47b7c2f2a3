import { describe, expect, it } from 'vitest';
import type { HostContext } from './action-types';
import { handleHostMessage } from './handle';
import type { HostReply } from './messages';
import { TestPort } from './test-port';

const iframe: HostContext = { transport: 'iframe' };
const send = (port: TestPort, message: Record<string, unknown>, context: HostContext = iframe) =>
  handleHostMessage(message, port, context);

describe('openProject (spec 5, 8)', () => {
  it('opens the project by its id, given as a number or as digits, and answers the id', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'openProject', data: { id: '7' } })).toEqual({
      status: 0,
      action: 'openProject',
      msg: '7',
    });
    expect(port.callsOf('openProject')).toEqual([[{ id: 7 }]]);
    expect(port.state().project).toEqual({ id: 7, description: 'Kitchen' });
  });

  it("needs a signed-in user and an id: 'First must do login', 'Missing id project', and a clear error for bad ids", async () => {
    const port = new TestPort().set({ user: 'guest' });
    expect(await send(port, { action: 'openProject', id: 7 })).toMatchObject({
      status: 1,
      msg: 'First must do login',
    });
    port.set({ user: 'customer' });
    expect(await send(port, { action: 'openProject' })).toMatchObject({
      status: 1,
      msg: 'Missing id project',
    });
    for (const id of ['abc', 0, -3, 2.5, 2_147_483_648, '7; DROP TABLE', [7]]) {
      expect(await send(port, { action: 'openProject', id })).toMatchObject({
        status: 1,
        msg: 'Invalid id project: expected a whole number from 1 to 2147483647',
      });
    }
    expect(port.callsOf('openProject')).toEqual([]);
  });

  it("reports 'Missing Project File' with status 0 inside an iframe, status 1 elsewhere; other errors status 1", async () => {
    const port = new TestPort();
    port.saved.set(8, 'missing');
    expect(await send(port, { action: 'openProject', id: 8 })).toEqual({
      status: 0,
      action: 'openProject',
      msg: 'Missing Project File',
    });
    expect(await send(port, { action: 'openProject', id: 8 }, { transport: 'desktop' })).toEqual({
      status: 1,
      action: 'openProject',
      msg: 'Missing Project File',
    });
    expect(await send(port, { action: 'openProject', id: 9 })).toEqual({
      status: 1,
      action: 'openProject',
      msg: 'Project 9 not found',
    });
  });
});

describe('saveProject (spec 5)', () => {
  it('saves and answers the project id; the description is used only when the project has none', async () => {
    const port = new TestPort().openNew();
    expect(await send(port, { action: 'saveProject', description: 'Client Rossi' })).toEqual({
      status: 0,
      action: 'saveProject',
      msg: '100',
    });
    expect(port.state().project).toEqual({ id: 100, description: 'Client Rossi' });
    expect(await send(port, { action: 'saveProject', description: 'Another name' })).toMatchObject({
      msg: '100',
    });
    expect(port.state().project?.description).toBe('Client Rossi');
    expect(port.callsOf('saveProject')).toEqual([[{ description: 'Client Rossi' }], [{}]]);
  });

  it('needs a signed-in user and an open project', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'saveProject' })).toMatchObject({
      msg: 'You must first initialize a project',
    });
    port.openNew().set({ user: 'guest' });
    expect(await send(port, { action: 'saveProject' })).toMatchObject({ msg: 'First must do login' });
  });
});

describe('login (spec 4, 5, 7)', () => {
  it('logs in with credentials, starts a new project when none is open, then answers loginDone', async () => {
    const port = new TestPort().set({ user: 'guest' });
    const reply = await send(port, {
      action: 'login',
      requestId: 'L1',
      data: { id: 'HQ', user: 'admin', password: 'right' },
    });
    expect(reply).toEqual({
      status: 0,
      action: 'loginDone',
      msg: JSON.stringify({ id: null, des: '', rows: 0 }),
      sessionId: 'login-session',
      requestId: 'L1',
    });
    expect(port.callsOf('login')).toEqual([[{ id: 'HQ', user: 'admin', password: 'right' }]]);
    expect(port.callsOf('newProject')).toEqual([[{ skipChoices: true }]]);
  });

  it('keeps an open project after login', async () => {
    const port = new TestPort().openNew('Open one');
    await send(port, { action: 'login', id: 'HQ', user: 'admin', password: 'right' });
    expect(port.callsOf('newProject')).toEqual([]);
  });

  it('needs id, user and password together', async () => {
    const port = new TestPort();
    for (const data of [
      {},
      { id: 'HQ' },
      { id: 'HQ', user: 'admin' },
      { user: 'admin', password: 'x' },
      { id: 'HQ', user: 'a', password: 5 },
    ]) {
      expect(await send(port, { action: 'login', data })).toMatchObject({
        status: 1,
        action: 'login',
        msg: 'Login needs id, user and password together',
      });
    }
    expect(port.callsOf('login')).toEqual([]);
  });

  it("passes the login failure through ('Incorrect data, please check your credentials.')", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'login', id: 'HQ', user: 'admin', password: 'wrong' })).toEqual({
      status: 1,
      action: 'login',
      msg: 'Incorrect data, please check your credentials.',
    });
  });

  it("logs in with an RSA key; a failure is the APP error 'RSA login failed' with the reason as detail", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'login', key: 'good.key.sig' })).toMatchObject({
      status: 0,
      action: 'loginDone',
      sessionId: 'rsa-session',
    });
    expect(await send(port, { action: 'login', key: 'bad.key.sig', requestId: 9 })).toEqual({
      status: 1,
      action: 'APP',
      msg: 'RSA login failed',
      detail: 'RSA login failed: signature does not verify',
      requestId: 9,
    });
  });

  it('logs in as guest with guest: true', async () => {
    const port = new TestPort().set({ user: 'none', sessionId: null });
    expect(await send(port, { action: 'login', guest: true })).toMatchObject({
      status: 0,
      action: 'loginDone',
      sessionId: 'guest-session',
    });
    expect(port.callsOf('guestLogin')).toEqual([[]]);
  });
});

describe('save (spec 4)', () => {
  it('saves and answers the document (project JSON, or the variants string in a single-article frame)', async () => {
    const port = new TestPort().openNew('Mine');
    const reply = await send(port, { action: 'save' });
    expect(reply).toEqual({
      status: 0,
      action: 'save',
      msg: JSON.stringify({ id: 100, des: 'Mine', rows: 0 }),
      sessionId: 'session-1',
      projectId: 100,
    });
    port.singleArticleFrame = true;
    port.project!.rows.push({
      boxid: 'B1',
      catalog: 'KITCHEN',
      model: 'B1',
      variants: { WIDTH: '600', FINISH: 'OAK' },
    });
    port.project!.currentRow = 0;
    expect(await send(port, { action: 'save' })).toMatchObject({ msg: 'WIDTH=600;FINISH=OAK' });
  });

  it('lets a guest save the configuration to the host without a stored project', async () => {
    const port = new TestPort().set({ user: 'guest' }).openNew();
    expect(await send(port, { action: 'save' })).toMatchObject({ status: 0, projectId: null });
    expect(port.callsOf('saveProject')).toEqual([]);
  });
});

describe('generateOffer (spec 4)', () => {
  it('sends offerProgress events at 0.1, 0.2, 0.4, 0.6, then answers the file as JSON', async () => {
    const port = new TestPort().openNew();
    const events: HostReply[] = [];
    const reply = await send(
      port,
      { action: 'generateOffer', requestId: 'o' },
      { transport: 'iframe', emit: (e) => events.push(e) },
    );
    expect(events.map((e) => [e.action, e.msg, e.progress, e.requestId])).toEqual([
      ['offerProgress', '0.1', 0.1, 'o'],
      ['offerProgress', '0.2', 0.2, 'o'],
      ['offerProgress', '0.4', 0.4, 'o'],
      ['offerProgress', '0.6', 0.6, 'o'],
    ]);
    expect(reply).toEqual({
      status: 0,
      action: 'generateOffer',
      msg: JSON.stringify({ url: '/api/v1/reports/abc', fileName: 'order_merge.pdf' }),
      requestId: 'o',
    });
  });

  it('still answers when the transport cannot post the progress events', async () => {
    const port = new TestPort().openNew();
    const emit = () => {
      throw new Error('window closed');
    };
    expect(await send(port, { action: 'generateOffer' }, { transport: 'iframe', emit })).toMatchObject({
      status: 0,
    });
  });
});

describe('configure (spec 4)', () => {
  const stored = () => {
    const port = new TestPort();
    port.saved.set(7, {
      id: 7,
      description: 'Kitchen',
      rows: [
        { boxid: 'B1', catalog: 'KITCHEN', model: 'B1', variants: {} },
        { boxid: 'B2', catalog: 'KITCHEN', model: 'B2', variants: {} },
      ],
      currentRow: 0,
    });
    return port;
  };

  it('with project and box id: opens the project when another is loaded, then sets the active row', async () => {
    const port = stored();
    const reply = await send(port, { action: 'configure', data: { id: 7, boxid: 'B2' } });
    expect(reply).toMatchObject({ status: 0, action: 'configure', sessionId: 'session-1' });
    expect(port.callsOf('openProject')).toEqual([[{ id: 7 }]]);
    expect(port.project?.currentRow).toBe(1);
  });

  it('with project and box id of the loaded project: only sets the active row', async () => {
    const port = stored();
    await send(port, { action: 'openProject', id: 7 });
    await send(port, { action: 'configure', project: '7', boxId: 'B2' });
    expect(port.callsOf('openProject')).toHaveLength(1);
    expect(port.project?.currentRow).toBe(1);
  });

  it('with project only: opens it (again)', async () => {
    const port = stored();
    await send(port, { action: 'openProject', id: 7 });
    await send(port, { action: 'configure', id: 7 });
    expect(port.callsOf('openProject')).toEqual([[{ id: 7 }], [{ id: 7 }]]);
  });

  it('with nothing: starts a new project only when none is open', async () => {
    const port = new TestPort().set({ user: 'guest' });
    expect(await send(port, { action: 'configure' })).toMatchObject({ status: 0 });
    expect(port.callsOf('newProject')).toEqual([[{ skipChoices: true }]]);
    await send(port, { action: 'configure' });
    expect(port.callsOf('newProject')).toHaveLength(1);
  });

  it('refuses a guest naming a project, an unknown row, a row without a project, and bad ids', async () => {
    const port = stored().set({ user: 'guest' });
    expect(await send(port, { action: 'configure', id: 7 })).toMatchObject({ msg: 'First must do login' });
    expect(await send(port, { action: 'configure', project: '7' })).toMatchObject({
      msg: 'First must do login',
    });
    port.set({ user: 'pro' });
    expect(await send(port, { action: 'configure', boxid: 'B1' })).toMatchObject({
      msg: 'You must first initialize a project',
    });
    expect(await send(port, { action: 'configure', id: 7, boxid: 'B9' })).toMatchObject({
      msg: 'Row B9 not found',
    });
    expect(await send(port, { action: 'configure', id: 'seven' })).toMatchObject({
      msg: 'Invalid id project: expected a whole number from 1 to 2147483647',
    });
    // A blank id names no project: a guest may start one.
    port.set({ user: 'guest' });
    port.project = null;
    port.set({ project: null });
    expect(await send(port, { action: 'configure', id: null })).toMatchObject({ status: 0 });
    expect(port.callsOf('newProject')).toHaveLength(1);
  });

  it('reports a missing project file as openProject does (status 0 inside an iframe)', async () => {
    const port = stored();
    port.saved.set(8, 'missing');
    expect(await send(port, { action: 'configure', id: 8, boxid: 'B1' })).toEqual({
      status: 0,
      action: 'configure',
      msg: 'Missing Project File',
    });
    expect(port.callsOf('selectRow')).toEqual([]);
  });
});
