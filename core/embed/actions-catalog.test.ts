import { describe, expect, it } from 'vitest';
import type { HostContext } from './action-types';
import { handleHostMessage } from './handle';
import { TestPort } from './test-port';

const iframe: HostContext = { transport: 'iframe' };
const send = (port: TestPort, message: Record<string, unknown>) => handleHostMessage(message, port, iframe);

describe('setModel (spec 5)', () => {
  it('sets the model by its stored codes and answers "Model set correctly"', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setModel', data: { catalog: 'kitchen', model: 'b1' } })).toEqual({
      status: 0,
      action: 'setModel',
      msg: 'Model set correctly',
    });
    expect(port.callsOf('setModel')).toEqual([[{ catalog: 'KITCHEN', model: 'B1' }]]);
    expect(port.state().view3d).toBe(true);
  });

  it('needs a catalog, else the forced catalogue of the configuration', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setModel', model: 'B1' })).toMatchObject({
      status: 1,
      msg: 'Missing catalog',
    });
    expect(await send(port, { action: 'setModel', catalog: '   ', model: 'B1' })).toMatchObject({
      msg: 'Missing catalog',
    });
    port.set({ forcedCatalog: 'KITCHEN' });
    expect(await send(port, { action: 'setModel', model: 'B1' })).toMatchObject({ status: 0 });
    // The message's own catalogue is used when it names one.
    expect(await send(port, { action: 'setModel', catalog: 'LIVING', model: 'SIDEBOARD' })).toMatchObject({
      status: 0,
    });
    expect(port.callsOf('setModel').at(-1)).toEqual([{ catalog: 'LIVING', model: 'SIDEBOARD' }]);
  });

  it("refuses 'Missing model', 'Catalog not found', and 'Model unknown' unless exactly one model matches", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setModel', catalog: 'KITCHEN' })).toMatchObject({
      msg: 'Missing model',
    });
    expect(await send(port, { action: 'setModel', catalog: 'NOPE', model: 'B1' })).toMatchObject({
      msg: 'Catalog not found',
    });
    expect(await send(port, { action: 'setModel', catalog: 'KITCHEN', model: 'X9' })).toMatchObject({
      msg: 'Model unknown',
    });
    // 'B' matches B1 and B2: ambiguous is unknown too.
    expect(await send(port, { action: 'setModel', catalog: 'KITCHEN', model: 'B' })).toMatchObject({
      msg: 'Model unknown',
    });
    expect(port.callsOf('setModel')).toEqual([]);
  });

  it('takes numbers as codes, and any other type as missing', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'setModel', catalog: { cod: 'KITCHEN' }, model: 'B1' })).toMatchObject({
      msg: 'Missing catalog',
    });
    expect(await send(port, { action: 'setModel', catalog: 'KITCHEN', model: 2 })).toMatchObject({
      msg: 'Model unknown',
    });
  });
});

describe('insertArticle (spec 5)', () => {
  const article = { catalog: 'KITCHEN', model: 'B1', classification: 'DOORS', article: 'A200' };

  it('adds the article with side L and an empty header by default', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'insertArticle', data: article })).toEqual({
      status: 0,
      action: 'insertArticle',
      msg: 'Article added correctly',
    });
    expect(port.callsOf('insertArticle')).toEqual([[{ ...article, side: 'L', header: '' }]]);
    await send(port, { action: 'insertArticle', data: { ...article, side: 'R', header: 'Island' } });
    expect(port.callsOf('insertArticle')[1]).toEqual([{ ...article, side: 'R', header: 'Island' }]);
  });

  it('checks catalog, model, classification and article in turn', async () => {
    const port = new TestPort();
    const without = (field: string) => {
      const data: Record<string, unknown> = { ...article };
      delete data[field];
      return send(port, { action: 'insertArticle', data });
    };
    expect(await without('catalog')).toMatchObject({ msg: 'Missing catalog' });
    expect(await without('model')).toMatchObject({ msg: 'Missing model' });
    expect(await without('classification')).toMatchObject({ msg: 'Missing classification' });
    expect(await without('article')).toMatchObject({ msg: 'Missing article' });
    expect(
      await send(port, { action: 'insertArticle', data: { ...article, article: 'A300' } }),
    ).toMatchObject({
      msg: 'Article not found',
    });
    expect(await send(port, { action: 'insertArticle', data: { ...article, model: 'B' } })).toMatchObject({
      msg: 'Model unknown',
    });
    expect(port.callsOf('insertArticle')).toEqual([]);
  });
});

describe('loadGallery and openGallery (spec 5)', () => {
  it('loads a gallery matched case-insensitively', async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'loadGallery', catalog: 'KITCHEN', idGallery: 'g-two' })).toEqual({
      status: 0,
      action: 'loadGallery',
      msg: 'Gallery loaded correctly',
    });
    expect(port.callsOf('loadGallery')).toEqual([[{ catalog: 'KITCHEN', idGallery: 'G-TWO' }]]);
  });

  it("refuses 'Missing catalog', 'Missing id gallery', 'No gallery available', 'Unknown id gallery'", async () => {
    const port = new TestPort();
    expect(await send(port, { action: 'loadGallery', idGallery: 'G-ONE' })).toMatchObject({
      msg: 'Missing catalog',
    });
    expect(await send(port, { action: 'loadGallery', catalog: 'KITCHEN' })).toMatchObject({
      msg: 'Missing id gallery',
    });
    expect(await send(port, { action: 'loadGallery', catalog: 'LIVING', idGallery: 'G-ONE' })).toMatchObject({
      msg: 'No gallery available',
    });
    expect(
      await send(port, { action: 'loadGallery', catalog: 'KITCHEN', idGallery: 'G-THREE' }),
    ).toMatchObject({
      msg: 'Unknown id gallery',
    });
    expect(port.callsOf('loadGallery')).toEqual([]);
  });

  it('openGallery shows the galleries and answers their list as JSON text', async () => {
    const port = new TestPort().set({ forcedCatalog: 'KITCHEN' });
    const reply = await send(port, { action: 'openGallery' });
    expect(reply).toMatchObject({ status: 0, action: 'openGallery' });
    expect(JSON.parse(reply!.msg)).toEqual([
      { cod: 'G-ONE', des: 'Gallery one' },
      { cod: 'G-TWO', des: 'Gallery two' },
    ]);
    expect(port.callsOf('openGallery')).toHaveLength(1);
    expect(await send(port, { action: 'openGallery', catalog: 'LIVING' })).toMatchObject({
      status: 1,
      msg: 'No gallery available',
    });
  });
});

describe('changeVariant (spec 5)', () => {
  const onRow = () => {
    const port = new TestPort();
    port.openNew().set({ view3d: true });
    port.project!.rows.push({ boxid: 'BOX1', catalog: 'KITCHEN', model: 'B1', variants: { WIDTH: '600' } });
    port.project!.currentRow = 0;
    return port;
  };

  it('upper-cases code and value, and answers the row variants string after the change', async () => {
    const port = onRow();
    expect(await send(port, { action: 'changeVariant', data: { varCod: 'finish', varVal: 'oak ' } })).toEqual(
      {
        status: 0,
        action: 'changeVariant',
        msg: 'WIDTH=600;FINISH=OAK',
      },
    );
    expect(port.callsOf('changeVariant')).toEqual([[{ varCod: 'FINISH', varVal: 'OAK' }]]);
  });

  it("refuses 'Missing variant code' and 'Missing variant value'", async () => {
    const port = onRow();
    expect(await send(port, { action: 'changeVariant', varVal: 'X' })).toMatchObject({
      msg: 'Missing variant code',
    });
    expect(await send(port, { action: 'changeVariant', varCod: 'X' })).toMatchObject({
      msg: 'Missing variant value',
    });
    expect(await send(port, { action: 'changeVariant', varCod: 'X', varVal: '' })).toMatchObject({
      msg: 'Missing variant value',
    });
    // A zero is a value.
    expect(await send(port, { action: 'changeVariant', varCod: 'SHELVES', varVal: 0 })).toMatchObject({
      status: 0,
    });
  });
});
