// The offer's page furniture: the first-page header (logo, shop, offer facts), the customer and
// project block with the project picture, the running header of later pages, the page footers.
import type { OfferDocument } from './offer-model';
import { COLOR, FONT, type ImageCache, drawLogoMark, drawPicture } from './pdf-parts';
import { CONTENT_WIDTH, FOOTER_Y, MARGIN, PAGE, type PdfWriter } from './pdf-writer';

/** Draws the first page's header; returns where the content continues. */
export function drawFirstPageHeader(w: PdfWriter, offer: OfferDocument): number {
  const { labels } = offer;
  drawLogoMark(w.doc, MARGIN, MARGIN, 44);
  const textX = MARGIN + 56;
  w.text(offer.shop.name, textX, MARGIN + 2, { font: FONT.bold, size: 13, width: 250 });
  let lineY = MARGIN + 20;
  for (const line of offer.shop.lines.slice(0, 4)) {
    w.text(line, textX, lineY, { size: 8, color: COLOR.muted, width: 250 });
    lineY += 10.5;
  }
  const right = { x: PAGE.width - MARGIN - 220, width: 220 };
  w.text(labels.offer.toUpperCase(), right.x, MARGIN, {
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
    w.text(label, right.x, factY, { size: 8, color: COLOR.muted, width: 130, align: 'right' });
    w.text(value, right.x + 136, factY, { font: FONT.bold, size: 8, width: 84, align: 'right' });
    factY += 11;
  }
  const y = Math.max(lineY, factY, MARGIN + 52) + 10;
  w.rule(y, COLOR.primary, 1.2);
  return y + 14;
}

/** The slim header of later pages from `top`; returns where the content continues. */
export function drawRunningHeader(w: PdfWriter, offer: OfferDocument, top: number): number {
  w.text(offer.shop.name, MARGIN, top, { font: FONT.bold, size: 8.5, width: 260 });
  const right = `${offer.labels.offerNumber} ${offer.number || '—'} · ${offer.date}`;
  w.text(right, PAGE.width - MARGIN - 260, top, {
    size: 8,
    color: COLOR.muted,
    width: 260,
    align: 'right',
  });
  w.rule(top + 14, COLOR.primary, 0.8);
  return top + 24;
}

/** Customer and project on the left, the project picture on the right; returns the next y. */
export function drawParties(w: PdfWriter, offer: OfferDocument, top: number, images: ImageCache): number {
  const { labels } = offer;
  const pictureBox = { width: 170, height: 120 };
  const leftWidth = CONTENT_WIDTH - pictureBox.width - 20;
  let y = top;
  w.text(labels.customer.toUpperCase(), MARGIN, y, { font: FONT.bold, size: 7, color: COLOR.muted });
  y += 11;
  if (offer.customer) {
    y += w.text(offer.customer.name, MARGIN, y, { font: FONT.bold, size: 11, width: leftWidth });
    for (const line of offer.customer.lines) {
      y += w.text(line, MARGIN, y, { size: 9, width: leftWidth }) + 1;
    }
  } else {
    y += w.text('—', MARGIN, y, { size: 9 });
  }
  if (offer.projectTitle) {
    y += 10;
    w.text(labels.project.toUpperCase(), MARGIN, y, { font: FONT.bold, size: 7, color: COLOR.muted });
    y += 11;
    y += w.text(offer.projectTitle, MARGIN, y, { font: FONT.bold, size: 10, width: leftWidth });
  }
  drawPicture(
    w.doc,
    offer.projectImage,
    { x: PAGE.width - MARGIN - pictureBox.width, y: top, ...pictureBox },
    images,
    labels.noPicture,
  );
  return Math.max(y, top + pictureBox.height) + 18;
}

/** "Page n of m" and the shop on every page, once the page count is known. */
export function drawFooters(w: PdfWriter, offer: OfferDocument): void {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  const left = [offer.shop.name, `${offer.labels.offerNumber} ${offer.number || '—'}`].join(' · ');
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    w.rule(FOOTER_Y - 6, COLOR.rule, 0.5);
    w.text(left, MARGIN, FOOTER_Y, { size: 7.5, color: COLOR.muted, width: 330, lineBreak: false });
    w.text(offer.labels.page(index + 1, range.count), PAGE.width - MARGIN - 150, FOOTER_Y, {
      size: 7.5,
      color: COLOR.muted,
      width: 150,
      align: 'right',
      lineBreak: false,
    });
  }
}
