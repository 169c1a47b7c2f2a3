import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadProject } from './load';
import { hidesAmbient, imgFromRender, rowsNeedingPhoto, setImgFromRender, setRowPhoto } from './photos';
import type { Project } from './schema';

const project = (): Project =>
  loadProject({
    schemaVersion: 2,
    rows: [
      { uniqueid: 1, catalog: 'K', var: 'W=600' },
      { uniqueid: 2, catalog: 'K', skipBasket: true },
      { uniqueid: 3, catalog: 'K', var: 'AMBIENT=0;W=900' },
      { uniqueid: 4, catalog: 'K' },
    ],
    customerFields: { rows: [{ uniqueid: 4, ntp: false }] },
  });

describe('photo flow (spec 4)', () => {
  it('lists the offered rows whose photo is still needed, in order', () => {
    expect(rowsNeedingPhoto(project()).map((row) => row.uniqueid)).toEqual([1, 3]);
  });

  it('a taken photo stores its address and clears ntp, and the row leaves the list', () => {
    const taken = setRowPhoto(project(), 1, '/api/v1/photos/9');
    expect(taken.rows[0]!.photo).toBe('/api/v1/photos/9');
    expect(taken.customerFields.rows!.find((c) => c.uniqueid === 1)!.ntp).toBe(false);
    expect(rowsNeedingPhoto(taken).map((row) => row.uniqueid)).toEqual([3]);
    expect(() => setRowPhoto(project(), 99, '/x')).toThrow('Row 99 is not in the project');
  });

  it('hides the ambient when an ambient variable is 0, whatever its case', () => {
    expect(hidesAmbient({ var: 'AMBIENT=0;W=900', rule: [] })).toBe(true);
    expect(hidesAmbient({ var: 'ambiente=0', rule: [] })).toBe(true);
    expect(hidesAmbient({ var: 'AMBIENT=1', rule: [] })).toBe(false);
    expect(hidesAmbient({ rule: [{ cod: 'AMBIENTE3D', value: '0' }] })).toBe(true);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][A-Z0-9_]{0,8}$/),
        fc.stringMatching(/^[0-9]{1,3}$/),
        (name, value) => {
          const hidden = ['AMBIENT', 'AMBIENTE', 'AMBIENTE3D'].includes(name) && value === '0';
          expect(hidesAmbient({ var: `${name}=${value}`, rule: [] })).toBe(hidden);
        },
      ),
    );
  });

  it('"Use in offer" sets and clears the render job', () => {
    const id = 'ab'.repeat(16);
    const chosen = setImgFromRender(project(), id);
    expect(imgFromRender(chosen)).toBe(id);
    expect(imgFromRender(setImgFromRender(chosen, null))).toBeNull();
    expect('imgFromRender' in setImgFromRender(chosen, null)).toBe(false);
    expect(() => setImgFromRender(project(), '../x')).toThrow('Not a render job id');
  });
});
