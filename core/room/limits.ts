import { RoomError } from './errors';

/** A wall shorter than this is a mis-click, not a wall. */
export const MIN_WALL_LENGTH = 100;

/**
 * What a wall may measure, in mm. The upper bounds keep a slip of the keyboard (27000 for 2700) from
 * making a room no plan, view or offer can show; the lower ones are the thinnest partition and the
 * lowest knee wall a shop fits furniture against.
 */
export const WALL_LIMITS = {
  length: { min: MIN_WALL_LENGTH, max: 50_000 },
  height: { min: 500, max: 10_000 },
  thickness: { min: 10, max: 1_000 },
} as const;

export type WallMeasure = keyof typeof WALL_LIMITS;

/** Why a wall's measure cannot be `value`, or null. */
export function wallMeasureError(field: WallMeasure, value: number): RoomError | null {
  if (!Number.isFinite(value)) return new RoomError('wall-not-number', { field });
  if (value <= 0) return new RoomError('wall-not-positive', { field });
  const { min, max } = WALL_LIMITS[field];
  if (field === 'length' && value < min) return new RoomError('wall-too-short', { min });
  if (value < min || value > max) return new RoomError('wall-out-of-range', { field, min, max });
  return null;
}
