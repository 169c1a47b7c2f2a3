// The export call over the real stack: the zip's name, its files and their contents.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

const scene = {
  meshes: [
    {
      name: 'plinth',
      vertices: [
        [0, 0, 0],
        [600, 0, 0],
        [600, 100, 0],
      ],
      faces: [[0, 1, 2]],
      material: { color: [0.2, 0.4, 0.6] },
    },
  ],
};

describeEachStorage('scene export', (storage) => {
  let api: ExtrasApi;
  let seller: string;
  let id: number;

  beforeAll(async () => {
    api = await startExtrasApi(await storage.fresh());
    seller = await api.login('seller5');
    const saved = await api.call<{ id: number }>('POST', '/api/v1/projects', {
      token: seller,
      body: { project: { schemaVersion: 2, des: 'Kitchen Bianchi' } },
    });
    id = saved.body.id;
  }, 60_000);
  afterAll(() => api?.close());

  async function exportZip(body: object, token = seller) {
    const response = await fetch(`${api.app.listeningOrigin}/api/v1/exports/scene`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('OBJ: dump.zip with a Wavefront scene, its materials and the stored project (_UID)', async () => {
    const { response, bytes } = await exportZip({
      expKey: 'obj',
      jsonScene: JSON.stringify(scene),
      _UID: id,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="dump.zip"');
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['project.json', 'scene.mtl', 'scene.obj']);
    expect(strFromU8(files['scene.obj']!)).toContain('f 1 2 3');
    expect(strFromU8(files['scene.mtl']!)).toContain('Kd 0.2 0.4 0.6');
    expect(JSON.parse(strFromU8(files['project.json']!))).toMatchObject({ id, des: 'Kitchen Bianchi' });
  });

  it('IGX: IGXfile.zip with the interchange document (scene and jsonData)', async () => {
    const { response, bytes } = await exportZip({ expKey: 'IGX', jsonScene: scene, jsonData: { des: 'x' } });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="IGXfile.zip"');
    const document = JSON.parse(strFromU8(unzipSync(bytes)['scene.igx.json']!));
    expect(document).toMatchObject({ format: 'arredo-igx', version: 1, data: { des: 'x' } });
    expect(document.scene.meshes[0].name).toBe('plinth');
  });

  it('refuses unknown keys, bad scenes, and projects the caller may not open', async () => {
    expect((await exportZip({ expKey: 'FBX', jsonScene: scene })).response.status).toBe(400);
    const bad = await exportZip({
      expKey: 'OBJ',
      jsonScene: { meshes: [{ ...scene.meshes[0], faces: [[0, 1, 9]] }] },
    });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(strFromU8(bad.bytes)).code).toBe('INVALID_SCENE');
    // Another shop's project: the same 404 as one that is not there (issue 8, no id probing).
    const other = await api.login('seller2');
    expect((await exportZip({ expKey: 'OBJ', jsonScene: scene, _UID: id }, other)).response.status).toBe(404);
  });
});
