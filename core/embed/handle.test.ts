import { describe, expect, it } from 'vitest';
import { GuestAdmission } from './admission';
import type { HostContext } from './action-types';
import { handleHostMessage, hostActions } from './handle';
import { TestPort } from './test-port';

const iframe: HostContext = { transport: 'iframe' };

describe('what is a protocol message', () => {
  it('answers nothing to messages without a text action (other libraries post messages too)', async () => {
    const port = new TestPort();
    for (const raw of [
      null,
      undefined,
      42,
      'hello',
      [],
      ['setLang'],
      {},
      { type: 'webpackOk' },
      { action: 7 },
      { action: null },
    ]) {
      expect(await handleHostMessage(raw, port, iframe)).toBeNull();
    }
    expect(await handleHostMessage({ action: 'x'.repeat(65) }, port, iframe)).toBeNull();
    expect(port.calls).toEqual([]);
  });

  it("answers 'Unknown action' to an action it does not know, whatever its name", async () => {
    const port = new TestPort();
    for (const action of [
      '',
      'SETLANG',
      'deleteEverything',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
    ]) {
      expect(await handleHostMessage({ action }, port, iframe)).toEqual({
        status: 1,
        action,
        msg: 'Unknown action',
      });
    }
  });

  it('takes the data from `data`, or from the message itself when there is no data object', async () => {
    const port = new TestPort();
    expect(await handleHostMessage({ action: 'setLang', data: { lang: 'it' } }, port, iframe)).toMatchObject({
      status: 0,
    });
    expect(port.language).toBe('it');
    expect(await handleHostMessage({ action: 'setLang', lang: 'de' }, port, iframe)).toMatchObject({
      status: 0,
    });
    expect(port.language).toBe('de');
    // A data that is not an object (a string, an array) means the fields sit on the message.
    expect(await handleHostMessage({ action: 'setLang', data: 'x', lang: 'en' }, port, iframe)).toMatchObject(
      { status: 0 },
    );
    expect(port.language).toBe('en');
  });

  it('accepts a message posted as JSON text', async () => {
    const port = new TestPort();
    const reply = await handleHostMessage(
      JSON.stringify({ action: 'setLang', data: { lang: 'it' } }),
      port,
      iframe,
    );
    expect(reply).toEqual({ status: 0, action: 'setLang', msg: 'Language changed' });
    expect(await handleHostMessage('{"action": "setLang", ', port, iframe)).toBeNull();
    // Text beyond 16 MB is not even parsed.
    const flood = `{"action":"setLang","lang":"it","pad":"${'x'.repeat(16 * 1024 * 1024)}"}`;
    expect(await handleHostMessage(flood, port, iframe)).toBeNull();
  });

  it('echoes a valid requestId (text up to 128 characters, or a safe integer) and drops others', async () => {
    const port = new TestPort();
    const ask = (requestId: unknown) =>
      handleHostMessage({ action: 'setLang', lang: 'it', requestId }, port, iframe);
    expect(await ask('r-1')).toEqual({
      status: 0,
      action: 'setLang',
      msg: 'Language changed',
      requestId: 'r-1',
    });
    expect(await ask(42)).toMatchObject({ requestId: 42 });
    for (const bad of [1.5, 'x'.repeat(129), { id: 1 }, Number.MAX_SAFE_INTEGER + 2, null]) {
      expect(await ask(bad)).not.toHaveProperty('requestId');
    }
    // Errors carry it too.
    expect(await handleHostMessage({ action: 'nope', requestId: 'r-2' }, port, iframe)).toEqual({
      status: 1,
      action: 'nope',
      msg: 'Unknown action',
      requestId: 'r-2',
    });
  });

  it('knows the 18 actions of spec 4, 5 and 7 (loadCatalog only from the layout tool)', async () => {
    expect([...hostActions.keys()].sort()).toEqual(
      [
        'changeVariant',
        'configure',
        'generateOffer',
        'getJsonProject',
        'goTo',
        'insertArticle',
        'loadCatalog',
        'loadGallery',
        'login',
        'navigateTo',
        'openGallery',
        'openProject',
        'save',
        'saveProject',
        'saveTranslations',
        'setLang',
        'setModel',
        'takePicture',
      ].sort(),
    );
    const port = new TestPort();
    const message = { action: 'loadCatalog', catalog: 'kitchen' };
    expect(await handleHostMessage(message, port, iframe)).toMatchObject({
      status: 1,
      msg: 'Unknown action',
    });
    expect(await handleHostMessage(message, port, { transport: 'desktop' })).toMatchObject({
      msg: 'Unknown action',
    });
    expect(await handleHostMessage(message, port, { transport: 'layout-tool' })).toEqual({
      status: 0,
      action: 'loadCatalog',
      msg: 'KITCHEN',
    });
    expect(port.path).toBe('/itemsearch');
  });
});

describe('pre-checks (spec 5: authenticated, project open, 3D view; in that order)', () => {
  it("refuses without a session 'First must do login', before looking at the project or the fields", async () => {
    const port = new TestPort().set({ user: 'none', sessionId: null });
    expect(await handleHostMessage({ action: 'changeVariant' }, port, iframe)).toEqual({
      status: 1,
      action: 'changeVariant',
      msg: 'First must do login',
    });
    expect(
      await handleHostMessage({ action: 'setModel', catalog: 'KITCHEN', model: 'B1' }, port, iframe),
    ).toMatchObject({
      msg: 'First must do login',
    });
    expect(port.calls).toEqual([]);
  });

  it('lets guests configure but not open, save or make offers (those need a signed-in user)', async () => {
    const port = new TestPort().set({ user: 'guest' });
    expect(
      await handleHostMessage({ action: 'setModel', catalog: 'KITCHEN', model: 'B1' }, port, iframe),
    ).toMatchObject({
      status: 0,
      msg: 'Model set correctly',
    });
    for (const action of ['openProject', 'saveProject', 'generateOffer', 'saveTranslations']) {
      expect(await handleHostMessage({ action, id: 7 }, port, iframe)).toMatchObject({
        status: 1,
        msg: 'First must do login',
      });
    }
  });

  it("refuses 'You must first initialize a project' then 'You must first go to 3D view'", async () => {
    const port = new TestPort();
    const change = { action: 'changeVariant', varCod: 'width', varVal: '600' };
    expect(await handleHostMessage(change, port, iframe)).toMatchObject({
      msg: 'You must first initialize a project',
    });
    port.openNew();
    expect(await handleHostMessage(change, port, iframe)).toMatchObject({
      msg: 'You must first go to 3D view',
    });
    expect(await handleHostMessage({ action: 'takePicture' }, port, iframe)).toMatchObject({
      msg: 'You must first go to 3D view',
    });
    expect(await handleHostMessage({ action: 'getJsonProject' }, port, iframe)).toMatchObject({ status: 0 });
    expect(port.callsOf('changeVariant')).toEqual([]);
  });

  it('checks before validating: a missing field of a refused request is not reported', async () => {
    const port = new TestPort();
    expect(await handleHostMessage({ action: 'changeVariant' }, port, iframe)).toMatchObject({
      msg: 'You must first initialize a project',
    });
  });
});

describe('guest admission inside an iframe (spec 4, 6)', () => {
  const refused = { status: 1, msg: "This site doesn't allow guest users!" };

  it('refuses every request, known or not, while guests are not admitted', async () => {
    const port = new TestPort().set({ user: 'guest' });
    const context: HostContext = { transport: 'iframe', admission: new GuestAdmission({}) };
    for (const message of [
      { action: 'setLang', lang: 'it' },
      { action: 'nope' },
      { action: 'login', guest: true },
    ]) {
      expect(await handleHostMessage(message, port, context)).toMatchObject({
        ...refused,
        action: message.action,
      });
    }
    expect(port.calls).toEqual([]);
    expect(port.language).toBe('en');
  });

  it('still answers a login with credentials or a key: a signed-in user admits the page from then on', async () => {
    const port = new TestPort().set({ user: 'guest' });
    const admission = new GuestAdmission({ sessionId: '', userId: null });
    const context: HostContext = { transport: 'iframe', admission };
    expect(
      await handleHostMessage(
        { action: 'login', data: { id: 'HQ', user: 'admin', password: 'wrong' } },
        port,
        context,
      ),
    ).toMatchObject({ status: 1, action: 'login', msg: 'Incorrect data, please check your credentials.' });
    expect(admission.admitted).toBe(false);
    const done = await handleHostMessage(
      { action: 'login', data: { id: 'HQ', user: 'admin', password: 'right' } },
      port,
      context,
    );
    expect(done).toMatchObject({ status: 0, action: 'loginDone', sessionId: 'login-session' });
    expect(admission.admitted).toBe(true);
    expect(await handleHostMessage({ action: 'setLang', lang: 'it' }, port, context)).toMatchObject({
      status: 0,
    });
  });

  it('admits guests when the page had a session or user id at load, and ignores admission outside iframes', async () => {
    const port = new TestPort().set({ user: 'guest' });
    const withSession: HostContext = {
      transport: 'iframe',
      admission: new GuestAdmission({ sessionId: 's-1' }),
    };
    expect(await handleHostMessage({ action: 'setLang', lang: 'it' }, port, withSession)).toMatchObject({
      status: 0,
    });
    const withUser: HostContext = { transport: 'iframe', admission: new GuestAdmission({ userId: 'u-1' }) };
    expect(await handleHostMessage({ action: 'setLang', lang: 'de' }, port, withUser)).toMatchObject({
      status: 0,
    });
    const desktop: HostContext = { transport: 'desktop', admission: new GuestAdmission({}) };
    expect(await handleHostMessage({ action: 'setLang', lang: 'en' }, port, desktop)).toMatchObject({
      status: 0,
    });
  });

  it('admits once a non-guest user appears, however they signed in', async () => {
    const port = new TestPort().set({ user: 'guest' });
    const context: HostContext = { transport: 'iframe', admission: new GuestAdmission({}) };
    expect(await handleHostMessage({ action: 'setLang', lang: 'it' }, port, context)).toMatchObject(refused);
    port.set({ user: 'customer' }); // e.g. the login dialog inside the frame
    expect(await handleHostMessage({ action: 'setLang', lang: 'it' }, port, context)).toMatchObject({
      status: 0,
    });
    port.set({ user: 'guest' }); // admission stays for the life of the page
    expect(await handleHostMessage({ action: 'setLang', lang: 'de' }, port, context)).toMatchObject({
      status: 0,
    });
  });
});

describe('library errors', () => {
  it('are passed through as the message (spec 8), whatever was thrown', async () => {
    const port = new TestPort().openNew().set({ view3d: true });
    port.project!.rows.push({ boxid: 'B', catalog: 'KITCHEN', model: 'B1', variants: {} });
    port.project!.currentRow = 0;
    expect(
      await handleHostMessage({ action: 'changeVariant', varCod: 'width', varVal: 'wide' }, port, iframe),
    ).toEqual({
      status: 1,
      action: 'changeVariant',
      msg: 'Value WIDE not allowed for WIDTH',
    });
    port.failWith = 'plain text failure';
    expect(await handleHostMessage({ action: 'takePicture' }, port, iframe)).toMatchObject({
      status: 1,
      msg: 'plain text failure',
    });
    port.failWith = { weird: true };
    expect(await handleHostMessage({ action: 'takePicture' }, port, iframe)).toMatchObject({
      status: 1,
      msg: 'Unknown error',
    });
    port.failWith = new Error('');
    expect(await handleHostMessage({ action: 'takePicture' }, port, iframe)).toMatchObject({
      status: 1,
      msg: 'Unknown error',
    });
  });

  it('a port whose state() throws still gets a reply, never a rejection', async () => {
    const port = new TestPort();
    port.state = () => {
      throw new Error('store not ready');
    };
    expect(await handleHostMessage({ action: 'setLang', lang: 'it' }, port, iframe)).toEqual({
      status: 1,
      action: 'setLang',
      msg: 'store not ready',
    });
  });
});
