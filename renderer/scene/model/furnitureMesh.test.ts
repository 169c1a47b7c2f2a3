import fc from 'fast-check';
import {
  BoxGeometry,
  Color,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  Raycaster,
  Vector3,
  type BufferAttribute,
} from 'three';
import { describe, expect, it } from 'vitest';
import { FINISHES } from '../parts/finishes';
import { buildBatches, type Batch } from './batches';
import { instancedFurniture, mergedFurniture, ownerHit, registerFurniture } from './furnitureMesh';
import { mergeBatch } from './mergeBatch';

const unitBox = new BoxGeometry(1, 1, 1);
const material = new MeshBasicMaterial();
const TINT = new Color('#ff5a5a');
const WHITE = new Color(1, 1, 1);
/** Colours as stored (32-bit floats) against the ones given. */
const near = (a: Color, b: Color) =>
  Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) < 1e-6;

/** Items on a grid (no two overlap), each a box of its own size, some turned a quarter. */
const rooms = fc
  .array(
    fc.record({
      width: fc.integer({ min: 200, max: 1200 }),
      depth: fc.integer({ min: 200, max: 800 }),
      turned: fc.boolean(),
    }),
    { minLength: 1, maxLength: 9 },
  )
  .map(
    (units) =>
      buildBatches(
        units.map((unit, i) => ({
          id: `row-${i}`,
          kind: 'row' as const,
          x: 1000 + (i % 3) * 1500,
          y: 1000 + Math.floor(i / 3) * 1500,
          elevation: 0,
          rotation: unit.turned ? 90 : 0,
          parts: [
            {
              shape: 'box' as const,
              size: [unit.width, 720, unit.depth] as const,
              position: [0, 360, 0] as const,
              finish: FINISHES.frontWhite,
            },
          ],
        })),
      )[0]!,
  );

/** The batch drawn both ways, each registered as the furniture it draws. */
function drawnBothWays(batch: Batch) {
  const instanced = new InstancedMesh(unitBox, material, batch.owners.length);
  instanced.instanceMatrix.array.set(batch.matrices);
  instanced.computeBoundingSphere();
  const merged = new Mesh(mergeBatch(batch, unitBox), material);
  const contracts = {
    instanced: instancedFurniture(instanced, batch.owners),
    merged: mergedFurniture(merged.geometry, batch.owners),
  };
  registerFurniture(instanced, contracts.instanced);
  registerFurniture(merged, contracts.merged);
  return { instanced, merged, contracts };
}

/** The owner under a ray straight down at plan point (x, y) mm, as picking asks it. */
function ownerBelow(object: InstancedMesh | Mesh, x: number, y: number) {
  const [hit] = new Raycaster(new Vector3(x / 1000, 5, -y / 1000), new Vector3(0, -1, 0)).intersectObject(
    object,
  );
  return hit ? ownerHit(hit) : undefined;
}

describe('the furniture contract, instanced and merged alike', () => {
  it('says the same owner under the pointer, and no owner off the furniture', () => {
    fc.assert(
      fc.property(
        rooms,
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (batch, x, y) => {
          const { instanced, merged } = drawnBothWays(batch);
          expect(ownerBelow(merged, x, y)).toBe(ownerBelow(instanced, x, y));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("finds each item's owner at its centre", () => {
    fc.assert(
      fc.property(rooms, (batch) => {
        const { instanced, merged } = drawnBothWays(batch);
        batch.owners.forEach((owner, i) => {
          const [x, y] = [1000 + (i % 3) * 1500, 1000 + Math.floor(i / 3) * 1500];
          expect(ownerBelow(instanced, x, y)).toBe(owner);
          expect(ownerBelow(merged, x, y)).toBe(owner);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('tints one owner and leaves every other part white, then all white again', () => {
    fc.assert(
      fc.property(rooms, fc.nat(), (batch, pick) => {
        const { instanced, merged, contracts } = drawnBothWays(batch);
        const owner = batch.owners[pick % batch.owners.length]!;
        const colours = () => {
          const vertices = merged.geometry.getAttribute('color') as BufferAttribute;
          const perInstance = vertices.count / batch.owners.length;
          return batch.owners.map((_, i) => {
            const instance = new Color();
            instanced.getColorAt(i, instance);
            const vertex = new Color().fromBufferAttribute(vertices, i * perInstance);
            expect(near(vertex, instance)).toBe(true);
            return near(instance, TINT) ? 'tint' : near(instance, WHITE) ? 'white' : 'other';
          });
        };
        contracts.instanced.tintOwner(owner, TINT);
        contracts.merged.tintOwner(owner, TINT);
        expect(colours()).toEqual(batch.owners.map((o) => (o === owner ? 'tint' : 'white')));
        contracts.instanced.tintOwner(null, TINT);
        contracts.merged.tintOwner(null, TINT);
        expect(colours()).toEqual(batch.owners.map(() => 'white'));
      }),
      { numRuns: 50 },
    );
  });

  it('an object that draws no furniture has no owner', () => {
    const [hit] = new Raycaster(new Vector3(0, 5, 0), new Vector3(0, -1, 0)).intersectObject(
      new Mesh(unitBox, material),
    );
    expect(ownerHit(hit!)).toBeUndefined();
  });
});
