/** Dialog sizes of spec 2 / 9: each preset is a maximum width in px; `none` sets no maximum. */
export const DIALOG_SIZES = { sm: 300, default: 500, lg: 800, xl: 1140, none: null } as const;

export type DialogSize = keyof typeof DIALOG_SIZES;

/**
 * The dialog widths of spec 9, in px: the presets (300, 500, 800, 1140) and the other dialogs' (1200,
 * 1000, 800, 500, 400). A dialog of the app takes one of these, so dialogs line up across screens.
 */
export const DIALOG_WIDTHS = [300, 400, 500, 800, 1000, 1140, 1200] as const;
export type DialogWidth = (typeof DIALOG_WIDTHS)[number];

/** Widths of the built-in dialogs (spec 2 / 9). */
export const ASK_DIALOG_WIDTH = 500;
export const LOADER_DIALOG_WIDTH = 400;

export interface DialogSizeOptions {
  size?: DialogSize;
  /** Overrides the preset's maximum width: one of spec 9's widths in px, or a CSS length ('80vw'). */
  width?: DialogWidth | string;
  fullscreen?: boolean;
}

export interface ResolvedDialogSize {
  /** CSS max-width of the dialog content; 'none' when unbounded. */
  maxWidth: string;
  fullscreen: boolean;
}

/** Resolves the dialog's maximum width: fullscreen beats an explicit width, which beats the size preset. */
export function resolveDialogSize(options: DialogSizeOptions): ResolvedDialogSize {
  const size = options.size ?? 'default';
  if (!Object.hasOwn(DIALOG_SIZES, size)) {
    throw new Error(`Unknown dialog size '${String(size)}': use ${Object.keys(DIALOG_SIZES).join(', ')}`);
  }
  if (options.fullscreen) return { maxWidth: '100dvw', fullscreen: true };
  if (options.width !== undefined) return { maxWidth: cssWidth(options.width), fullscreen: false };
  const preset = DIALOG_SIZES[size];
  return { maxWidth: preset === null ? 'none' : `${preset}px`, fullscreen: false };
}

function cssWidth(width: number | string): string {
  if (typeof width === 'number') {
    if (!Number.isFinite(width) || width <= 0) {
      throw new Error(`Dialog width must be a positive number of px, got ${width}`);
    }
    if (!(DIALOG_WIDTHS as readonly number[]).includes(width)) {
      throw new Error(`Dialog width ${width} px is not one of spec 9's: ${DIALOG_WIDTHS.join(', ')}`);
    }
    return `${width}px`;
  }
  const trimmed = width.trim();
  if (trimmed === '') throw new Error('Dialog width must not be empty');
  // A bare number in a string means px, as in the numeric form.
  return /^\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed;
}
