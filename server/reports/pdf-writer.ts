// The page geometry of the offer and a small writer over pdfkit: text that reports its height,
// table cells, rules. render-offer.ts lays the offer out with these.
import { COLOR, FONT, type Pdf } from './pdf-parts';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops here; the footer lives below. */
export const CONTENT_BOTTOM = PAGE.height - 56;
export const FOOTER_Y = PAGE.height - 34;
export const CELL_PAD = 4;
export const THUMB = 30;
/** Shrinking one-line text to fit stops here. */
const MIN_FONT_SIZE = 4.5;

/** Table columns, left to right; the description takes what is left. */
export const COLUMNS = (() => {
  // Codes such as WT-QTZ-30-600 or B1S-800-F03 fit at their size (a longer one is set smaller).
  const fixed = { picture: 36, code: 84, quantity: 32, unitPrice: 66, vat: 34, total: 72 };
  const description = CONTENT_WIDTH - Object.values(fixed).reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const at = (width: number) => {
    const column = { x, width };
    x += width;
    return column;
  };
  return {
    picture: at(fixed.picture),
    code: at(fixed.code),
    description: at(description),
    quantity: at(fixed.quantity),
    unitPrice: at(fixed.unitPrice),
    vat: at(fixed.vat),
    total: at(fixed.total),
  };
})();
export type Column = keyof typeof COLUMNS;
export const NUMERIC: readonly Column[] = ['quantity', 'unitPrice', 'vat', 'total'];

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  lineBreak?: boolean;
}

export class PdfWriter {
  constructor(readonly doc: Pdf) {}

  // --- primitives ----------------------------------------------------------------------------

  /** Draws text and returns its height. */
  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    const { doc } = this;
    const size = style.size ?? 9;
    doc
      .font(style.font ?? FONT.regular)
      .fontSize(size)
      .fillColor(style.color ?? COLOR.text);
    const options = { width: style.width, align: style.align ?? 'left', lineBreak: style.lineBreak ?? true };
    if (!options.lineBreak) {
      // One-line text (amounts, headings) must never wrap: too wide for its box, it is set smaller.
      const textWidth = style.width === undefined ? 0 : doc.widthOfString(value);
      const height = doc.currentLineHeight(true);
      let top = y;
      if (style.width !== undefined && textWidth > style.width) {
        doc.fontSize(Math.max(MIN_FONT_SIZE, (size * style.width) / textWidth));
        // Keep the baseline of the line it sits on: smaller text starts lower.
        top += (height - doc.currentLineHeight(true)) * 0.8;
      }
      doc.text(value, x, top, options);
      return height;
    }
    const height = doc.heightOfString(value || ' ', options);
    doc.text(value, x, y, options);
    return height;
  }

  /** Text inside a table column (numbers right-aligned); returns its height. */
  cell(
    column: Column,
    value: string,
    y: number,
    style: { font?: string; size?: number; color?: string; lineBreak?: boolean },
  ): number {
    const { x, width } = COLUMNS[column];
    return this.text(value, x + CELL_PAD, y, {
      ...style,
      width: width - 2 * CELL_PAD,
      align: NUMERIC.includes(column) ? 'right' : 'left',
    });
  }

  measure(value: string, width: number, font: string, size: number): number {
    if (!value) return 0;
    return this.doc.font(font).fontSize(size).heightOfString(value, { width });
  }

  rule(y: number, color: string, width: number, x = MARGIN, length = CONTENT_WIDTH): void {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke()
      .restore();
  }
}
