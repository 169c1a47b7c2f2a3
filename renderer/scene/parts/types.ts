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
