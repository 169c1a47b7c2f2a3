import { expect, it } from 'vitest';
import { sceneCatalogCodes, sceneDocumentOf } from './share-scene';

it('keeps what places and draws the rows, and drops prices, pictures and unknown fields', () => {
  const scene = sceneDocumentOf(
    {
      schemaVersion: 2,
      des: 'Kitchen',
      customercod: 'rossi@example.com',
      envWall: { wallsVector: [{ x: 1 }], windowInstance: [] },
      rows: [
        {
          uniqueid: 'r1',
          catalog: 'KITCHEN',
          model: 'B1',
          var: 'W=600',
          layout: { x: 1, y: 2, rotation: 0 },
          erp: [{ punit: '442.00' }],
          img: 'data:image/jpeg;base64,AAAA',
          netPrice: '400.00',
        },
        'not a row',
      ],
    },
    9,
  );
  expect(scene).toEqual({
    schemaVersion: 2,
    des: 'Kitchen',
    id: 9,
    envWall: { wallsVector: [{ x: 1 }], windowInstance: [] },
    rows: [
      { uniqueid: 'r1', catalog: 'KITCHEN', model: 'B1', var: 'W=600', layout: { x: 1, y: 2, rotation: 0 } },
    ],
  });
  expect(sceneCatalogCodes(scene)).toEqual(['KITCHEN']);
});

it('reads a document that is not an object as an empty scene', () => {
  expect(sceneDocumentOf(null, 3)).toEqual({ id: 3, rows: [] });
});
