import { describe, expect, it } from 'vitest';
import {
  GuestAdmission,
  handleHostMessage,
  HostErrors,
  type HostContext,
  type HostReply,
} from '../../core/embed';
import { Project } from '../../core/project/schema';
import { FakeFacade } from './fakeFacade';
import { createHostPort, hostDocument } from './hostPort';

const project = (extra: Record<string, unknown> = {}) =>
  Project.parse({
    schemaVersion: 2,
    des: 'Rossi kitchen',
    rows: [{ uniqueid: 'r1', boxid: 'BOX3', catalog: 'KITCHEN', model: 'B1', var: 'WIDTH=600' }],
    currentrow: 'r1',
    ...extra,
  });

function setup(context: Partial<HostContext> = {}) {
  const facade = new FakeFacade();
  const port = createHostPort(facade);
  const send = (message: unknown) =>
    handleHostMessage(message, port, { transport: 'iframe', ...context }) as Promise<HostReply>;
  return { facade, port, send };
}

describe('the host port dispatches the renderer actions of the facade', () => {
  it('setModel, insertArticle, loadGallery: the action name and its arguments, then the spec 8 reply', async () => {
    const { facade, send } = setup();
    expect(await send({ action: 'setModel', data: { catalog: 'kitchen', model: 'b1' } })).toEqual({
      status: 0,
      action: 'setModel',
      msg: 'Model set correctly',
    });
    expect(
      await send({
        action: 'insertArticle',
        catalog: 'KITCHEN',
        model: 'B1',
        classification: 'DOORS',
        article: 'A200',
      }),
    ).toMatchObject({ status: 0, msg: 'Article added correctly' });
    expect(
      await send({ action: 'loadGallery', data: { catalog: 'KITCHEN', idGallery: 'g-one' } }),
    ).toMatchObject({
      status: 0,
      msg: 'Gallery loaded correctly',
    });
    expect(facade.calls).toEqual([
      { name: 'setModel', args: { catalog: 'KITCHEN', model: 'B1' } },
      {
        name: 'insertArticle',
        args: {
          catalog: 'KITCHEN',
          model: 'B1',
          classification: 'DOORS',
          article: 'A200',
          side: 'L',
          header: '',
        },
      },
      { name: 'loadGallery', args: { catalog: 'KITCHEN', idGallery: 'G-ONE' } },
    ]);
  });

  it('changeVariant answers with the variants the action returns; it needs a project and the 3D view', async () => {
    const { facade, send } = setup();
    expect(await send({ action: 'changeVariant', varCod: 'finish', varVal: 'oak' })).toMatchObject({
      status: 1,
      msg: 'You must first initialize a project',
    });
    facade.update({ project: project(), view3d: true });
    facade.results.changeVariant = 'WIDTH=600;FINISH=OAK';
    expect(await send({ action: 'changeVariant', varCod: 'finish', varVal: 'oak' })).toEqual({
      status: 0,
      action: 'changeVariant',
      msg: 'WIDTH=600;FINISH=OAK',
    });
    expect(facade.calls).toEqual([{ name: 'changeVariant', args: { varCod: 'FINISH', varVal: 'OAK' } }]);
  });

  it('navigateTo dispatches navigate with the built path; setLang dispatches setLanguage', async () => {
    const { facade, send } = setup();
    expect(await send({ action: 'navigateTo', data: { page: 'ITEMSEARCHPRJ', params: 'newprj' } })).toEqual({
      status: 0,
      action: 'navigateTo',
      msg: 'Page chenged',
    });
    expect(await send({ action: 'setLang', data: { lang: 'IT' } })).toMatchObject({
      msg: 'Language changed',
    });
    expect(facade.calls).toEqual([
      { name: 'navigate', args: { path: '/itemsearch/newprj' } },
      { name: 'setLanguage', args: { language: 'it' } },
    ]);
  });

  it('an action the app does not have yet comes back as its error, status 1', async () => {
    const { facade, send } = setup();
    facade.results.setModel = new Error('Unknown action: setModel');
    expect(await send({ action: 'setModel', data: { catalog: 'KITCHEN', model: 'B1' } })).toEqual({
      status: 1,
      action: 'setModel',
      msg: 'Unknown action: setModel',
    });
  });

  it('login: credentials, RSA key and guest each dispatch their action; with no project a new one starts', async () => {
    const { facade, send } = setup();
    facade.results.newProject = () => facade.update({ project: project() });
    const reply = await send({
      action: 'login',
      requestId: 7,
      data: { id: 'MILANO', user: 'seller5', password: 'pw' },
    });
    expect(reply).toMatchObject({ status: 0, action: 'loginDone', sessionId: 'session-1', requestId: 7 });
    expect(JSON.parse(reply.msg)).toMatchObject({ des: 'Rossi kitchen' });
    await send({ action: 'login', data: { key: 'a.b.c' } });
    await send({ action: 'login', data: { guest: true } });
    expect(facade.calls).toEqual([
      { name: 'login', args: { id: 'MILANO', user: 'seller5', password: 'pw' } },
      { name: 'newProject', args: { skipChoices: true } },
      { name: 'rsaLogin', args: { key: 'a.b.c', reportToParent: false } },
      { name: 'guestLogin', args: undefined },
    ]);
  });

  it('openProject, saveProject, save, getJsonProject, takePicture, generateOffer, configure', async () => {
    const { facade, send } = setup();
    const events: HostReply[] = [];
    const withEmit = (message: unknown) =>
      handleHostMessage(message, createHostPort(facade), {
        transport: 'iframe',
        emit: (e) => events.push(e),
      });
    facade.results.openProject = () => facade.update({ project: project(), projectId: 42, revision: 3 });
    expect(await send({ action: 'openProject', data: { id: '42' } })).toMatchObject({ status: 0, msg: '42' });
    facade.results.saveProject = { id: 42 };
    expect(await send({ action: 'saveProject', data: { description: 'ignored: it has one' } })).toMatchObject(
      {
        msg: '42',
      },
    );
    expect(await send({ action: 'save' })).toMatchObject({
      status: 0,
      projectId: 42,
      sessionId: 'session-1',
    });
    facade.results.exportProject = { id: 42, currency: 'EUR' };
    expect(await send({ action: 'getJsonProject' })).toMatchObject({ msg: '{"id":42,"currency":"EUR"}' });
    facade.update({ view3d: true });
    facade.results.takePicture = 'data:image/png;base64,AAAA';
    expect(await send({ action: 'takePicture', data: { width: 800 } })).toMatchObject({
      msg: 'data:image/png;base64,AAAA',
    });
    facade.results.generateOffer = (args: { onProgress: (p: number) => void }) => {
      args.onProgress(0.1);
      args.onProgress(0.6);
      return { url: '/api/v1/reports/1', fileName: 'order_merge.pdf' };
    };
    expect(await withEmit({ action: 'generateOffer', requestId: 'o1' })).toMatchObject({
      msg: '{"url":"/api/v1/reports/1","fileName":"order_merge.pdf"}',
      requestId: 'o1',
    });
    expect(events.map((e) => e.progress)).toEqual([0.1, 0.6]);
    expect(await send({ action: 'configure', data: { boxid: 'BOX3' } })).toMatchObject({ status: 0 });
    expect(facade.calls.map((c) => [c.name, c.args])).toEqual([
      ['openProject', { id: 42 }],
      ['saveProject', {}],
      ['save', undefined],
      ['exportProject', undefined],
      ['takePicture', { width: 800, height: 1000 }],
      ['generateOffer', { onProgress: expect.any(Function) }],
      ['selectRow', { boxId: 'BOX3' }],
    ]);
  });

  it("'Missing Project File' from openProject is status 0 inside an iframe", async () => {
    const { facade, send } = setup();
    facade.results.openProject = new Error('Missing Project File');
    expect(await send({ action: 'openProject', data: { id: 9 } })).toEqual({
      status: 0,
      action: 'openProject',
      msg: 'Missing Project File',
    });
  });

  it('openGallery shows the catalogue at item search (openGallery) and answers the galleries', async () => {
    const { facade, send } = setup();
    expect(await send({ action: 'openGallery', data: { catalog: 'kitchen' } })).toEqual({
      status: 0,
      action: 'openGallery',
      msg: '[{"cod":"G-ONE","des":"Gallery one"}]',
    });
    expect(facade.calls).toEqual([{ name: 'openGallery', args: { catalog: 'KITCHEN' } }]);
  });

  it('a save conflict left open (saveProject resolves null) is an error, not an empty id', async () => {
    const { facade, send } = setup();
    facade.update({ user: 'pro', project: project(), projectId: 42, revision: 3 });
    facade.results.saveProject = null;
    expect(await send({ action: 'saveProject' })).toEqual({
      status: 1,
      action: 'saveProject',
      msg: HostErrors.projectNotSaved,
    });
  });

  it('loadCatalog is known to the layout tool only, and dispatches loadCatalog', async () => {
    const { facade, port, send } = setup();
    expect(await send({ action: 'loadCatalog', data: { catalog: 'kitchen' } })).toMatchObject({
      status: 1,
      msg: 'Unknown action',
    });
    const reply = await handleHostMessage({ action: 'loadCatalog', data: { catalog: 'kitchen' } }, port, {
      transport: 'layout-tool',
    });
    expect(reply).toEqual({ status: 0, action: 'loadCatalog', msg: 'KITCHEN' });
    expect(facade.calls).toEqual([{ name: 'loadCatalog', args: { catalog: 'KITCHEN' } }]);
  });

  it('guests are refused until admitted, and nothing is dispatched', async () => {
    const { facade, send } = setup({ admission: new GuestAdmission({}) });
    facade.update({ user: 'guest' });
    expect(await send({ action: 'navigateTo', data: { page: 'home' } })).toEqual({
      status: 1,
      action: 'navigateTo',
      msg: "This site doesn't allow guest users!",
    });
    expect(facade.calls).toEqual([]);
  });
});

describe('host documents', () => {
  it('a single-article frame reports the current row variants, other screens the project', () => {
    const facade = new FakeFacade();
    facade.update({ project: project() });
    expect(hostDocument(facade.snapshot())).toMatchObject({ project: { des: 'Rossi kitchen' } });
    facade.update({ singleArticle: true });
    expect(hostDocument(facade.snapshot())).toEqual({ variants: 'WIDTH=600' });
  });
});
