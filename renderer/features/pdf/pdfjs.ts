// pdf.js with its worker from the bundle (Vite emits the worker file and gives its URL): nothing is
// fetched from a CDN, so the viewer works offline and under the app's CSP (worker-src 'self').
// The server's PDFs embed their fonts (DejaVu subsets), so no standard fonts or CMaps are needed.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Opens a PDF from its bytes. No eval (the CSP has no 'unsafe-eval'). */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
}
