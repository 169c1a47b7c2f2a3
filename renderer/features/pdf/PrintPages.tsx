import { createPortal } from 'react-dom';

/**
 * The document's pages as pictures, for the browser's print dialog only. They go straight under
 * <body> with a print style that hides everything else there: the app's header, footer and the
 * viewer's toolbar would otherwise print around the pages, and a document printed from the viewer
 * must come out as exactly its own pages, one per sheet.
 */
export function PrintPages({ pages }: { pages: string[] }) {
  return createPortal(
    <div data-print-document="" data-testid="pdf-print">
      <style>{`
        [data-print-document] { display: none; }
        @media print {
          body > :not([data-print-document]) { display: none !important; }
          [data-print-document] { display: block; }
          [data-print-document] img {
            display: block;
            width: 100%;
            height: 100vh;
            object-fit: contain;
            break-inside: avoid;
          }
          [data-print-document] img + img { break-before: page; }
        }
      `}</style>
      {pages.map((src, index) => (
        <img key={index} src={src} alt="" />
      ))}
    </div>,
    document.body,
  );
}
