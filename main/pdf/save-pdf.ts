// Saving a PDF (an offer, a report) where the user chooses: the renderer hands over the file's bytes, or the
// URL of a report on the app's own origin, which main fetches with the app's session (so a report that needs
// the sign-in cookie works). Main checks what it got is a PDF of sane size, asks with the native save dialog,
// and writes the file atomically (a temporary file beside it, then a rename).
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { SavePdfResult } from '../../core/embed/host';
import type { AppWindow, FetchedFile, Logger, SaveDialogOptions, SaveDialogResult } from '../facade';
import type { MenuLabels } from '../menu/menu-labels';

/** Spec 7: a saved PDF's default name. */
export const DEFAULT_PDF_NAME = 'order_merge.pdf';
export const MAX_PDF_BYTES = 100 * 1024 * 1024;
const MAX_NAME_CHARS = 120;

export class PdfRequestError extends Error {
  override readonly name = 'PdfRequestError';
}

/**
 * A file name for the dialog's suggestion: the last path segment only, without characters Windows or macOS
 * refuse, ending in .pdf; the default name when nothing is left.
 */
export function safePdfFileName(name: unknown): string {
  if (typeof name !== 'string') return DEFAULT_PDF_NAME;
  const cleaned = basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"|?*\u0000-\u001f]/g, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME_CHARS);
  if (!cleaned) return DEFAULT_PDF_NAME;
  return /\.pdf$/i.test(cleaned) ? cleaned : `${cleaned}.pdf`;
}

/** True when the bytes start like a PDF file (`%PDF-`). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
}

export type PdfSource = { bytes: Uint8Array } | { url: string };

/** Validates the renderer's request: bytes (a PDF, size-limited) or a URL on the app's origin. */
export function parseSavePdfRequest(
  payload: unknown,
  appOrigin: string,
): { fileName: string; source: PdfSource } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new PdfRequestError('savePdf needs { bytes } or { url }');
  }
  const { bytes, url, fileName } = payload as { bytes?: unknown; url?: unknown; fileName?: unknown };
  const name = safePdfFileName(fileName);
  if (bytes !== undefined && url !== undefined)
    throw new PdfRequestError('savePdf takes bytes or url, not both');
  if (bytes instanceof Uint8Array) {
    checkPdfBytes(bytes);
    return { fileName: name, source: { bytes } };
  }
  if (typeof url === 'string') {
    let resolved: URL;
    try {
      resolved = new URL(url, appOrigin);
    } catch {
      throw new PdfRequestError(`savePdf: "${url}" is not a URL`);
    }
    if (resolved.origin !== appOrigin) {
      throw new PdfRequestError(`savePdf: ${resolved.origin} is not the app's origin`);
    }
    return { fileName: name, source: { url: resolved.href } };
  }
  throw new PdfRequestError('savePdf needs bytes (a Uint8Array) or a url');
}

function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length > MAX_PDF_BYTES) throw new PdfRequestError(`The PDF is too large (${bytes.length} bytes)`);
  if (!looksLikePdf(bytes)) throw new PdfRequestError('The file is not a PDF');
}

export interface SavePdfDeps {
  appOrigin: string;
  window(): AppWindow | undefined;
  downloadsDir: string;
  labels(): MenuLabels;
  showSaveDialog(window: AppWindow, options: SaveDialogOptions): Promise<SaveDialogResult>;
  fetchWithSession(url: string): Promise<FetchedFile>;
  logger: Logger;
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function savePdf(payload: unknown, deps: SavePdfDeps): Promise<SavePdfResult> {
  const { fileName, source } = parseSavePdfRequest(payload, deps.appOrigin);
  let bytes: Uint8Array;
  if ('url' in source) {
    const file = await deps.fetchWithSession(source.url);
    if (file.status !== 200) throw new PdfRequestError(`The report answered ${file.status} (${source.url})`);
    checkPdfBytes(file.bytes);
    bytes = file.bytes;
  } else {
    bytes = source.bytes;
  }
  const window = deps.window();
  if (!window) throw new PdfRequestError('There is no window to show the save dialog on');
  const labels = deps.labels();
  const answer = await deps.showSaveDialog(window, {
    title: labels.savePdfTitle,
    buttonLabel: labels.savePdfButton,
    defaultPath: join(deps.downloadsDir, fileName),
    filters: [{ name: labels.pdfFilter, extensions: ['pdf'] }],
  });
  if (answer.canceled) return { saved: false };
  await writeAtomically(answer.filePath, bytes);
  deps.logger.info(`PDF saved to ${answer.filePath} (${bytes.length} bytes)`);
  return { saved: true, path: answer.filePath };
}
