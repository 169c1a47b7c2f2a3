/**
 * Language and locale codes (spec 9): the app's short language codes map to BCP 47 locales.
 * `d` is the legacy code for German.
 */
export const LOCALE_BY_LANGUAGE: Readonly<Record<string, string>> = Object.freeze({
  d: 'de-DE',
  en: 'en-GB',
  us: 'en-US',
  br: 'pt-BR',
});

/** Locale used when a language code is empty or unknown. */
export const DEFAULT_LOCALE = 'en-GB';

/**
 * Normalises a language code (spec 5): `d` becomes `de` and underscores become hyphens
 * (`pt_BR` -> `pt-BR`). Surrounding blanks are dropped; the case of the code is kept.
 */
export function normalizeLanguage(code: string): string {
  const trimmed = code.trim();
  if (trimmed.toLowerCase() === 'd') return 'de';
  return trimmed.replace(/_/g, '-');
}

/**
 * The BCP 47 locale for an app language code: the table first (`d`, `en`, `us`, `br`, matched
 * case-insensitively), otherwise the normalised code when Intl accepts it, otherwise the default.
 */
export function localeFor(code: string | undefined | null): string {
  if (!code) return DEFAULT_LOCALE;
  const mapped = LOCALE_BY_LANGUAGE[code.trim().toLowerCase()];
  if (mapped) return mapped;
  const normalized = normalizeLanguage(code);
  try {
    const [canonical] = Intl.getCanonicalLocales(normalized);
    return canonical ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Case-insensitive membership test of a language in the configured languages list (spec 5 setLang). */
export function findConfiguredLanguage(lang: string, languages: readonly string[]): string | undefined {
  const wanted = lang.trim().toLowerCase();
  return languages.find((l) => l.toLowerCase() === wanted);
}

/** The languages of Switzerland that write Swiss francs the Swiss way. */
const SWISS_LANGUAGES = new Set(['de', 'fr', 'it', 'en']);

/**
 * The locale a project's figures are written in: the language's, except that a project in Swiss
 * francs writes them as Switzerland does in that language ('CHF 1’234.50', '8.1 %'), not as
 * Germany or Italy would ('1.234,50 CHF'). Money, rates and typed decimals all follow it.
 */
export function numberLocale(language: string | undefined | null, currencyCode: string | undefined): string {
  const locale = localeFor(language);
  if (currencyCode !== 'CHF') return locale;
  const base = locale.split('-')[0]!.toLowerCase();
  return SWISS_LANGUAGES.has(base) ? `${base}-CH` : locale;
}
