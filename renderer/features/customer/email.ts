/**
 * Spec 5: e-mail format, the standard address pattern, case-insensitive (the HTML living standard's
 * "valid e-mail address" pattern, which browsers use for type=email, plus a dot in the domain since
 * an order address needs a reachable domain).
 */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isValidEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text.trim());
}

/** The translation key of what is wrong with an e-mail field, or null when it is fine. */
export function emailProblem(text: string, required: boolean): 'emailRequired' | 'emailInvalid' | null {
  if (!text.trim()) return required ? 'emailRequired' : null;
  return isValidEmail(text) ? null : 'emailInvalid';
}
