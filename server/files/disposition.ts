// Content-Disposition for a file the server sends as a download (RFC 6266), written once for the
// reports and the render farm's pictures: each reduces its own name to a safe one first.

/**
 * The header for `safeName` (a name with no control characters or quotes): an ASCII fallback in
 * `filename` and the exact name in `filename*` (RFC 5987), so accented names survive without
 * breaking the header.
 */
export function attachmentDisposition(safeName: string): string {
  const ascii = safeName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safeName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
