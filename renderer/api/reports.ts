// Report calls (spec 7: the report-engine request and module command jPrjCreatePDFDevExpress, the
// reply returned as is; saving a PDF fetches its URL by GET as a blob); server/reports/routes.ts.
import type { ArredoHost } from '../../core/embed/host';
import { logger } from '../state/logs';
import { defaultTransport, ApiError, type Transport } from './transport';
import type { DevExpressRequest, ReportReply, ReportRequest } from './types';
import { ReportReply as ReportReplySchema } from '../../core/project/reportRequests';
import { checkedReply } from './replies';

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
   * Downloads the file at `url` under `fileName`; in the desktop app, through its native save dialog
   * (a cancelled dialog is no failure). On failure logs 'Fetch error:' with the status only (spec 8)
   * and resolves false.
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

/** The desktop app's host object (preload), whose savePdf asks where to save with the native dialog. */
export type PdfSavingHost = Pick<ArredoHost, 'savePdf'>;

export function desktopPdfHost(): PdfSavingHost | null {
  if (typeof window === 'undefined') return null;
  const host = (window as Window & { arredoHost?: Partial<ArredoHost> }).arredoHost;
  return typeof host?.savePdf === 'function' ? (host as PdfSavingHost) : null;
}

async function saveOnHost(host: PdfSavingHost, url: string, fileName: string): Promise<boolean> {
  try {
    // Main fetches the app's URL with the app's session and writes where the user chose.
    const result = await host.savePdf({ url, fileName });
    if (result.saved) logger.info('PDF saved', result.path);
    else logger.info('PDF not saved: the save dialog was cancelled', fileName);
    return true;
  } catch (error) {
    logger.error('Fetch error:', error instanceof ApiError ? error.status : 0);
    logger.warn('PDF not saved', (error as Error)?.message ?? String(error));
    return false;
  }
}

export function createReportsApi(
  transport: Transport = defaultTransport,
  download: (blob: Blob, fileName: string) => void = downloadBlob,
  pdfHost: () => PdfSavingHost | null = desktopPdfHost,
): ReportsApi {
  const fetchFile = (url: string) => transport.blob(url);
  return {
    create: async (request) =>
      checkedReply(ReportReplySchema, 'report', await transport.json('POST', 'reports', { body: request })),
    createDevExpress: async (request) =>
      checkedReply(
        ReportReplySchema,
        'report',
        await transport.json('POST', 'reports/devexpress', { body: request }),
      ),
    fetchFile,
    savePdf: async (url, fileName = DEFAULT_PDF_NAME) => {
      const host = pdfHost();
      if (host) return saveOnHost(host, url, fileName);
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
