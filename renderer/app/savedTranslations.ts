import { createTranslationsApi, type TranslationsApi } from '../api/notifications';
import { uiLanguageFor } from '../i18n/language';
import { applyTranslationOverrides } from '../i18n/overrides';
import { logger } from '../state/logs';

// The texts an administrator or a host saved (saveTranslations) come from the server once per language
// and session, so they show after a reload and in every browser, not only where they were saved.

const loaded = new Set<string>();

/** Fetches and applies the saved texts of `language` (once); a failure leaves the bundled texts. */
export async function loadSavedTranslations(
  language: string,
  translations: Pick<TranslationsApi, 'get'> = createTranslationsApi(),
): Promise<number> {
  const ui = uiLanguageFor(language);
  if (loaded.has(ui)) return 0;
  loaded.add(ui);
  try {
    return applyTranslationOverrides(ui, await translations.get(ui));
  } catch (error) {
    loaded.delete(ui);
    logger.warn('Saved translations not loaded', (error as Error)?.message ?? String(error));
    return 0;
  }
}
