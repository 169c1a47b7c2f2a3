// Where the camera of a picture stands (spec 9: the project picture 200 x 200, field of view 45,
// angles 20/20; a row picture 100 x 100, 45, 0/0; takePicture 1000 x 1000 by default). Pure math,
// no three.js: unit-tested, and the same answer for the live view's size and the picture's.

export type Vec3 = [number, number, number];

export interface PictureSpec {
  width: number;
  height: number;
  /** Vertical field of view, degrees. */
  fov: number;
  /** Degrees turned from the front (+z) towards the right (+x), seen from above. */
  azimuth: number;
  /** Degrees above the horizon. */
  elevation: number;
}

export const PROJECT_PICTURE: PictureSpec = { width: 200, height: 200, fov: 45, azimuth: 20, elevation: 20 };
export const ROW_PICTURE: PictureSpec = { width: 100, height: 100, fov: 45, azimuth: 0, elevation: 0 };
/** takePicture without a view to copy frames the project like its picture, at the asked size. */
export const TAKE_PICTURE_DEFAULT = { width: 1000, height: 1000 } as const;
/** WebGL guarantees render buffers of 4096 on every machine the app supports; beyond, the browser may fail. */
export const MAX_PICTURE_SIDE = 4096;

export interface Box3Like {
  min: Vec3;
  max: Vec3;
}

export interface PictureCamera {
  position: Vec3;
  target: Vec3;
  fov: number;
  aspect: number;
  near: number;
  far: number;
}

/**
 * A picture's size from a caller's optional width and height: whole numbers from 1 to 4096, 1000 by
 * default. A bad value is an error naming the field.
 */
export function pictureSize(args: { width?: unknown; height?: unknown } = {}): {
  width: number;
  height: number;
} {
  const side = (name: 'width' | 'height'): number => {
    const value = args[name];
    if (value === undefined || value === null) return TAKE_PICTURE_DEFAULT[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_PICTURE_SIDE) {
      throw new RangeError(`${name} must be a whole number of pixels from 1 to ${MAX_PICTURE_SIDE}`);
    }
    return value;
  };
  return { width: side('width'), height: side('height') };
}

const RAD = Math.PI / 180;
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The unit vector from the target towards the camera for these angles. */
export function viewDirection(azimuth: number, elevation: number): Vec3 {
  const a = azimuth * RAD;
  const e = elevation * RAD;
  return [Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e)];
}

/**
 * The camera that looks at the box from the spec's angles and fits all of it in the picture, with a
 * small margin: the distance is the least at which every corner of the box lies inside the frustum.
 */
export function pictureCamera(box: Box3Like, spec: PictureSpec, margin = 1.06): PictureCamera {
  const aspect = spec.width / spec.height;
  const centre: Vec3 = [0, 1, 2].map((i) => (box.min[i]! + box.max[i]!) / 2) as Vec3;
  const dir = viewDirection(spec.azimuth, spec.elevation);
  // Camera basis: right = up x dir (world up), up' = dir x right. Looking straight down is not a spec angle.
  const rightRaw: Vec3 = [dir[2], 0, -dir[0]];
  const rightLength = Math.hypot(rightRaw[0], rightRaw[2]) || 1;
  const right: Vec3 = [rightRaw[0] / rightLength, 0, rightRaw[2] / rightLength];
  const up: Vec3 = [
    dir[1] * right[2] - dir[2] * right[1],
    dir[2] * right[0] - dir[0] * right[2],
    dir[0] * right[1] - dir[1] * right[0],
  ];
  const tanV = Math.tan((spec.fov * RAD) / 2) / margin;
  const tanH = tanV * aspect;
  let distance = 0;
  let radius = 0;
  for (const x of [box.min[0], box.max[0]])
    for (const y of [box.min[1], box.max[1]])
      for (const z of [box.min[2], box.max[2]]) {
        const q: Vec3 = [x - centre[0], y - centre[1], z - centre[2]];
        radius = Math.max(radius, Math.hypot(...q));
        // The corner's depth in front of the camera is distance - q.dir; it must cover its offsets.
        const along = dot(q, dir);
        distance = Math.max(
          distance,
          Math.abs(dot(q, right)) / tanH + along,
          Math.abs(dot(q, up)) / tanV + along,
        );
      }
  distance = Math.max(distance, 0.1);
  return {
    position: [centre[0] + dir[0] * distance, centre[1] + dir[1] * distance, centre[2] + dir[2] * distance],
    target: centre,
    fov: spec.fov,
    aspect,
    near: Math.max(0.01, (distance - radius) * 0.5),
    far: distance + radius * 4 + 60,
  };
}
