/**
 * What a 3D builder makes of one evaluated row: plain data, no three.js, so builders are unit-tested
 * and parts that share shape and material can be drawn as one instanced mesh.
 *
 * Item-local frame, millimetres: origin at the centre of the footprint on the floor (or at the
 * item's bottom for items hung at an elevation), x to the right of the front, y up, z towards the
 * front. core/layout's plan pose turns and moves the whole item.
 */
export type Vec3 = readonly [number, number, number];

export type Shape = 'box' | 'cylinder';

/** A finish: what the catalogue's swatch says, and how the surface reflects. */
export interface Finish {
  /** '#RRGGBB'. */
  color: string;
  roughness: number;
  metalness: number;
  /** Below 1 for glass. */
  opacity: number;
  /**
   * What it is made of (the catalogue value's `material`): wood is drawn with grain, stone with
   * veins, lacquer and gloss with a clear coat (media/surfaces.ts). Absent: a plain surface.
   */
  material?: Material;
}

export type Material = 'wood' | 'stone' | 'lacquer' | 'gloss' | 'matt' | 'metal' | 'glass';

export interface Part {
  shape: Shape;
  /** Box: width, height, depth. Cylinder: diameter, height, diameter (axis along y). */
  size: Vec3;
  /** Centre of the part. */
  position: Vec3;
  /** Quarter turns about z (a cylinder lying along x is turn 1). */
  turn?: 0 | 1;
  /** Degrees about the vertical through its centre, after `turn` (a door's leaf standing ajar). */
  yaw?: number;
  /**
   * Degrees about x through its centre, after `turn` and `yaw`: positive leans its top towards the
   * front (a tilt sash standing ajar into the room).
   */
  tilt?: number;
  finish: Finish;
  /**
   * While the view moves (a turn, a zoom, a drag) the room is drawn in less detail
   * (model/gestureDetail.ts): the parts of one item with the same key and finish are drawn as the
   * one box around them (a cabinet's boards, its row of fronts). Only for parts whose box hides
   * nothing the user would miss for a moment.
   */
  merge?: 'carcass' | 'fronts';
}

/** A stable key for parts drawn by one instanced mesh: same shape, same finish. */
export function batchKey(part: Pick<Part, 'shape' | 'finish'>): string {
  const f = part.finish;
  return `${part.shape}|${f.color}|${f.roughness}|${f.metalness}|${f.opacity}|${f.material ?? ''}`;
}

/**
 * The size of the box around a part as it is turned (`turn`, `yaw`, `tilt`), in the item's axes:
 * what a picture, an outline or a bound must use, since a turned part no longer spans its `size`.
 */
export function extentOf(part: Pick<Part, 'size' | 'turn' | 'yaw' | 'tilt'>): Vec3 {
  const [sx, sy, sz] = part.turn === 1 ? [part.size[1], part.size[0], part.size[2]] : part.size;
  if (!part.yaw && !part.tilt) return [sx, sy, sz];
  const y = ((part.yaw ?? 0) * Math.PI) / 180;
  const t = ((part.tilt ?? 0) * Math.PI) / 180;
  const [cy, sny, ct, st] = [Math.cos(y), Math.sin(y), Math.cos(t), Math.sin(t)];
  // Rx(tilt) * Ry(yaw), as three.js composes Euler XYZ (batches.ts): rows of |R| times the half sizes.
  const r = [
    [cy, 0, sny],
    [st * sny, ct, -st * cy],
    [-ct * sny, st, ct * cy],
  ];
  const e = r.map((row) => Math.abs(row[0]!) * sx + Math.abs(row[1]!) * sy + Math.abs(row[2]!) * sz);
  return [e[0]!, e[1]!, e[2]!];
}
