import { corners } from '../../../core/layout/footprint';
import type { RowLayout } from '../../../core/layout/schema';
import { rotate, type Vec2 } from '../../../core/layout/vector';
import type { Part } from '../../scene/parts';

/**
 * How a piece of furniture reads on a plan (the drawing conventions of kitchen plans): its carcass
 * outline, the front edge drawn heavier, the swing of each door as a quarter circle, drawers as a
 * line behind the front, wall units dashed and tall units crossed. Plan millimetres, pure.
 */
export interface PlanSymbol {
  outline: Vec2[];
  /** The front edge, from the left end to the right end seen from the front. */
  front: [Vec2, Vec2];
  /** Each door: the open leaf (hinge to tip) and the arc from the closed free edge to the tip. */
  swings: { hinge: Vec2; closed: Vec2; open: Vec2; radius: number }[];
  /** Lines just behind the front of each drawer. */
  drawers: [Vec2, Vec2][];
  /** Hung above the floor: drawn dashed. */
  hung: boolean;
  /** Floor to ceiling: drawn with a diagonal cross. */
  tall: boolean;
}

export interface SymbolInput {
  width: number;
  depth: number;
  height: number;
  parts: readonly Part[];
}

/** Below this a front is a drawer or a flap (no swing drawn), from this a door. */
const DOOR_MIN_HEIGHT = 400;
/** Fronts are boards at most this thick (mm) standing at the front of the body. */
const FRONT_MAX_THICKNESS = 30;
const TALL_HEIGHT = 1500;

interface Front {
  left: number;
  right: number;
  height: number;
}

/** The fronts of a cabinet from its 3D parts: thin wide boards at its front face, one per column cell. */
export function frontsOf(input: SymbolInput): Front[] {
  const found: Front[] = [];
  for (const part of input.parts) {
    const [w, h, t] = part.size;
    const [x, , z] = part.position;
    if (part.shape !== 'box' || t > FRONT_MAX_THICKNESS || w < 150 || h < 100) continue;
    if (z < input.depth / 2 - 60) continue;
    const front = { left: x - w / 2, right: x + w / 2, height: h };
    // Rails and panes of a framed door, and stacked drawers: one entry per column, the tallest wins.
    const same = found.find(
      (f) => Math.abs(f.left - front.left) < 30 && Math.abs(f.right - front.right) < 30,
    );
    if (same) {
      if (front.height > same.height) same.height = front.height;
    } else found.push(front);
  }
  return found.sort((a, b) => a.left - b.left);
}

/** The plan symbol of an item at its pose. */
export function planSymbol(input: SymbolInput, layout: RowLayout): PlanSymbol {
  const place = (p: Vec2): Vec2 => {
    const r = rotate(p, layout.rotation);
    return { x: layout.x + r.x, y: layout.y + r.y };
  };
  const halfW = input.width / 2;
  const frontY = -input.depth / 2;
  const fronts = frontsOf(input);
  const swings: PlanSymbol['swings'] = [];
  const drawers: [Vec2, Vec2][] = [];
  for (const f of fronts) {
    const width = f.right - f.left;
    if (f.height >= DOOR_MIN_HEIGHT) {
      // Pairs open outward: a door left of the middle hangs on its left side.
      const hingeLeft = (f.left + f.right) / 2 <= 0.5;
      const hingeX = hingeLeft ? f.left : f.right;
      const freeX = hingeLeft ? f.right : f.left;
      swings.push({
        hinge: place({ x: hingeX, y: frontY }),
        closed: place({ x: freeX, y: frontY }),
        open: place({ x: hingeX, y: frontY - width }),
        radius: width,
      });
    } else {
      drawers.push([place({ x: f.left + 15, y: frontY + 40 }), place({ x: f.right - 15, y: frontY + 40 })]);
    }
  }
  return {
    outline: corners({ ...layout, width: input.width, depth: input.depth }),
    front: [place({ x: -halfW, y: frontY }), place({ x: halfW, y: frontY })],
    swings,
    drawers,
    hung: layout.elevation > 0,
    tall: layout.elevation === 0 && input.height >= TALL_HEIGHT,
  };
}
