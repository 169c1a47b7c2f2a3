import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  MAX_PICTURE_SIDE,
  PROJECT_PICTURE,
  ROW_PICTURE,
  pictureCamera,
  pictureSize,
  viewDirection,
  type Box3Like,
  type PictureSpec,
} from './pictureCamera';

/** The box's corners in normalised device coordinates, seen by a three.js camera built from the answer. */
function cornersOnScreen(box: Box3Like, spec: PictureSpec) {
  const shot = pictureCamera(box, spec);
  const camera = new PerspectiveCamera(shot.fov, shot.aspect, shot.near, shot.far);
  camera.position.set(...shot.position);
  camera.lookAt(...shot.target);
  camera.updateMatrixWorld();
  const corners: Vector3[] = [];
  for (const x of [box.min[0], box.max[0]])
    for (const y of [box.min[1], box.max[1]])
      for (const z of [box.min[2], box.max[2]]) corners.push(new Vector3(x, y, z).project(camera));
  return { shot, corners };
}

const cabinet: Box3Like = { min: [-0.3, 0, -0.29], max: [0.3, 0.87, 0.29] };
const kitchen: Box3Like = { min: [0, 0, -4], max: [5, 2.7, 0] };

describe('picture sizes (spec 5, 9)', () => {
  it('are the spec sizes: project 200 x 200 at 45 and 20/20, rows 100 x 100 at 45 and 0/0', () => {
    expect(PROJECT_PICTURE).toEqual({ width: 200, height: 200, fov: 45, azimuth: 20, elevation: 20 });
    expect(ROW_PICTURE).toEqual({ width: 100, height: 100, fov: 45, azimuth: 0, elevation: 0 });
  });

  it('takePicture defaults to 1000 x 1000 and keeps what the caller gives', () => {
    expect(pictureSize()).toEqual({ width: 1000, height: 1000 });
    expect(pictureSize({ width: 640 })).toEqual({ width: 640, height: 1000 });
    expect(pictureSize({ width: 1, height: MAX_PICTURE_SIDE })).toEqual({ width: 1, height: 4096 });
  });

  it('refuses sizes that are not whole pixels in range, naming the field', () => {
    expect(() => pictureSize({ width: 0 })).toThrow(/^width must be a whole number/);
    expect(() => pictureSize({ height: 12.5 })).toThrow(/^height must/);
    expect(() => pictureSize({ height: '300' })).toThrow(/^height must/);
    expect(() => pictureSize({ width: 5000 })).toThrow(/from 1 to 4096/);
  });
});

describe('picture camera', () => {
  it('looks from the front for 0/0 and from the right and above for 20/20', () => {
    const front = viewDirection(0, 0);
    expect(front[0]).toBeCloseTo(0);
    expect(front[1]).toBeCloseTo(0);
    expect(front[2]).toBeCloseTo(1);
    const [x, y, z] = viewDirection(20, 20);
    expect(Math.atan2(x, z) * (180 / Math.PI)).toBeCloseTo(20);
    expect(Math.asin(y) * (180 / Math.PI)).toBeCloseTo(20);
    expect(Math.hypot(x, y, z)).toBeCloseTo(1);
  });

  it.each([
    ['a cabinet, row picture', cabinet, ROW_PICTURE],
    ['a cabinet, project picture', cabinet, PROJECT_PICTURE],
    ['a room, project picture', kitchen, PROJECT_PICTURE],
    ['a room, wide takePicture', kitchen, { ...PROJECT_PICTURE, width: 1600, height: 900 }],
    ['a room, tall takePicture', kitchen, { ...PROJECT_PICTURE, width: 300, height: 1200 }],
  ])('fits all of %s in the frame, snugly', (_name, box, spec) => {
    const { shot, corners } = cornersOnScreen(box, spec);
    expect(shot.fov).toBe(45);
    expect(shot.aspect).toBeCloseTo(spec.width / spec.height);
    for (const corner of corners) {
      expect(Math.abs(corner.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(corner.y)).toBeLessThanOrEqual(1);
      expect(corner.z).toBeGreaterThan(-1); // in front of the near plane
      expect(corner.z).toBeLessThan(1); // before the far plane
    }
    // Snug: some corner touches the frame's edge within the margin (the box fills the picture).
    const reach = Math.max(...corners.map((c) => Math.max(Math.abs(c.x), Math.abs(c.y))));
    expect(reach).toBeGreaterThan(0.9);
  });

  it('aims at the middle of the box', () => {
    const { shot } = cornersOnScreen(kitchen, PROJECT_PICTURE);
    expect(shot.target).toEqual([2.5, 1.35, -2]);
  });
});
