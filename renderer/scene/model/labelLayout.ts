// Which dimension labels to show when some would cover others on screen: the most important first
// (a wall's length before a unit's width before a gap), and a label that would overlap one already
// shown stays hidden. Pure, in screen pixels, so the overlay can run it on every drawn frame.

export interface LabelBox {
  /** Centre on screen, in CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lower shows first. */
  rank: number;
}

/** A little air between two labels that are both shown. */
const MARGIN = 2;

/** Per label, in the given order: whether it is shown. Equal ranks keep their order. */
export function visibleLabels(boxes: readonly LabelBox[]): boolean[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a]!.rank - boxes[b]!.rank || a - b);
  const shown: LabelBox[] = [];
  const visible = boxes.map(() => false);
  for (const i of order) {
    const box = boxes[i]!;
    if (shown.some((other) => overlap(box, other))) continue;
    shown.push(box);
    visible[i] = true;
  }
  return visible;
}

function overlap(a: LabelBox, b: LabelBox): boolean {
  return (
    Math.abs(a.x - b.x) * 2 < a.width + b.width + MARGIN * 2 &&
    Math.abs(a.y - b.y) * 2 < a.height + b.height + MARGIN * 2
  );
}
