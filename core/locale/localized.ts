// An error that can say itself in the user's language (a closet refusal, issue 21). Screens and
// the host protocol word such an error with `inLanguage`, never with its English `message`, which
// stays for logs. A tiny shape check, so showing a toast pulls no domain module into the home page.

export interface LocalizedError extends Error {
  inLanguage(lang: string | undefined): string;
}

export function isLocalizedError(error: unknown): error is LocalizedError {
  return error instanceof Error && typeof (error as Partial<LocalizedError>).inLanguage === 'function';
}

/** The error's text in `lang` when it can give one, else its message. */
export function errorText(error: unknown, lang: string | undefined): string {
  if (isLocalizedError(error)) return error.inLanguage(lang);
  return error instanceof Error ? error.message : String(error);
}
