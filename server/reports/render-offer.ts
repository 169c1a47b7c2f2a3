// The offer as an A4 PDF (pdfkit). Layout is computed here: every block is measured before it is
// drawn, so rows never split across pages, the table header repeats after a page break, and
// "Page n of m" is written on every page once the page count is known.
import type { OfferAmountLine, OfferDocument, OfferLine, OfferRow, OfferService } from './offer-model';
import { COLOR, FONT, type ImageCache, type Pdf, drawPicture } from './pdf-parts';
import { type DocumentRenderOptions, renderPdf } from './pdf-document';
import { drawFirstPageHeader, drawFooters, drawParties, drawRunningHeader } from './offer-header';
import {
  CELL_PAD,
  COLUMNS,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  type Column,
  MARGIN,
  NUMERIC,
  PAGE,
  PdfWriter,
  THUMB,
} from './pdf-writer';

export type RenderOptions = DocumentRenderOptions;

export function renderOfferPdf(offer: OfferDocument, options: RenderOptions = {}): Promise<Buffer> {
  const info = {
    title: `${offer.labels.offer} ${offer.number}`.trim(),
    author: offer.shop.name,
    subject: offer.projectTitle,
  };
  return renderPdf('A4', info, options, (doc) => new OfferLayout(doc, offer).draw());
}

class OfferLayout extends PdfWriter {
  private y = MARGIN;
  /** While true, a page break repeats the table header. */
  private inTable = false;
  private readonly images: ImageCache = new Map();

  constructor(
    doc: Pdf,
    private readonly offer: OfferDocument,
  ) {
    super(doc);
  }

  draw(): void {
    this.y = drawFirstPageHeader(this, this.offer);
    this.y = drawParties(this, this.offer, this.y, this.images);
    this.inTable = true;
    this.drawTableHeader();
    for (const section of this.offer.sections) {
      // The last row keeps the section's amounts on its page: no lonely subtotal after a break.
      const keepWithNext = (index: number) =>
        index === section.rows.length - 1 ? this.amountsHeight(section.amounts) : 0;
      const first = section.rows[0];
      this.drawSectionTitle(section.title, first ? this.rowSpace(first, keepWithNext(0)) : 0);
      section.rows.forEach((row, index) => this.drawRow(row, keepWithNext(index)));
      this.drawAmounts(section.amounts);
      this.drawServices(section.services);
      this.y += 6;
    }
    this.inTable = false;
    this.drawTotals();
    this.drawNotes();
    drawFooters(this, this.offer);
  }

  // --- pages -------------------------------------------------------------------------------

  private ensureSpace(height: number): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.y = drawRunningHeader(this, this.offer, this.y);
    if (this.inTable) this.drawTableHeader();
  }

  // --- the table ---------------------------------------------------------------------------

  private drawTableHeader(): void {
    const { labels } = this.offer;
    const height = 18;
    this.doc.save().rect(MARGIN, this.y, CONTENT_WIDTH, height).fill(COLOR.fill).restore();
    const titles: Record<Column, string> = {
      picture: '',
      code: labels.code,
      description: labels.description,
      quantity: labels.quantity,
      unitPrice: labels.unitPrice,
      vat: labels.vat,
      total: labels.total,
    };
    for (const [column, title] of Object.entries(titles) as [Column, string][]) {
      this.cell(column, title, this.y + 5.5, {
        font: FONT.bold,
        size: 7,
        color: COLOR.muted,
        lineBreak: false,
      });
    }
    this.y += height + 2;
  }

  /** `firstRow`: the space the section's first row asks for (rowSpace); the title stays with it. */
  private drawSectionTitle(title: string, firstRow: number): void {
    this.ensureSpace(22 + Math.max(firstRow, THUMB + 2 * CELL_PAD));
    this.text(title, MARGIN, this.y + 6, {
      font: FONT.bold,
      size: 9.5,
      color: COLOR.primary,
      width: CONTENT_WIDTH,
    });
    this.y += 22;
  }

  /**
   * The space a row needs on its page before it starts: the whole row (with its accessories and
   * `keepWithNext`) when that fits on a page; a row longer than a page flows line by line, so then
   * only its main line.
   */
  private rowSpace(row: OfferRow, keepWithNext: number): number {
    const mainHeight = this.mainHeight(row);
    const blockHeight =
      mainHeight + row.accessories.reduce((sum, line) => sum + this.lineHeight(line), 0) + keepWithNext;
    return blockHeight <= CONTENT_BOTTOM - MARGIN - 60 ? blockHeight : mainHeight;
  }

  private drawRow(row: OfferRow, keepWithNext: number): void {
    const mainHeight = this.mainHeight(row);
    const accessoryHeights = row.accessories.map((line) => this.lineHeight(line));
    this.ensureSpace(this.rowSpace(row, keepWithNext));

    const top = this.y;
    drawPicture(
      this.doc,
      row.image,
      {
        x: COLUMNS.picture.x + CELL_PAD,
        y: top + CELL_PAD,
        width: THUMB,
        height: THUMB,
      },
      this.images,
    );
    const textY = top + CELL_PAD + 1;
    // An article code is one word: it never wraps mid-code (issue 19); a long one is set smaller.
    this.cell('code', row.main.code, textY, { font: FONT.bold, size: 7.5, lineBreak: false });
    let descY = textY;
    descY += this.cell('description', row.main.description, descY, { font: FONT.bold, size: 8.5 });
    if (row.variants) this.cell('description', row.variants, descY + 1, { size: 7, color: COLOR.muted });
    this.numbers(row.main, textY, 8.5);
    this.y = top + mainHeight;
    row.accessories.forEach((line, index) => {
      this.ensureSpace(accessoryHeights[index]!);
      this.drawLine(line);
    });
    this.rule(this.y, COLOR.rule, 0.5);
  }

  /** An accessory or service line: smaller, indented by its level. */
  private drawLine(line: OfferLine): void {
    const height = this.lineHeight(line);
    this.ensureSpace(height);
    const y = this.y + 2;
    const indent = Math.min(3, line.level) * 8;
    this.cell('code', line.code, y, { size: 7, color: COLOR.muted, lineBreak: false });
    this.text(
      `${line.level > 0 ? '↳ ' : ''}${line.description}`,
      COLUMNS.description.x + CELL_PAD + indent,
      y,
      {
        size: 7.5,
        width: COLUMNS.description.width - 2 * CELL_PAD - indent,
      },
    );
    this.numbers(line, y, 7.5);
    this.y += height;
  }

  private numbers(line: OfferLine, y: number, size: number): void {
    for (const column of NUMERIC) {
      this.cell(column, line[column as keyof OfferLine] as string, y, {
        size,
        font: column === 'total' ? FONT.bold : FONT.regular,
        lineBreak: false,
      });
    }
  }

  private mainHeight(row: OfferRow): number {
    const description = this.measure(
      row.main.description,
      COLUMNS.description.width - 2 * CELL_PAD,
      FONT.bold,
      8.5,
    );
    const variants = row.variants
      ? this.measure(row.variants, COLUMNS.description.width - 2 * CELL_PAD, FONT.regular, 7) + 1
      : 0;
    return Math.max(THUMB, description + variants) + 2 * CELL_PAD + 1;
  }

  private lineHeight(line: OfferLine): number {
    const indent = Math.min(3, line.level) * 8;
    const description = this.measure(
      `↳ ${line.description}`,
      COLUMNS.description.width - 2 * CELL_PAD - indent,
      FONT.regular,
      7.5,
    );
    const code = this.measure('0', COLUMNS.code.width, FONT.regular, 7); // one line, never wrapped
    return Math.max(description, code) + 4;
  }

  /**
   * A catalogue's services under their heading, kept on one page: the heading and a first line
   * alone at the foot of a page left "Montage durch unsere Monteure" orphaned on the next one.
   */
  private drawServices(services: readonly OfferService[]): void {
    if (services.length === 0) return;
    const lines = services.map((service): OfferLine => ({
      level: 0,
      code: '',
      description: service.description,
      quantity: '',
      unitPrice: '',
      vat: service.vat,
      total: service.price,
    }));
    const heading = 18;
    const block = heading + lines.reduce((sum, line) => sum + this.lineHeight(line), 0);
    this.ensureSpace(Math.min(block, CONTENT_BOTTOM - MARGIN - 60));
    this.text(this.offer.labels.services, COLUMNS.description.x, this.y + 6, {
      font: FONT.bold,
      size: 8,
      width: COLUMNS.description.width,
    });
    this.y += heading;
    for (const line of lines) this.drawLine(line);
  }

  private amountsHeight(amounts: OfferAmountLine[]): number {
    return amounts.length * 13 + 6;
  }

  private drawAmounts(amounts: OfferAmountLine[]): void {
    this.ensureSpace(this.amountsHeight(amounts));
    this.y += 4;
    const labelX = COLUMNS.description.x;
    const labelWidth = COLUMNS.total.x - labelX - 8;
    for (const line of amounts) {
      const font = line.strong ? FONT.bold : FONT.regular;
      this.text(line.label, labelX, this.y, {
        font,
        size: 8,
        width: labelWidth,
        align: 'right',
        lineBreak: false,
      });
      this.cell('total', line.amount, this.y, { font, size: 8, lineBreak: false });
      this.y += 13;
    }
  }

  // --- totals and notes ----------------------------------------------------------------------

  private drawTotals(): void {
    const { offer } = this;
    const lines = offer.totals;
    const rowHeight = 15;
    const height = lines.length * rowHeight + 16;
    this.ensureSpace(height + 12);
    this.y += 10;
    const box = { x: PAGE.width - MARGIN - 270, width: 270 };
    const top = this.y;
    this.text(offer.labels.validity(offer.validUntil), MARGIN, top + 4, {
      font: FONT.bold,
      size: 9,
      width: 220,
    });
    this.text(offer.currencyLabel, MARGIN, top + 18, {
      size: 8,
      color: COLOR.muted,
      width: 220,
    });
    let y = top;
    lines.forEach((line, index) => {
      const last = index === lines.length - 1;
      if (last) {
        this.doc
          .save()
          .rect(box.x, y, box.width, rowHeight + 6)
          .fill(COLOR.primaryTint)
          .restore();
        y += 3;
      } else if (line.strong) {
        this.rule(y, COLOR.rule, 0.6, box.x, box.width);
      }
      const font = line.strong ? FONT.bold : FONT.regular;
      const size = last ? 10.5 : 9;
      this.text(line.label, box.x + 8, y + 3, { font, size, width: 160, lineBreak: false });
      this.text(line.amount, box.x + 150, y + 3, {
        font,
        size,
        width: box.width - 158,
        align: 'right',
        lineBreak: false,
      });
      y += rowHeight;
    });
    this.y = y + 16;
  }

  private drawNotes(): void {
    const { notes, labels } = this.offer;
    if (!notes) return;
    this.ensureSpace(40);
    this.text(labels.notes.toUpperCase(), MARGIN, this.y, { font: FONT.bold, size: 7, color: COLOR.muted });
    this.y += 12;
    for (const paragraph of notes.split(/\r?\n/)) {
      const height = paragraph.trim() ? this.measure(paragraph, CONTENT_WIDTH, FONT.regular, 9) : 6;
      this.ensureSpace(Math.min(height, CONTENT_BOTTOM - MARGIN - 40));
      if (paragraph.trim()) this.text(paragraph, MARGIN, this.y, { size: 9, width: CONTENT_WIDTH });
      this.y += height + 2;
    }
  }
}
