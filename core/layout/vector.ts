/** Plan coordinates in millimetres, y pointing north (core/room's frame). */
export interface Vec2 {
  x: number;
  y: number;
}

export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec2, k: number): Vec2 => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x;
export const length = (a: Vec2): number => Math.hypot(a.x, a.y);

export function normalize(a: Vec2): Vec2 {
  const l = length(a);
  return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
}

/** Rotates counter-clockwise by `degrees`. */
export function rotate(a: Vec2, degrees: number): Vec2 {
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: a.x * c - a.y * s, y: a.x * s + a.y * c };
}

/** Angle in degrees normalised to [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  const n = d < 0 ? d + 360 : d;
  // -0 and values a rounding step below 360 read as 0.
  return n >= 360 - 1e-9 || Object.is(n, -0) ? 0 : n;
}

/** Where two infinite lines (point + direction) cross, or null when they are parallel. */
export function lineIntersection(p: Vec2, d: Vec2, q: Vec2, e: Vec2): Vec2 | null {
  const denominator = cross(d, e);
  if (Math.abs(denominator) < 1e-12) return null;
  const t = cross(sub(q, p), e) / denominator;
  return add(p, scale(d, t));
}
