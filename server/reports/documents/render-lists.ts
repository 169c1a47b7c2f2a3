// The A4 customer documents: BOMDettaglioBox (every box with its components) and the hand lists
// 501Sx, 502Dx and 503 (the boxes of one hand, with a column to tick each one off). Every block is
// measured before it is drawn, so a box never splits across pages; "Page n of m" goes on every page.
import { COLOR, FONT, type Pdf, drawLogoMark } from '../pdf-parts';
import { CELL_PAD, CONTENT_BOTTOM, CONTENT_WIDTH, FOOTER_Y, MARGIN, PAGE, PdfWriter } from '../pdf-writer';
import type { CustomerDocumentModel, DocumentBox } from './model';
import type { DocumentTexts } from './texts';
import { type DocumentRenderOptions, renderPdf } from '../pdf-document';

interface Column {
  x: number;
  width: number;
  align?: 'right' | 'center';
}

/** Columns from fixed widths; the one given as 0 takes what is left. */
function columns<K extends string>(widths: Record<K, number>): Record<K, Column> {
  const fixed = Object.values<number>(widths).reduce((a, b) => a + b, 0);
  let x = MARGIN;
  const out = {} as Record<K, Column>;
  for (const key of Object.keys(widths) as K[]) {
    const width = widths[key] || CONTENT_WIDTH - fixed;
    out[key] = { x, width };
    x += width;
  }
  return out;
}

const HAND_COLUMNS = columns({ box: 40, code: 78, description: 0, hand: 56, quantity: 40, checked: 52 });
const BOM_COLUMNS = columns({ level: 40, code: 90, description: 0, perBox: 56, total: 56 });

/** The document texts that are plain strings: a column's title. */
type ColumnText = {
  [K in keyof DocumentTexts]: DocumentTexts[K] extends string ? K : never;
}[keyof DocumentTexts];

export function renderListDocument(
  model: CustomerDocumentModel,
  options: DocumentRenderOptions = {},
): Promise<Buffer> {
  const info = {
    title: `${model.texts.title[model.kind]} ${model.number}`.trim(),
    author: model.shop.name,
    subject: model.projectTitle,
  };
  return renderPdf('A4', info, options, (doc) => new ListLayout(doc, model).draw());
}

class ListLayout {
  private readonly w: PdfWriter;
  private y = MARGIN;

  constructor(
    private readonly doc: Pdf,
    private readonly model: CustomerDocumentModel,
  ) {
    this.w = new PdfWriter(doc);
  }

  draw(): void {
    this.y = this.header();
    const { model } = this;
    if (model.boxes.length === 0) {
      this.w.text(model.texts.empty, MARGIN, this.y + 10, {
        size: 10,
        color: COLOR.muted,
        width: CONTENT_WIDTH,
      });
    } else if (model.kind === 'BOMDettaglioBox') {
      for (const box of model.boxes) this.bomBox(box);
    } else {
      this.handTable();
    }
    this.footers();
  }

  private header(): number {
    const { w, model } = this;
    const { texts } = model;
    drawLogoMark(this.doc, MARGIN, MARGIN, 36);
    w.text(model.shop.name, MARGIN + 46, MARGIN + 2, { font: FONT.bold, size: 12, width: 240 });
    w.text(model.shop.lines.slice(0, 2).join(' · '), MARGIN + 46, MARGIN + 19, {
      size: 7.5,
      color: COLOR.muted,
      width: 240,
    });
    const right = { x: PAGE.width - MARGIN - 250, width: 250 };
    w.text(texts.title[model.kind], right.x, MARGIN, {
      font: FONT.bold,
      size: 15,
      color: COLOR.primary,
      width: right.width,
      align: 'right',
      lineBreak: false,
    });
    const facts: [string, string][] = [
      [texts.project, [model.number, model.projectTitle].filter(Boolean).join(' · ') || '—'],
      [texts.customer, model.customer?.name ?? '—'],
      [texts.date, model.date],
    ];
    let y = MARGIN + 22;
    for (const [label, value] of facts) {
      w.text(label, right.x, y, { size: 8, color: COLOR.muted, width: 80, align: 'right' });
      w.text(value, right.x + 86, y, {
        font: FONT.bold,
        size: 8,
        width: 164,
        align: 'right',
        lineBreak: false,
      });
      y += 11;
    }
    y = Math.max(y, MARGIN + 44) + 6;
    w.rule(y, COLOR.primary, 1.2);
    y += 8;
    const packages = model.boxes.reduce((sum, box) => sum + Math.ceil(box.quantity), 0);
    w.text(`${texts.purpose[model.kind]} ${texts.packages(packages)}.`, MARGIN, y, {
      size: 9,
      color: COLOR.muted,
      width: CONTENT_WIDTH,
    });
    return y + 20;
  }

  /** A new page when `height` does not fit below the current position; true when one was added. */
  private ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }

  /** The table's head: each column titled by the document text of its own name. */
  private headRow<K extends ColumnText>(cols: Record<K, Column>, right: K[]): void {
    const { w } = this;
    const labels = this.model.texts;
    this.doc.save().rect(MARGIN, this.y, CONTENT_WIDTH, 16).fill(COLOR.fill).restore();
    for (const key of Object.keys(cols) as K[]) {
      const col = cols[key];
      w.text(labels[key], col.x + CELL_PAD, this.y + 4, {
        font: FONT.bold,
        size: 7.5,
        color: COLOR.muted,
        width: col.width - 2 * CELL_PAD,
        align: right.includes(key) ? 'right' : key === ('checked' as K) ? 'center' : 'left',
        lineBreak: false,
      });
    }
    this.y += 18;
  }

  private handTable(): void {
    const { w, model } = this;
    const { texts } = model;
    const cols = HAND_COLUMNS;
    this.headRow(cols, ['quantity']);
    const descWidth = cols.description.width - 2 * CELL_PAD;
    for (const box of model.boxes) {
      const height =
        w.measure(box.description, descWidth, FONT.bold, 8.5) +
        w.measure(box.configuration, descWidth, FONT.regular, 7.5) +
        10;
      if (this.ensure(height)) this.headRow(cols, ['quantity']);
      const top = this.y + 4;
      const cell = (col: Column, value: string, align: 'left' | 'right' = 'left') =>
        w.text(value, col.x + CELL_PAD, top, {
          size: 8.5,
          width: col.width - 2 * CELL_PAD,
          align,
          lineBreak: false,
        });
      cell(cols.box, box.box);
      cell(cols.code, box.code);
      const used = w.text(box.description, cols.description.x + CELL_PAD, top, {
        font: FONT.bold,
        size: 8.5,
        width: descWidth,
      });
      if (box.configuration) {
        w.text(box.configuration, cols.description.x + CELL_PAD, top + used, {
          size: 7.5,
          color: COLOR.muted,
          width: descWidth,
        });
      }
      cell(cols.hand, box.hand === 'L' ? texts.left : box.hand === 'R' ? texts.right : texts.none);
      cell(cols.quantity, String(box.quantity), 'right');
      // An empty square to tick by hand.
      this.doc
        .save()
        .rect(cols.checked.x + cols.checked.width / 2 - 5, top, 10, 10)
        .lineWidth(0.8)
        .strokeColor(COLOR.text)
        .stroke()
        .restore();
      this.y += height;
      w.rule(this.y, COLOR.rule, 0.5);
    }
    this.signatures();
  }

  private bomBox(box: DocumentBox): void {
    const { w, model } = this;
    const { texts } = model;
    const cols = BOM_COLUMNS;
    const titleWidth = CONTENT_WIDTH - 2 * CELL_PAD;
    const title = `${texts.box} ${box.box} · ${box.code} · ${box.description}`;
    const configurationHeight = w.measure(box.configuration, titleWidth, FONT.regular, 7.5);
    const lineHeight = 13;
    const rowsHeight = box.components.length === 0 ? lineHeight : 18 + box.components.length * lineHeight;
    const blockHeight = 22 + configurationHeight + 6 + rowsHeight + 14;
    // A box longer than a page starts on a new page and then flows.
    this.ensure(Math.min(blockHeight, CONTENT_BOTTOM - MARGIN));
    this.doc.save().rect(MARGIN, this.y, CONTENT_WIDTH, 18).fill(COLOR.primaryTint).restore();
    w.text(title, MARGIN + CELL_PAD, this.y + 4, {
      font: FONT.bold,
      size: 9,
      width: titleWidth - 90,
      lineBreak: false,
    });
    w.text(`${texts.quantity} ${box.quantity}`, PAGE.width - MARGIN - 90, this.y + 4, {
      font: FONT.bold,
      size: 9,
      width: 90 - CELL_PAD,
      align: 'right',
    });
    this.y += 22;
    if (box.configuration) {
      this.y += w.text(box.configuration, MARGIN + CELL_PAD, this.y, {
        size: 7.5,
        color: COLOR.muted,
        width: titleWidth,
      });
    }
    this.y += 6;
    if (box.components.length === 0) {
      w.text(texts.noComponents, MARGIN + CELL_PAD, this.y, {
        size: 8.5,
        color: COLOR.muted,
        width: titleWidth,
      });
      this.y += lineHeight;
    } else {
      this.headRow(cols, ['perBox', 'total']);
      for (const part of box.components) {
        if (this.ensure(lineHeight)) this.headRow(cols, ['perBox', 'total']);
        const cell = (
          col: Column,
          value: string,
          align: 'left' | 'right' = 'left',
          font: string = FONT.regular,
        ) =>
          w.text(value, col.x + CELL_PAD, this.y + 2, {
            font,
            size: 8.5,
            width: col.width - 2 * CELL_PAD,
            align,
            lineBreak: false,
          });
        cell(cols.level, String(part.level));
        cell(cols.code, part.code);
        cell(cols.description, part.description);
        cell(cols.perBox, part.perBox, 'right');
        cell(cols.total, part.total, 'right', FONT.bold);
        this.y += lineHeight;
        w.rule(this.y, COLOR.rule, 0.4);
      }
    }
    this.y += 14;
  }

  /** Who prepared and who received the boxes (the lists travel with the delivery). */
  private signatures(): void {
    const { w, model } = this;
    this.ensure(60);
    this.y += 30;
    const half = (CONTENT_WIDTH - 40) / 2;
    for (const [index, label] of [model.texts.deliveredBy, model.texts.receivedBy].entries()) {
      const x = MARGIN + index * (half + 40);
      w.rule(this.y + 14, COLOR.text, 0.6, x, half);
      w.text(label, x, this.y + 18, { size: 8, color: COLOR.muted, width: half });
    }
    this.y += 36;
  }

  private footers(): void {
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      this.doc.switchToPage(range.start + index);
      this.w.text(this.model.texts.page(index + 1, range.count), MARGIN, FOOTER_Y, {
        size: 7.5,
        color: COLOR.muted,
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }
  }
}
