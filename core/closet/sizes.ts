import { CLOSET_LIMITS, ClosetError } from './model';

/** The three outer sizes of a closet the Dimensions step types. */
export type ClosetSize = 'width' | 'height' | 'depth';
export const CLOSET_SIZES: readonly ClosetSize[] = ['width', 'height', 'depth'];

/** The smallest and largest size the model accepts (core/closet/model's structure schema). */
export const CLOSET_SIZE_RANGES: Record<ClosetSize, { min: number; max: number }> = {
  width: { min: CLOSET_LIMITS.minWidth, max: CLOSET_LIMITS.maxWidth },
  height: { min: CLOSET_LIMITS.minHeight, max: CLOSET_LIMITS.maxHeight },
  depth: { min: CLOSET_LIMITS.minDepth, max: CLOSET_LIMITS.maxDepth },
};

const RANGE_CODES = { width: 'width-range', height: 'height-range', depth: 'depth-range' } as const;

/**
 * Why a size is refused, naming the range, or null when the model takes it. The Dimensions step
 * shows it under the field as it is typed, and validateCloset words the same refusal, so a seller
 * reads "between 300 and 6000 mm" rather than a schema path.
 */
export function closetSizeError(size: ClosetSize, value: number): ClosetError | null {
  const { min, max } = CLOSET_SIZE_RANGES[size];
  if (Number.isInteger(value) && value >= min && value <= max) return null;
  return new ClosetError(
    RANGE_CODES[size],
    `structure.${size}: whole millimetres from ${min} to ${max} expected`,
    { values: { min, max } },
  );
}
