// EtichettaCollo: one 100 x 150 mm label per package (a thermal label printer's roll size), with
// shop, customer, project, box, article, configuration, "Package n of m" and a QR code that names
// project, box and package for the scanner at the warehouse.
import QRCode from 'qrcode';
import { COLOR, FONT, type Pdf, drawLogoMark } from '../pdf-parts';
import { PdfWriter } from '../pdf-writer';
import type { CustomerDocumentModel, DocumentPackage } from './model';
import { type DocumentRenderOptions, renderPdf } from '../pdf-document';

const MM = 72 / 25.4;
export const LABEL_SIZE: [number, number] = [100 * MM, 150 * MM];
const PAD = 14;

/** What the QR code of a package says: "ARREDO;<project>;<box>;<n>/<m>". */
export function packageCode(model: CustomerDocumentModel, pkg: DocumentPackage): string {
  return `ARREDO;${model.number || '-'};${pkg.box.box};${pkg.n}/${pkg.of}`;
}

export function renderPackageLabels(
  model: CustomerDocumentModel,
  options: DocumentRenderOptions = {},
): Promise<Buffer> {
  const { texts } = model;
  const info = {
    title: `${texts.title.EtichettaCollo} ${model.number}`.trim(),
    author: model.shop.name,
    subject: model.projectTitle,
  };
  return renderPdf(LABEL_SIZE, info, options, (doc) => {
    if (model.packages.length === 0) {
      new PdfWriter(doc).text(texts.empty, PAD, PAD, { width: LABEL_SIZE[0] - 2 * PAD, size: 11 });
      return;
    }
    model.packages.forEach((pkg, index) => {
      if (index > 0) doc.addPage({ size: LABEL_SIZE, margins: { top: 0, left: 0, right: 0, bottom: 0 } });
      drawLabel(doc, model, pkg);
    });
  });
}

function drawLabel(doc: Pdf, model: CustomerDocumentModel, pkg: DocumentPackage): void {
  const w = new PdfWriter(doc);
  const { texts } = model;
  const [width, height] = LABEL_SIZE;
  const inner = width - 2 * PAD;
  drawLogoMark(doc, PAD, PAD, 22);
  w.text(model.shop.name, PAD + 30, PAD + 1, {
    font: FONT.bold,
    size: 10,
    width: inner - 30,
    lineBreak: false,
  });
  w.text(model.shop.lines[0] ?? '', PAD + 30, PAD + 13, {
    size: 7,
    color: COLOR.muted,
    width: inner - 30,
    lineBreak: false,
  });
  let y = PAD + 32;
  w.rule(y, COLOR.text, 1.2, PAD, inner);
  y += 8;
  w.text(texts.customer.toUpperCase(), PAD, y, { size: 7, color: COLOR.muted });
  y += 10;
  const customer = model.customer;
  y += w.text(customer?.name ?? '—', PAD, y, { font: FONT.bold, size: 12, width: inner });
  for (const line of customer?.lines.slice(0, 4) ?? [])
    y += w.text(line, PAD, y, { size: 8.5, width: inner });
  y += 6;
  w.rule(y, COLOR.rule, 0.8, PAD, inner);
  y += 8;
  const facts: [string, string][] = [
    [texts.project, [model.number, model.projectTitle].filter(Boolean).join(' · ') || '—'],
    [texts.date, model.date],
    [texts.code, pkg.box.code],
  ];
  for (const [label, value] of facts) {
    w.text(label, PAD, y, { size: 7.5, color: COLOR.muted, width: 60 });
    y += Math.max(10, w.text(value, PAD + 62, y, { font: FONT.bold, size: 8.5, width: inner - 62 }));
  }
  y += 2;
  y += w.text(pkg.box.description, PAD, y, { font: FONT.bold, size: 9.5, width: inner });
  const configuration = pkg.box.configuration;
  // A closet's package lists what it holds: its configuration gets less room.
  const room = pkg.contents ? 110 : 220;
  if (configuration) {
    const clipped = configuration.length > room ? `${configuration.slice(0, room - 1)}…` : configuration;
    y += w.text(clipped, PAD, y + 2, { size: 7.5, color: COLOR.muted, width: inner }) + 2;
  }
  // The bottom band: box number big, package count, QR code.
  const qrSize = 92;
  const bandTop = height - PAD - qrSize;
  if (pkg.contents) drawContents(w, pkg.contents, y + 4, bandTop - 12, inner);
  w.rule(bandTop - 8, COLOR.text, 1.2, PAD, inner);
  w.text(texts.box.toUpperCase(), PAD, bandTop, { size: 8, color: COLOR.muted });
  w.text(pkg.box.box, PAD, bandTop + 10, {
    font: FONT.bold,
    size: 34,
    width: inner - qrSize - 8,
    lineBreak: false,
  });
  w.text(texts.packageOf(pkg.n, pkg.of), PAD, bandTop + 56, {
    font: FONT.bold,
    size: 12,
    width: inner - qrSize - 8,
    lineBreak: false,
  });
  w.text(pkg.box.catalogName, PAD, bandTop + 74, {
    size: 8,
    color: COLOR.muted,
    width: inner - qrSize - 8,
    lineBreak: false,
  });
  drawQr(doc, packageCode(model, pkg), width - PAD - qrSize, bandTop, qrSize);
}

/** The package's contents: its group and weight, then a line a kind of part, as many as fit. */
function drawContents(
  w: PdfWriter,
  contents: NonNullable<DocumentPackage['contents']>,
  top: number,
  bottom: number,
  inner: number,
): void {
  let y = top;
  w.rule(y, COLOR.rule, 0.8, PAD, inner);
  y += 5;
  const heading = [contents.group, contents.weight].filter(Boolean).join(' · ');
  y +=
    w.text(heading.toUpperCase(), PAD, y, { font: FONT.bold, size: 8.5, width: inner, lineBreak: false }) + 2;
  for (const [index, line] of contents.lines.entries()) {
    const left = contents.lines.length - index;
    // Keep a line for "+ n" when not all of them fit: a label never hides that something is missing.
    if (y + 2 * 9 > bottom && left > 1) {
      w.text(`+ ${left} …`, PAD, y, { size: 7.5, color: COLOR.muted, width: inner, lineBreak: false });
      return;
    }
    y += w.text(line, PAD, y, { size: 7.5, width: inner, lineBreak: false }) + 1;
  }
}

/** A QR code drawn as vector squares (sharp at any print resolution). */
function drawQr(doc: Pdf, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}
