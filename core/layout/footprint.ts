import { dot, rotate, sub, type Vec2 } from './vector';

/**
 * An item on the plan: a box standing on (or hanging at `elevation` above) the floor. (x, y) is the
 * centre of its footprint; `rotation` turns it counter-clockwise in degrees. At rotation 0 its front
 * faces south (-y) and its back north (+y), so an item against a north wall has rotation 0.
 */
export interface Box {
  x: number;
  y: number;
  rotation: number;
  width: number;
  depth: number;
  height: number;
  elevation: number;
}

/** Touching is not overlapping: two units side by side share a face. 0.5 mm absorbs rounding. */
export const CONTACT_TOLERANCE = 0.5;

/** The four footprint corners in plan coordinates, counter-clockwise from the back-left one. */
export function corners(box: Pick<Box, 'x' | 'y' | 'rotation' | 'width' | 'depth'>): Vec2[] {
  const w = box.width / 2;
  const d = box.depth / 2;
  return [
    { x: -w, y: d },
    { x: -w, y: -d },
    { x: w, y: -d },
    { x: w, y: d },
  ].map((c) => {
    const r = rotate(c, box.rotation);
    return { x: box.x + r.x, y: box.y + r.y };
  });
}

/** Whether the point `p` lies on the footprint of `box` (inside it or on its edge). */
export function footprintCovers(
  box: Pick<Box, 'x' | 'y' | 'rotation' | 'width' | 'depth'>,
  p: Vec2,
): boolean {
  const [u, v] = axes(box.rotation);
  const d = sub(p, box);
  return Math.abs(dot(d, u)) <= box.width / 2 && Math.abs(dot(d, v)) <= box.depth / 2;
}

/** The footprint's axes (unit vectors along width and depth). */
export function axes(rotation: number): [Vec2, Vec2] {
  return [rotate({ x: 1, y: 0 }, rotation), rotate({ x: 0, y: 1 }, rotation)];
}

function projection(points: readonly Vec2[], axis: Vec2): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    const v = dot(p, axis);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/**
 * Whether two convex polygons overlap by more than `tolerance` (separating axis theorem): they
 * overlap when no edge normal separates their projections.
 */
export function polygonsOverlap(
  a: readonly Vec2[],
  b: readonly Vec2[],
  tolerance = CONTACT_TOLERANCE,
): boolean {
  for (const polygon of [a, b]) {
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i]!;
      const q = polygon[(i + 1) % polygon.length]!;
      const edge = sub(q, p);
      const length = Math.hypot(edge.x, edge.y);
      if (length === 0) continue;
      const normal = { x: -edge.y / length, y: edge.x / length };
      const [minA, maxA] = projection(a, normal);
      const [minB, maxB] = projection(b, normal);
      if (maxA - minB <= tolerance || maxB - minA <= tolerance) return false;
    }
  }
  return true;
}

/** Whether two height ranges overlap by more than the tolerance (a wall unit above a base unit does not). */
export function heightsOverlap(
  a: Pick<Box, 'elevation' | 'height'>,
  b: Pick<Box, 'elevation' | 'height'>,
): boolean {
  return (
    Math.min(a.elevation + a.height, b.elevation + b.height) - Math.max(a.elevation, b.elevation) >
    CONTACT_TOLERANCE
  );
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return heightsOverlap(a, b) && polygonsOverlap(corners(a), corners(b));
}
