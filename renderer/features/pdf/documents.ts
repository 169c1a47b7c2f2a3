import { openPdfDocuments } from '../../app/routes';

/** What /openPDF/{document} may show: the offer and the customer documents (spec 2). */
export const VIEWER_DOCUMENTS = ['offer', ...openPdfDocuments] as const;
export type ViewerDocument = (typeof VIEWER_DOCUMENTS)[number];

/** The document a path segment names (any case), or null. */
export function viewerDocument(segment: string | undefined): ViewerDocument | null {
  if (!segment) return null;
  const wanted = segment.toLowerCase();
  return VIEWER_DOCUMENTS.find((doc) => doc.toLowerCase() === wanted) ?? null;
}

/** Zoom steps of the viewer, as a factor of "fit to width". */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function nextZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((step) => step > current + 1e-6) ?? current;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-6) ?? current;
}
