import { createRoom, type Room } from '../room/walls';
import type { LayoutItem } from './collision';

/** rt1 5000 x 5000, walls 100 thick: inner faces at 50 and 4950 on both axes. */
export const square: Room = createRoom('rt1', [5000, 5000]);

/** A 600 x 580 x 870 base unit (elevation 0) at a pose. */
export function baseUnit(id: string, x: number, y: number, rotation = 0, width = 600): LayoutItem {
  return { id, x, y, rotation, width, depth: 580, height: 870, elevation: 0 };
}

/** A 600 x 350 x 700 wall unit hung at 1400. */
export function wallUnit(id: string, x: number, y: number, rotation = 0): LayoutItem {
  return { id, x, y, rotation, width: 600, depth: 350, height: 700, elevation: 1400 };
}
