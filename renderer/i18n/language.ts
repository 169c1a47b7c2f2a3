/** Languages the interface ships translations for (renderer/i18n/*.json). */
export const uiLanguages = ['en', 'it', 'de'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** Spec 5: language code d maps to de, and underscores become hyphens (en_GB -> en-GB). */
export function normalizeLanguage(code: string): string {
  const trimmed = code.trim().replace(/_/g, '-');
  if (trimmed.toLowerCase() === 'd') return 'de';
  return trimmed;
}

/** The bundled translation to show for a (normalised or raw) code; English when none fits. */
export function uiLanguageFor(code: string): UiLanguage {
  const primary = normalizeLanguage(code).split('-')[0]?.toLowerCase() ?? '';
  return (uiLanguages as readonly string[]).includes(primary) ? (primary as UiLanguage) : 'en';
}

/** The configured languages the user may choose from, normalised, deduplicated, in config order. */
export function selectableLanguages(configured: readonly string[]): UiLanguage[] {
  const chosen = configured.map(uiLanguageFor);
  const unique = [...new Set(chosen)];
  return unique.length > 0 ? unique : ['en'];
}

/**
 * The language a first visit starts in: the browser's first preferred language that the
 * configuration offers, otherwise the configuration's first. A language chosen before wins while it
 * is still offered (handled by the caller).
 */
export function firstVisitLanguage(configured: readonly string[], browser: readonly string[]): string {
  const offered = selectableLanguages(configured);
  for (const code of browser) {
    const primary = normalizeLanguage(code).split('-')[0]?.toLowerCase() ?? '';
    if ((offered as readonly string[]).includes(primary)) {
      // The configured spelling (e.g. en-GB), so the region the shop chose is kept.
      return normalizeLanguage(configured.find((c) => uiLanguageFor(c) === primary) ?? primary);
    }
  }
  return normalizeLanguage(configured[0] ?? 'en');
}
