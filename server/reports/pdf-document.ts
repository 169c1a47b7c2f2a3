// A pdfkit document for the offer and the customer documents: fonts, metadata, and the buffer when it ends.
import PDFDocument from 'pdfkit';
import { type FontFiles, type Pdf, registerFonts } from './pdf-parts';
import { MARGIN } from './pdf-writer';

export interface DocumentRenderOptions {
  /** Written as the PDF's creation date. */
  creationDate?: Date;
  /** The bundled fonts; default resources/fonts of the checkout. */
  fonts?: FontFiles;
}

/** Opens a document of `size` (pdfkit size name or points), lets `draw` fill it, resolves its bytes. */
export function renderPdf(
  size: string | [number, number],
  info: { title: string; author: string; subject: string },
  options: DocumentRenderOptions,
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc: Pdf = new PDFDocument({
    size,
    // Page breaks are ours: pdfkit must not add pages on its own.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
    bufferPages: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      CreationDate: options.creationDate ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, options.fonts);
  draw(doc);
  doc.end();
  return done;
}
