import type { Vec2 } from '../../../core/layout/vector';

/** An SVG <line>'s end attributes from its two ends on screen: `<line {...lineEnds(a, b)} />`. */
export const lineEnds = (a: Vec2, b: Vec2) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
