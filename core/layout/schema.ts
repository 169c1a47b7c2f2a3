import { z } from 'zod';

/**
 * Where a project row stands in the room, kept on the row as `layout` (rows are loose objects, so
 * older projects without it load unchanged). Millimetres and degrees, core/room's frame.
 */
export const RowLayout = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  rotation: z.number().finite(),
  /** Height of the item's bottom above the floor: 0 for floor items, e.g. 1400 for a wall unit. */
  elevation: z.number().finite().min(0),
  /** The wall its back stands against, when snapped to one. */
  wallId: z.string().min(1).nullable().optional(),
});
export type RowLayout = z.infer<typeof RowLayout>;

/** The row's layout when it has a valid one; anything else counts as not placed yet. */
export function rowLayout(row: object): RowLayout | null {
  const parsed = RowLayout.safeParse((row as { layout?: unknown }).layout);
  return parsed.success ? parsed.data : null;
}
