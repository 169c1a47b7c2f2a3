/**
 * Whether text holds a control character. No catalogue, model or price list code does, and
 * PostgreSQL text refuses NUL outright, so such input is answered before it reaches a query.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
