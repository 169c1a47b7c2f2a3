import { axes, heightsOverlap, type Box } from './footprint';
import type { LayoutItem } from './collision';
import { faceCoordinates, pointOnFace, type WallFace } from './walls';
import { dot, normalizeDegrees } from './vector';

export interface SnapOptions {
  /** Snap to walls, wall corners and the sides of items on the same wall. */
  walls: boolean;
  /** Grid step in mm for free-standing items; 0 turns the grid off. */
  grid: number;
  /** How close (mm) an edge must come to snap. */
  threshold: number;
  /** Free-standing items turn to the nearest right angle within this many degrees. */
  angleThreshold: number;
}

export const DEFAULT_SNAP: SnapOptions = { walls: true, grid: 50, threshold: 100, angleThreshold: 10 };

export type Pose = Pick<Box, 'x' | 'y' | 'rotation'>;

/** The snapped pose, and the wall the item's back now stands against (if any). */
export interface SnapResult extends Pose {
  wallId: string | null;
}

function angleBetween(a: number, b: number): number {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return Math.min(d, 360 - d);
}

/** How far the box reaches from its centre along a direction (half its extent there). */
function extentAlong(
  box: Pick<Box, 'rotation' | 'width' | 'depth'>,
  direction: { x: number; y: number },
): number {
  const [u, v] = axes(box.rotation);
  return (Math.abs(dot(direction, u)) * box.width) / 2 + (Math.abs(dot(direction, v)) * box.depth) / 2;
}

/**
 * The face the item's back should go against: among faces whose gap to the item is within the
 * threshold (and which the item is alongside), the one turned most like the item, then the nearest.
 * Preferring the item's own orientation keeps a unit pushed into a corner on its wall, and makes
 * snapping idempotent: a snapped item has gap 0 and angle 0 to its face.
 */
function faceFor(box: Box, faces: readonly WallFace[], threshold: number): WallFace | null {
  let best: { face: WallFace; angle: number; gap: number } | null = null;
  for (const face of faces) {
    const { t, distance } = faceCoordinates(face, box);
    if (distance <= 0 || t < -threshold || t > face.length + threshold) continue;
    const gap = Math.abs(distance - extentAlong(box, face.normal));
    if (gap > threshold) continue;
    const angle = angleBetween(box.rotation, face.rotation);
    if (
      !best ||
      angle < best.angle - 1e-6 ||
      (Math.abs(angle - best.angle) <= 1e-6 && gap < best.gap - 1e-6)
    ) {
      best = { face, angle, gap };
    }
  }
  return best?.face ?? null;
}

/** Items standing with their back on this face, at overlapping heights (base units with base units). */
function neighboursOnFace(box: Box, face: WallFace, others: readonly LayoutItem[]): LayoutItem[] {
  return others.filter((other) => {
    if (angleBetween(other.rotation, face.rotation) > 0.01 || !heightsOverlap(box, other)) return false;
    const { distance } = faceCoordinates(face, other);
    return Math.abs(distance - other.depth / 2) < 1;
  });
}

function snapToFace(box: Box, face: WallFace, others: readonly LayoutItem[], threshold: number): SnapResult {
  const half = box.width / 2;
  const low = Math.min(half, face.length / 2);
  const high = Math.max(face.length - half, face.length / 2);
  const raw = faceCoordinates(face, box).t;
  const clamped = Math.min(high, Math.max(low, raw));
  const candidates = [low, high];
  for (const other of neighboursOnFace(box, face, others)) {
    const centre = faceCoordinates(face, other).t;
    candidates.push(centre - (other.width + box.width) / 2, centre + (other.width + box.width) / 2);
  }
  // The nearest candidate within the threshold; on a tie the first (corners, then neighbours).
  let t = clamped;
  let nearest = Infinity;
  for (const candidate of candidates) {
    if (candidate < low - 1e-9 || candidate > high + 1e-9) continue;
    const d = Math.abs(candidate - clamped);
    if (d <= threshold && d < nearest) {
      t = candidate;
      nearest = d;
    }
  }
  const centre = pointOnFace(face, t, box.depth / 2);
  return { x: centre.x, y: centre.y, rotation: normalizeDegrees(face.rotation), wallId: face.wall.id };
}

function snapFree(box: Box, options: SnapOptions): Box {
  const right = Math.round(box.rotation / 90) * 90;
  const rotation = normalizeDegrees(
    angleBetween(box.rotation, right) <= options.angleThreshold ? right : box.rotation,
  );
  const grid = options.grid;
  return {
    ...box,
    rotation,
    x: grid > 0 ? Math.round(box.x / grid) * grid : box.x,
    y: grid > 0 ? Math.round(box.y / grid) * grid : box.y,
  };
}

/**
 * Where an item dragged to `box` comes to rest: against the nearest wall it is alongside (back on
 * the wall, turned to face the room, into a corner or against a neighbour's side when within the
 * threshold), otherwise on the grid and at a right angle. Snapping a snapped pose changes nothing.
 */
export function snapBox(
  box: Box,
  others: readonly LayoutItem[],
  faces: readonly WallFace[],
  options: SnapOptions = DEFAULT_SNAP,
): SnapResult {
  if (options.walls) {
    const face = faceFor(box, faces, options.threshold);
    if (face) return snapToFace(box, face, others, options.threshold);
  }
  const free = snapFree(box, options);
  if (options.walls) {
    // The grid may have moved the item near a wall: then the wall wins, from the grid position.
    const face = faceFor(free, faces, options.threshold);
    if (face) return snapToFace(free, face, others, options.threshold);
  }
  return { x: free.x, y: free.y, rotation: free.rotation, wallId: null };
}
