// Offers as PDF (spec 7): see README.md.
export { reportRoutes, type ReportRoutesOptions } from './routes';
export { buildOffer, type OfferDocument } from './offer-model';
export { renderOfferPdf } from './render-offer';
export { sanitizeFileName, DEFAULT_REPORT_FILE_NAME } from './file-name';
