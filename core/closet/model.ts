import { z } from 'zod';
import { closetErrorText } from './messages';

/**
 * The closet model (spec 3, "Closet save data"). All lengths are integer millimetres.
 *
 * Geometry: x runs from the structure's left outer edge to the right, y from the bottom of the inside
 * upwards. Dividers are vertical panels at x positions; the columns between them are *sections*
 * (numbered 1..n from the left). Panel thickness is not subtracted from section widths: a section's
 * width is the distance between the boundaries around it (the catalogue's rules price panels by count).
 */

/** Where the closet sits; the numbers are the closet ids stored in project rows (spec 3). */
export const ClosetPlacement = {
  WALL: 1,
  WALL_ITEM: 2,
  FLOOR: 3,
  BOX: 5,
  CEILING: 8,
} as const;
export type ClosetPlacement = (typeof ClosetPlacement)[keyof typeof ClosetPlacement];
export const CLOSET_PLACEMENT_IDS: readonly ClosetPlacement[] = Object.values(ClosetPlacement);

export const ClosetPlacementSchema = z.union([
  z.literal(ClosetPlacement.WALL),
  z.literal(ClosetPlacement.WALL_ITEM),
  z.literal(ClosetPlacement.FLOOR),
  z.literal(ClosetPlacement.BOX),
  z.literal(ClosetPlacement.CEILING),
]);

/** Limits a wizard step validates against. */
export const CLOSET_LIMITS = {
  /** Narrowest and widest section between two dividers (or a divider and a side). */
  minSectionWidth: 300,
  maxSectionWidth: 1200,
  /** Overall structure bounds. */
  minWidth: 300,
  maxWidth: 6000,
  minHeight: 300,
  maxHeight: 3000,
  minDepth: 200,
  maxDepth: 1000,
  /** A hinged door leaf wider than this needs a second leaf. */
  maxHingedLeafWidth: 600,
  /** A sliding door panel wider than this needs more panels. */
  maxSlidingPanelWidth: 1500,
  /** Default thickness of a shelf. */
  shelfThickness: 18,
} as const;

const mm = z.number().int('Expected whole millimetres');

export const ClosetStructure = z.object({
  width: mm.min(CLOSET_LIMITS.minWidth).max(CLOSET_LIMITS.maxWidth),
  height: mm.min(CLOSET_LIMITS.minHeight).max(CLOSET_LIMITS.maxHeight),
  depth: mm.min(CLOSET_LIMITS.minDepth).max(CLOSET_LIMITS.maxDepth),
  placement: ClosetPlacementSchema,
});
export type ClosetStructure = z.infer<typeof ClosetStructure>;

/** Divider x positions, strictly ascending, measured from the structure's left edge. */
export const ClosetDividers = z
  .array(mm.positive())
  .refine((xs) => xs.every((x, i) => i === 0 || x > (xs[i - 1] ?? 0)), 'Dividers must be strictly ascending');
export type ClosetDividers = z.infer<typeof ClosetDividers>;

/** Accessory kinds that go inside a section. */
export const CLOSET_ITEM_TYPES = ['drawer', 'rail', 'shoe-rack', 'basket', 'trouser-rack'] as const;
export const ClosetItemType = z.enum(CLOSET_ITEM_TYPES);
export type ClosetItemType = z.infer<typeof ClosetItemType>;

/** An accessory in a section: it occupies the band [y, y + height). */
export const ClosetItem = z.object({
  type: ClosetItemType,
  section: mm.min(1),
  y: mm.min(0),
  height: mm.positive(),
});
export type ClosetItem = z.infer<typeof ClosetItem>;

/** An adjustable shelf in a section, lying on [y, y + thickness). */
export const ClosetShelf = z.object({
  section: mm.min(1),
  y: mm.min(0),
  thickness: mm.positive().default(CLOSET_LIMITS.shelfThickness),
});
export type ClosetShelf = z.infer<typeof ClosetShelf>;

/** A run of adjacent sections [from, to] (1-based, inclusive). */
export const SectionRange = z
  .object({ from: mm.min(1), to: mm.min(1) })
  .refine((r) => r.to >= r.from, 'A range ends at or after its start');
export type SectionRange = z.infer<typeof SectionRange>;

/** Merged sections act as one area (one door or one set of sliding panels covers them). */
export const ClosetMerge = SectionRange.refine((r) => r.to > r.from, 'A merge joins at least two sections');
export type ClosetMerge = z.infer<typeof ClosetMerge>;

export const FRONTAL_TYPES = ['hinged', 'sliding'] as const;
export const FrontalType = z.enum(FRONTAL_TYPES);
export type FrontalType = z.infer<typeof FrontalType>;

/** Doors covering one area (a single section or a merge). Drawers in an area without doors get fronts. */
export const ClosetFrontal = z
  .object({
    type: FrontalType,
    from: mm.min(1),
    to: mm.min(1),
    panels: mm.min(1),
  })
  .refine((f) => f.to >= f.from, 'Doors end at or after the section they start at');
export type ClosetFrontal = z.infer<typeof ClosetFrontal>;

/**
 * External division: x positions where the carcass is split into separate boxes (for transport and
 * assembly). Each must coincide with a divider; each split adds one side panel.
 */
export const ClosetExternalDivision = ClosetDividers;
export type ClosetExternalDivision = z.infer<typeof ClosetExternalDivision>;

/** A computed area: sections [from, to] seen as one opening. */
export const ClosetArea = z.object({
  index: mm.min(1),
  from: mm.min(1),
  to: mm.min(1),
  x: mm.min(0),
  width: mm.positive(),
  height: mm.positive(),
});
export type ClosetArea = z.infer<typeof ClosetArea>;

/** The working model a wizard edits. */
export const ClosetModel = z.object({
  structure: ClosetStructure,
  dividers: ClosetDividers.default([]),
  items: z.array(ClosetItem).default([]),
  shelves: z.array(ClosetShelf).default([]),
  merges: z.array(ClosetMerge).default([]),
  frontals: z.array(ClosetFrontal).default([]),
  externalDivision: ClosetExternalDivision.default([]),
});
export type ClosetModel = z.infer<typeof ClosetModel>;

/** What is saved in a project row: the model plus its computed areas (for viewers that do not recompute). */
export const ClosetSaveData = ClosetModel.extend({ areas: z.array(ClosetArea) });
export type ClosetSaveData = z.infer<typeof ClosetSaveData>;

/** Where a rule violation is: the section at fault and the figures its text names. */
export interface ClosetFault {
  section?: number;
  values?: Readonly<Record<string, number | string>>;
}

/**
 * A rule violation found by a closet operation; `code` is stable for translations and tests, and
 * `fault` says which part is at fault so a screen can mark it and word it in the user's language.
 */
export class ClosetError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fault: ClosetFault = {},
  ) {
    super(message);
    this.name = 'ClosetError';
  }

  /** The refusal in the user's language (core/closet/messages.ts); English for other languages. */
  inLanguage(lang: string | undefined): string {
    return closetErrorText(this, lang);
  }
}
