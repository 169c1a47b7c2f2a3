import type PDFKitDocument from 'pdfkit';
import type { Drawing } from '../../../core/layout/drawing';

/** A4 landscape in PDF points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const TITLE_SIZE = 14;
/** The usual architectural scales: the largest that fits the sheet is used (1:20 … 1:200). */
const SCALES = [10, 20, 25, 50, 75, 100, 150, 200, 250, 500];
const POINTS_PER_MM = 72 / 25.4;

/** The drawing scale (1:n) at which a drawing fits the printable area of an A4 landscape page. */
export function pdfScale(drawing: Pick<Drawing, 'width' | 'height'>): number {
  const width = PAGE.width - 2 * MARGIN;
  const height = PAGE.height - 2 * MARGIN - TITLE_SIZE * 2;
  const fits = (n: number) =>
    (drawing.width / n) * POINTS_PER_MM <= width && (drawing.height / n) * POINTS_PER_MM <= height;
  return (
    SCALES.find(fits) ??
    Math.ceil(Math.max(drawing.width / (width / POINTS_PER_MM), drawing.height / (height / POINTS_PER_MM)))
  );
}

/**
 * The dimension drawings as a PDF, one A4 landscape page each, drawn with pdfkit from the same
 * shapes as the SVG (vector lines, Helvetica text), at a true scale printed under the title.
 */
export async function drawingsPdf(
  drawings: readonly Drawing[],
  scaleLabel: (n: number) => string,
): Promise<Blob> {
  const [{ default: PDFDocument, registerStdFonts }, { default: helvetica }] = await Promise.all([
    import('pdfkit') as unknown as Promise<{
      default: typeof PDFKitDocument;
      registerStdFonts(...fonts: object[]): void;
    }>,
    import('pdfkit/standard-fonts/Helvetica'),
  ]);
  registerStdFonts(helvetica);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, autoFirstPage: false });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })));
    doc.on('error', reject);
  });
  doc.info.Title = drawings.map((d) => d.title).join(', ');
  for (const drawing of drawings) {
    doc.addPage();
    const n = pdfScale(drawing);
    const k = POINTS_PER_MM / n;
    doc.font('Helvetica').fontSize(TITLE_SIZE).fillColor('#111111').text(drawing.title, MARGIN, MARGIN);
    doc
      .fontSize(9)
      .fillColor('#555555')
      .text(scaleLabel(n), MARGIN, MARGIN + TITLE_SIZE + 4);
    const top = MARGIN + TITLE_SIZE * 2 + 4;
    const left = MARGIN + (PAGE.width - 2 * MARGIN - drawing.width * k) / 2;
    const at = (p: { x: number; y: number }): [number, number] => [left + p.x * k, top + p.y * k];
    for (const shape of drawing.shapes) {
      if (shape.kind === 'polygon') {
        const [first, ...rest] = shape.points.map(at);
        if (!first) continue;
        doc.moveTo(...first);
        for (const p of rest) doc.lineTo(...p);
        doc.closePath().lineWidth(Math.max(0.3, shape.width * k));
        if (shape.dash) doc.dash(40 * k, { space: 25 * k });
        doc.fillAndStroke(shape.fill, shape.stroke);
        doc.undash();
      } else if (shape.kind === 'line') {
        doc
          .moveTo(...at(shape.from))
          .lineTo(...at(shape.to))
          .lineWidth(Math.max(0.3, shape.width * k))
          .stroke(shape.stroke);
      } else {
        // Measures stay legible however small the scale: at least 6 pt.
        const size = Math.max(6, shape.size * k);
        const [x, y] = at(shape.at);
        const width = doc.fontSize(size).widthOfString(shape.text);
        doc.save();
        if (shape.angle) doc.rotate(shape.angle, { origin: [x, y] });
        doc.fillColor(shape.color).text(shape.text, x - width / 2, y - size / 2, { lineBreak: false });
        doc.restore();
      }
    }
  }
  doc.end();
  return done;
}
