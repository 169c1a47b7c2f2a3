// The offer as an A4 PDF (pdfkit). Layout is computed here: every block is measured before it is
// drawn, so rows never split across pages, the table header repeats after a page break, and
// "Page n of m" is written on every page once the page count is known.
import PDFDocument from 'pdfkit';
import type { OfferAmountLine, OfferDocument, OfferLine, OfferRow } from './offer-model';
import {
  COLOR,
  FONT,
  type ImageCache,
  type Pdf,
  drawLogoMark,
  drawPicture,
  registerFonts,
} from './pdf-parts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops here; the footer lives below. */
const CONTENT_BOTTOM = PAGE.height - 56;
const FOOTER_Y = PAGE.height - 34;
const CELL_PAD = 4;
const THUMB = 30;

/** Table columns, left to right; the description takes what is left. */
const COLUMNS = (() => {
  const fixed = { picture: 38, code: 64, quantity: 30, unitPrice: 62, vat: 34, total: 68 };
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
type Column = keyof typeof COLUMNS;
const NUMERIC: readonly Column[] = ['quantity', 'unitPrice', 'vat', 'total'];

export interface RenderOptions {
  /** Written as the PDF's creation date (deterministic output for a given offer date). */
  creationDate?: Date;
}

export function renderOfferPdf(offer: OfferDocument, options: RenderOptions = {}): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    // A small bottom margin: page breaks are ours, pdfkit must not add pages on its own.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: `${offer.labels.offer} ${offer.number}`.trim(),
      Author: offer.shop.name,
      Subject: offer.projectTitle,
      CreationDate: options.creationDate ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  new OfferLayout(doc, offer).draw();
  doc.end();
  return done;
}

class OfferLayout {
  private y = MARGIN;
  /** While true, a page break repeats the table header. */
  private inTable = false;
  private readonly images: ImageCache = new Map();

  constructor(
    private readonly doc: Pdf,
    private readonly offer: OfferDocument,
  ) {}

  draw(): void {
    this.drawFirstPageHeader();
    this.drawParties();
    this.inTable = true;
    this.drawTableHeader();
    for (const section of this.offer.sections) {
      this.drawSectionTitle(section.title);
      // The last row keeps the section's amounts on its page: no lonely subtotal after a break.
      section.rows.forEach((row, index) =>
        this.drawRow(row, index === section.rows.length - 1 ? this.amountsHeight(section.amounts) : 0),
      );
      this.drawAmounts(section.amounts);
      if (section.services.length) {
        this.ensureSpace(18 + 16);
        this.text(this.offer.labels.services, COLUMNS.description.x, this.y + 6, {
          font: FONT.bold,
          size: 8,
          width: COLUMNS.description.width,
        });
        this.y += 18;
        for (const service of section.services) {
          this.drawLine({
            level: 0,
            code: '',
            description: service.description,
            quantity: '',
            unitPrice: '',
            vat: service.vat,
            total: service.price,
          });
        }
      }
      this.y += 6;
    }
    this.inTable = false;
    this.drawTotals();
    this.drawNotes();
    this.drawFooters();
  }

  // --- pages -------------------------------------------------------------------------------

  private ensureSpace(height: number): void {
    if (this.y + height <= CONTENT_BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.drawRunningHeader();
    if (this.inTable) this.drawTableHeader();
  }

  private drawFirstPageHeader(): void {
    const { doc, offer } = this;
    const { labels } = offer;
    drawLogoMark(doc, MARGIN, MARGIN, 44);
    const textX = MARGIN + 56;
    this.text(offer.shop.name, textX, MARGIN + 2, { font: FONT.bold, size: 13, width: 250 });
    let lineY = MARGIN + 20;
    for (const line of offer.shop.lines.slice(0, 4)) {
      this.text(line, textX, lineY, { size: 8, color: COLOR.muted, width: 250 });
      lineY += 10.5;
    }
    const right = { x: PAGE.width - MARGIN - 220, width: 220 };
    this.text(labels.offer.toUpperCase(), right.x, MARGIN, {
      font: FONT.bold,
      size: 18,
      color: COLOR.primary,
      width: right.width,
      align: 'right',
    });
    const facts: [string, string][] = [
      [labels.offerNumber, offer.number || '—'],
      [labels.date, offer.date],
      [labels.validUntil, offer.validUntil],
    ];
    let factY = MARGIN + 26;
    for (const [label, value] of facts) {
      this.text(label, right.x, factY, { size: 8, color: COLOR.muted, width: 130, align: 'right' });
      this.text(value, right.x + 136, factY, { font: FONT.bold, size: 8, width: 84, align: 'right' });
      factY += 11;
    }
    this.y = Math.max(lineY, factY, MARGIN + 52) + 10;
    this.rule(this.y, COLOR.primary, 1.2);
    this.y += 14;
  }

  private drawRunningHeader(): void {
    const { offer } = this;
    this.text(offer.shop.name, MARGIN, this.y, { font: FONT.bold, size: 8.5, width: 260 });
    const right = `${offer.labels.offerNumber} ${offer.number || '—'} · ${offer.date}`;
    this.text(right, PAGE.width - MARGIN - 260, this.y, {
      size: 8,
      color: COLOR.muted,
      width: 260,
      align: 'right',
    });
    this.y += 14;
    this.rule(this.y, COLOR.primary, 0.8);
    this.y += 10;
  }

  private drawParties(): void {
    const { offer } = this;
    const { labels } = offer;
    const pictureBox = { width: 170, height: 120 };
    const leftWidth = CONTENT_WIDTH - pictureBox.width - 20;
    const top = this.y;
    let y = top;
    this.text(labels.customer.toUpperCase(), MARGIN, y, { font: FONT.bold, size: 7, color: COLOR.muted });
    y += 11;
    if (offer.customer) {
      y += this.text(offer.customer.name, MARGIN, y, { font: FONT.bold, size: 11, width: leftWidth });
      for (const line of offer.customer.lines) {
        y += this.text(line, MARGIN, y, { size: 9, width: leftWidth }) + 1;
      }
    } else {
      y += this.text('—', MARGIN, y, { size: 9 });
    }
    if (offer.projectTitle) {
      y += 10;
      this.text(labels.project.toUpperCase(), MARGIN, y, { font: FONT.bold, size: 7, color: COLOR.muted });
      y += 11;
      y += this.text(offer.projectTitle, MARGIN, y, { font: FONT.bold, size: 10, width: leftWidth });
    }
    drawPicture(
      this.doc,
      offer.projectImage,
      { x: PAGE.width - MARGIN - pictureBox.width, y: top, ...pictureBox },
      this.images,
      labels.noPicture,
    );
    this.y = Math.max(y, top + pictureBox.height) + 18;
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

  private drawSectionTitle(title: string): void {
    // Keep the title with at least one row below it.
    this.ensureSpace(22 + THUMB + 2 * CELL_PAD);
    this.text(title, MARGIN, this.y + 6, {
      font: FONT.bold,
      size: 9.5,
      color: COLOR.primary,
      width: CONTENT_WIDTH,
    });
    this.y += 22;
  }

  private drawRow(row: OfferRow, keepWithNext: number): void {
    const mainHeight = this.mainHeight(row);
    const accessoryHeights = row.accessories.map((line) => this.lineHeight(line));
    const blockHeight = mainHeight + accessoryHeights.reduce((a, b) => a + b, 0) + keepWithNext;
    // A whole row stays on one page when it can; a row longer than a page flows line by line.
    if (blockHeight <= CONTENT_BOTTOM - MARGIN - 60) this.ensureSpace(blockHeight);
    else this.ensureSpace(mainHeight);

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
    this.cell('code', row.main.code, textY, { font: FONT.bold, size: 7.5 });
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
    this.cell('code', line.code, y, { size: 7, color: COLOR.muted });
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
    const code = this.measure(row.main.code, COLUMNS.code.width - 2 * CELL_PAD, FONT.bold, 7.5);
    return Math.max(THUMB, description + variants, code) + 2 * CELL_PAD + 1;
  }

  private lineHeight(line: OfferLine): number {
    const indent = Math.min(3, line.level) * 8;
    const description = this.measure(
      `↳ ${line.description}`,
      COLUMNS.description.width - 2 * CELL_PAD - indent,
      FONT.regular,
      7.5,
    );
    const code = this.measure(line.code, COLUMNS.code.width - 2 * CELL_PAD, FONT.regular, 7);
    return Math.max(description, code) + 4;
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
    this.text(`${offer.currency.name} (${offer.currency.code})`, MARGIN, top + 18, {
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

  private drawFooters(): void {
    const { doc, offer } = this;
    const range = doc.bufferedPageRange();
    const left = [offer.shop.name, `${offer.labels.offerNumber} ${offer.number || '—'}`].join(' · ');
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      this.rule(FOOTER_Y - 6, COLOR.rule, 0.5);
      this.text(left, MARGIN, FOOTER_Y, { size: 7.5, color: COLOR.muted, width: 330, lineBreak: false });
      this.text(offer.labels.page(index + 1, range.count), PAGE.width - MARGIN - 150, FOOTER_Y, {
        size: 7.5,
        color: COLOR.muted,
        width: 150,
        align: 'right',
        lineBreak: false,
      });
    }
  }

  // --- primitives ----------------------------------------------------------------------------

  /** Draws text and returns its height. */
  private text(
    value: string,
    x: number,
    y: number,
    style: {
      font?: string;
      size?: number;
      color?: string;
      width?: number;
      align?: 'left' | 'right' | 'center';
      lineBreak?: boolean;
    } = {},
  ): number {
    const { doc } = this;
    doc
      .font(style.font ?? FONT.regular)
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? COLOR.text);
    const options = { width: style.width, align: style.align ?? 'left', lineBreak: style.lineBreak ?? true };
    // A single line's height is the font's line height: measuring only wrapping text saves half the work.
    const height = options.lineBreak
      ? doc.heightOfString(value || ' ', options)
      : doc.currentLineHeight(true);
    doc.text(value, x, y, options);
    return height;
  }

  /** Text inside a table column (numbers right-aligned); returns its height. */
  private cell(
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

  private measure(value: string, width: number, font: string, size: number): number {
    if (!value) return 0;
    return this.doc.font(font).fontSize(size).heightOfString(value, { width });
  }

  private rule(y: number, color: string, width: number, x = MARGIN, length = CONTENT_WIDTH): void {
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
