// Drawing pieces of the offer PDF that are not text flow: fonts, colours, the vector logo mark,
// pictures and their placeholders. Everything is local: no font or image is fetched at run time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type PDFDocument from 'pdfkit';
import { projectRoot } from '../paths';
import type { OfferImage } from './images';

export type Pdf = InstanceType<typeof PDFDocument>;

export const FONT = { regular: 'Offer-Regular', bold: 'Offer-Bold' } as const;

export const COLOR = {
  text: '#1f2328',
  muted: '#6b7280',
  rule: '#d9dce1',
  fill: '#f3f4f6',
  placeholder: '#f7f7f8',
  // The theme's primary orange-red (spec 9).
  primary: '#d9482b',
  primaryTint: '#fbe9e4',
} as const;

export interface FontFiles {
  regular: string;
  bold: string;
}

/** DejaVu Sans from `<resourcesDir>/fonts` (see its README for the licence). */
export function fontFiles(resourcesDir = resolve(projectRoot(), 'resources')): FontFiles {
  const dir = resolve(resourcesDir, 'fonts');
  return { regular: resolve(dir, 'DejaVuSans.ttf'), bold: resolve(dir, 'DejaVuSans-Bold.ttf') };
}

/** Font files are read once per process; pdfkit embeds the subset each offer uses. */
const fontData = new Map<string, Buffer>();
const readFont = (path: string): Buffer => {
  let data = fontData.get(path);
  if (!data) fontData.set(path, (data = readFileSync(path)));
  return data;
};

export function registerFonts(doc: Pdf, files: FontFiles = fontFiles()): void {
  doc.registerFont(FONT.regular, readFont(files.regular));
  doc.registerFont(FONT.bold, readFont(files.bold));
}

/** The logo placeholder: a rounded orange-red tile with a white armchair, drawn as vectors. */
export function drawLogoMark(doc: Pdf, x: number, y: number, size: number): void {
  const u = size / 10;
  doc.save();
  doc.roundedRect(x, y, size, size, u * 1.6).fill(COLOR.primary);
  doc.fillColor('#ffffff');
  doc.roundedRect(x + u * 2.6, y + u * 2.2, u * 4.8, u * 3.2, u * 0.6).fill(); // back
  doc.roundedRect(x + u * 1.6, y + u * 4.2, u * 1.4, u * 3, u * 0.5).fill(); // left arm
  doc.roundedRect(x + u * 7, y + u * 4.2, u * 1.4, u * 3, u * 0.5).fill(); // right arm
  doc.roundedRect(x + u * 2.6, y + u * 5.4, u * 4.8, u * 1.8, u * 0.4).fill(); // seat
  doc.rect(x + u * 2.4, y + u * 7.2, u * 0.7, u * 1.2).fill(); // legs
  doc.rect(x + u * 6.9, y + u * 7.2, u * 0.7, u * 1.2).fill();
  doc.restore();
}

/** A picture opened once by pdfkit (its PDFImage), reusable by `doc.image`. */
type OpenedImage = { readonly width: number; readonly height: number };
/**
 * pdfkit's `openImage(buffer)` (typed here: @types/pdfkit lacks it) parses a picture once; `doc.image`
 * accepts the result and embeds it once however often it is drawn. Buffers only: never a path.
 */
const openImage = (doc: Pdf, data: Buffer): OpenedImage =>
  (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);

/** Pictures already opened for a document: a picture used twice is stored once in the PDF. */
export type ImageCache = Map<OfferImage, OpenedImage | null>;

/** A picture fitted and centred in a box; a placeholder when there is none or it cannot be read. */
export function drawPicture(
  doc: Pdf,
  image: OfferImage | null,
  box: { x: number; y: number; width: number; height: number },
  cache: ImageCache,
  caption?: string,
): void {
  if (image && !cache.has(image)) {
    try {
      cache.set(image, openImage(doc, image.data));
    } catch {
      // A corrupt picture must not break the offer: it prints as the placeholder.
      cache.set(image, null);
    }
  }
  const opened = image ? cache.get(image) : null;
  if (opened) {
    try {
      doc.image(opened as unknown as Buffer, box.x, box.y, {
        fit: [box.width, box.height],
        align: 'center',
        valign: 'center',
      });
      return;
    } catch {
      // A corrupt picture must not break the offer: fall through to the placeholder.
    }
  }
  drawPlaceholder(doc, box, caption);
}

/** A light box with a small "landscape" picture icon and an optional caption. */
export function drawPlaceholder(
  doc: Pdf,
  box: { x: number; y: number; width: number; height: number },
  caption?: string,
): void {
  const { x, y, width, height } = box;
  doc.save();
  doc.roundedRect(x, y, width, height, Math.min(6, width / 8)).fillAndStroke(COLOR.placeholder, COLOR.rule);
  const icon = Math.min(width, height) * (caption ? 0.3 : 0.5);
  const ix = x + (width - icon) / 2;
  const iy = y + (height - icon) / 2 - (caption ? 6 : 0);
  doc.lineWidth(Math.max(0.6, icon / 24)).strokeColor('#b8bcc4');
  doc.roundedRect(ix, iy, icon, icon * 0.78, icon / 10).stroke();
  doc
    .moveTo(ix + icon * 0.12, iy + icon * 0.66)
    .lineTo(ix + icon * 0.4, iy + icon * 0.36)
    .lineTo(ix + icon * 0.6, iy + icon * 0.56)
    .lineTo(ix + icon * 0.72, iy + icon * 0.46)
    .lineTo(ix + icon * 0.88, iy + icon * 0.66)
    .stroke();
  doc.circle(ix + icon * 0.72, iy + icon * 0.22, icon * 0.08).stroke();
  if (caption) {
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .fillColor(COLOR.muted)
      .text(caption, x, iy + icon * 0.78 + 6, { width, align: 'center', lineBreak: false });
  }
  doc.restore();
}
