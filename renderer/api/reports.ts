// Report calls (spec 7: the report-engine request and module command jPrjCreatePDFDevExpress, the
// reply returned as is; saving a PDF fetches its URL by GET as a blob); server/reports/routes.ts.
import { logger } from '../state/logs';
import { defaultTransport, ApiError, type Transport } from './transport';
import type { DevExpressRequest, ReportReply, ReportRequest } from './types';

/** Spec 9: the default download name. */
export const DEFAULT_PDF_NAME = 'order_merge.pdf';

export interface ReportsApi {
  /** Renders the offer PDF and replies its address. */
  create(request: ReportRequest): Promise<ReportReply>;
  /** The legacy module command jPrjCreatePDFDevExpress. */
  createDevExpress(request: DevExpressRequest): Promise<ReportReply>;
  /** The rendered file as a blob (GET). */
  fetchFile(url: string): Promise<Blob>;
  /**
   * Downloads the file at `url` under `fileName`. On failure logs 'Fetch error:' with the status
   * only (spec 8) and resolves false.
   */
  savePdf(url: string, fileName?: string): Promise<boolean>;
}

/** Hands a blob to the browser as a download: an object URL and a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled: some browsers start the download asynchronously.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

export function createReportsApi(
  transport: Transport = defaultTransport,
  download: (blob: Blob, fileName: string) => void = downloadBlob,
): ReportsApi {
  const fetchFile = (url: string) => transport.blob(url);
  return {
    create: (request) => transport.json('POST', 'reports', { body: request }),
    createDevExpress: (request) => transport.json('POST', 'reports/devexpress', { body: request }),
    fetchFile,
    savePdf: async (url, fileName = DEFAULT_PDF_NAME) => {
      let blob: Blob;
      try {
        blob = await fetchFile(url);
      } catch (error) {
        logger.error('Fetch error:', error instanceof ApiError ? error.status : 0);
        return false;
      }
      download(blob, fileName);
      return true;
    },
  };
}
