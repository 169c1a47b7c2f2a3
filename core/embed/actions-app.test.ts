import { describe, expect, it } from 'vitest';
import type { HostContext } from './action-types';
import { buildRoutePath, routeParams } from './actions-app';
import { handleHostMessage } from './handle';
import { TestPort } from './test-port';

const iframe: HostContext = { transport: 'iframe' };
const send = (port: TestPort, message: Record<string, unknown>) => handleHostMessage(message, port, iframe);

describe('navigateTo and goTo (spec 5)', () => {
  it("goes to a named route, matched case-insensitively, and answers 'Page chenged' (sic)", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'navigateTo', page: 'OfferView' })).toEqual({
      status: 0,
      action: 'navigateTo',
      msg: 'Page chenged',
    });
    expect(port.path).toBe('/offerview');
    expect(await send(port, { action: 'goTo', data: { page: 'CONFIGURATOR3D' } })).toEqual({
      status: 0,
      action: 'goTo',
      msg: 'Page chenged',
    });
    expect(port.path).toBe('/configurator3d');
  });

  it('splits params by slash, drops empties, and fills the route parameters in order (encoded)', async () => {
    const port = new TestPort();
    await send(port, { action: 'navigateTo', page: 'rsalogin', params: '//abc.def/ goTo /' });
    expect(port.path).toBe('/rsalogin/abc.def/goTo');
    await send(port, { action: 'navigateTo', page: 'closetool', params: 'a b?' });
    expect(port.path).toBe('/closetool/a%20b%3F');
    await send(port, { action: 'navigateTo', page: 'closetool' });
    expect(port.path).toBe('/closetool');
    await send(port, { action: 'navigateTo', page: 'closetool', params: [12] });
    expect(port.path).toBe('/closetool/12');
  });

  it("refuses 'Missing page to go', 'Unknown page [page]' and parameters that do not fit", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'navigateTo' })).toMatchObject({
      status: 1,
      msg: 'Missing page to go',
    });
    expect(await send(port, { action: 'navigateTo', page: 'admin' })).toMatchObject({
      status: 1,
      msg: 'Unknown page [admin]',
    });
    expect(await send(port, { action: 'navigateTo', page: 'x'.repeat(10_000) })).toMatchObject({
      msg: `Unknown page [${'x'.repeat(77)}...]`,
    });
    expect(await send(port, { action: 'navigateTo', page: 'itemsearchprj' })).toMatchObject({
      msg: 'Missing parameter [newprj] for page [itemsearchprj]',
    });
    expect(await send(port, { action: 'navigateTo', page: 'home', params: 'extra' })).toMatchObject({
      msg: 'Too many parameters for page [home]',
    });
    expect(port.callsOf('navigate')).toEqual([]);
  });

  it('routeParams and buildRoutePath', () => {
    expect(routeParams({ params: 'a//b/' })).toEqual(['a', 'b']);
    expect(routeParams({ params: ['a', '', 3, null, { x: 1 }] })).toEqual(['a', '3']);
    expect(routeParams({})).toEqual([]);
    expect(buildRoutePath({ name: 'r', path: '/rsalogin/:key/:action?' }, ['k'])).toBe('/rsalogin/k');
    expect(buildRoutePath({ name: 'r', path: '/a/:x' }, ['../../admin'])).toBe('/a/..%2F..%2Fadmin');
  });
});

describe('setLang (spec 5)', () => {
  it("switches to a configured language, case-insensitively, and answers 'Language changed'", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setLang', lang: 'IT' })).toEqual({
      status: 0,
      action: 'setLang',
      msg: 'Language changed',
    });
    expect(port.language).toBe('it');
  });

  it('maps d to de and underscores to hyphens', async () => {
    const port = new TestPort();
    await send(port, { action: 'setLang', lang: 'd' });
    expect(port.language).toBe('de');
    port.set({ languages: ['en_GB', 'pt-BR'] });
    await send(port, { action: 'setLang', lang: 'pt_br' });
    expect(port.language).toBe('pt-BR');
    await send(port, { action: 'setLang', lang: 'EN-gb' });
    expect(port.language).toBe('en-GB');
  });

  it("refuses 'Missing lang', 'Lang [x] not valid', 'No valid language set in the config'", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setLang' })).toMatchObject({ status: 1, msg: 'Missing lang' });
    expect(await send(port, { action: 'setLang', lang: 'fr' })).toMatchObject({
      status: 1,
      msg: 'Lang [fr] not valid',
    });
    port.set({ languages: ['', '  '] });
    expect(await send(port, { action: 'setLang', lang: 'en' })).toMatchObject({
      status: 1,
      msg: 'No valid language set in the config',
    });
    expect(port.callsOf('setLanguage')).toEqual([]);
  });
});

describe('saveTranslations', () => {
  it("saves a language's texts and answers 'Translations saved'", async () => {
    const port = new TestPort();
    const reply = await send(port, {
      action: 'saveTranslations',
      data: { lang: 'it', translations: { hello: 'ciao' } },
    });
    expect(reply).toEqual({ status: 0, action: 'saveTranslations', msg: 'Translations saved' });
    expect(port.translations).toEqual({ it: { hello: 'ciao' } });
  });

  it('refuses non-text translations and prototype keys, naming them; nothing is saved', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'saveTranslations', translations: { a: 'b' } })).toMatchObject({
      msg: 'Missing lang',
    });
    expect(await send(port, { action: 'saveTranslations', lang: 'it' })).toMatchObject({
      msg: 'Missing translations',
    });
    for (const lang of ['__proto__', '../it', 'it/../../x', 'italiano-molto-lungo-davvero']) {
      expect(await send(port, { action: 'saveTranslations', lang, translations: {} })).toMatchObject({
        msg: `Lang [${lang}] not valid`,
      });
    }
    expect(await send(port, { action: 'saveTranslations', lang: 'it', translations: ['a'] })).toMatchObject({
      msg: 'Missing translations',
    });
    expect(
      await send(port, { action: 'saveTranslations', lang: 'it', translations: { a: 'b', n: 2 } }),
    ).toMatchObject({
      msg: 'Translation [n] is not text',
    });
    const polluted = JSON.parse(
      '{"action":"saveTranslations","lang":"it","translations":{"__proto__":{"x":"y"}}}',
    );
    expect(await send(port, polluted)).toMatchObject({ msg: 'Translation key [__proto__] is not allowed' });
    expect(port.callsOf('saveTranslations')).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('takePicture (spec 5, 9)', () => {
  const on3d = () => new TestPort().openNew().set({ view3d: true });

  it('takes 1000 x 1000 by default and answers the picture as a data URL', async () => {
    const port = on3d();
    expect(await send(port, { action: 'takePicture' })).toEqual({
      status: 0,
      action: 'takePicture',
      msg: 'data:image/png;base64,1000x1000',
    });
    await send(port, { action: 'takePicture', data: { width: '640', height: 480 } });
    await send(port, { action: 'takePicture', data: { width: '', height: null } });
    expect(port.callsOf('takePicture')).toEqual([
      [{ width: 1000, height: 1000 }],
      [{ width: 640, height: 480 }],
      [{ width: 1000, height: 1000 }],
    ]);
  });

  it('refuses sizes that are not whole numbers from 1 to 8192, naming the field', async () => {
    const port = on3d();
    for (const width of [0, -5, 1.5, 'wide', '12px', 8193, 1e12, true, {}]) {
      expect(await send(port, { action: 'takePicture', width })).toMatchObject({
        status: 1,
        msg: 'Invalid width: expected a whole number from 1 to 8192',
      });
    }
    expect(await send(port, { action: 'takePicture', height: 'tall' })).toMatchObject({
      msg: 'Invalid height: expected a whole number from 1 to 8192',
    });
    expect(port.callsOf('takePicture')).toEqual([]);
  });
});

describe('getJsonProject', () => {
  it('answers the exported project as JSON text', async () => {
    const port = new TestPort().openNew('My kitchen');
    const reply = await send(port, { action: 'getJsonProject' });
    expect(reply).toMatchObject({ status: 0, action: 'getJsonProject' });
    expect(JSON.parse(reply!.msg)).toEqual({ id: null, des: 'My kitchen', rows: [] });
  });
});
