import type { Room } from '../room/walls';
import type { LayoutItem } from './collision';
import { faceCoordinates, wallFaces, type WallFace } from './walls';
import { normalizeDegrees } from './vector';

/** Items closer than this along a wall still make one run (a worktop spans them). */
export const RUN_GAP_TOLERANCE = 1;

/** Consecutive items along one wall with no gap: one worktop, one plinth, one cornice. */
export interface WallRun {
  wallId: string;
  /** From and to along the wall's room face, from its inner start corner. */
  from: number;
  to: number;
  length: number;
  itemIds: string[];
}

/** Whether the item stands with its back on the face. */
export function isAgainst(face: WallFace, item: LayoutItem): boolean {
  const turned = Math.abs(normalizeDegrees(item.rotation - face.rotation));
  if (Math.min(turned, 360 - turned) > 0.01) return false;
  return Math.abs(faceCoordinates(face, item).distance - item.depth / 2) < 1;
}

/**
 * The runs of each wall, for items matching `select` (base units for a worktop, wall units for a
 * cornice). Runs are in wall order, then along the wall.
 */
export function wallRuns(
  room: Pick<Room, 'walls' | 'closed'>,
  items: readonly LayoutItem[],
  select: (item: LayoutItem) => boolean = () => true,
): WallRun[] {
  const runs: WallRun[] = [];
  for (const face of wallFaces(room)) {
    const along = items
      .filter((item) => select(item) && isAgainst(face, item))
      .map((item) => {
        const t = faceCoordinates(face, item).t;
        return { id: item.id, from: t - item.width / 2, to: t + item.width / 2 };
      })
      .sort((a, b) => a.from - b.from);
    let current: WallRun | null = null;
    for (const span of along) {
      if (current && span.from - current.to <= RUN_GAP_TOLERANCE) {
        current.to = Math.max(current.to, span.to);
        current.length = current.to - current.from;
        current.itemIds.push(span.id);
        continue;
      }
      current = {
        wallId: face.wall.id,
        from: span.from,
        to: span.to,
        length: span.to - span.from,
        itemIds: [span.id],
      };
      runs.push(current);
    }
  }
  // Tenths of a millimetre: what a worktop is cut to, free of floating-point noise.
  const round = (v: number) => Math.round(v * 10) / 10;
  return runs.map((run) => ({ ...run, from: round(run.from), to: round(run.to), length: round(run.length) }));
}
