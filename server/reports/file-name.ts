// The caller names the downloaded file (spec 7: default order_merge.pdf). The name ends up in a
// Content-Disposition header and in a URL, so it is reduced to a plain, safe file name first.

/** Spec 9: default download name. */
export const DEFAULT_REPORT_FILE_NAME = 'order_merge.pdf';

const MAX_NAME_LENGTH = 120;

/**
 * A safe PDF file name: only the last path segment is kept (no traversal), control characters
 * (CR, LF ...), quotes and characters that file systems or headers refuse are dropped, blanks are
 * collapsed, leading dots removed, the length capped, and `.pdf` ensured. Empty: the default.
 */
export function sanitizeFileName(name: string | undefined | null): string {
  if (!name) return DEFAULT_REPORT_FILE_NAME;
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const safe = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"'`<>:|?*;%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!safe) return DEFAULT_REPORT_FILE_NAME;
  return `${[...safe].slice(0, MAX_NAME_LENGTH - 4).join('')}.pdf`;
}
