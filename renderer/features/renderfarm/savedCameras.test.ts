import { describe, expect, it } from 'vitest';
import { saveCamera, savedCameras } from './savedCameras';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('saved render cameras', () => {
  const camera = {
    position: [1, 2, 3] as [number, number, number],
    target: [0, 0, 0] as [number, number, number],
    fov: 45,
  };

  it('keeps cameras per project under numbered names', () => {
    const storage = memory();
    expect(saveCamera(storage, '7', camera, (n) => `Camera ${n}`)).toBe('Camera 1');
    expect(saveCamera(storage, '7', { ...camera, fov: 60 }, (n) => `Camera ${n}`)).toBe('Camera 2');
    expect(savedCameras(storage, '7').map((c) => [c.name, c.camera.fov])).toEqual([
      ['Camera 1', 45],
      ['Camera 2', 60],
    ]);
    expect(savedCameras(storage, '8')).toEqual([]);
  });

  it('ignores what is not a camera (an old or edited entry)', () => {
    const storage = memory();
    storage.setItem(
      'arredo.renderCameras.7',
      JSON.stringify([{ name: 'x', camera: { position: [1, 2] } }, 5]),
    );
    expect(savedCameras(storage, '7')).toEqual([]);
    storage.setItem('arredo.renderCameras.7', '{not json');
    expect(savedCameras(storage, '7')).toEqual([]);
  });
});
