import { i18n } from './index';
import { uiLanguages, type UiLanguage } from './language';
import { reapplyTranslationOverrides } from './overrides';

/** One feature's texts in every bundled language (the English file is the reference). */
export type FeatureTexts<T> = Readonly<Record<UiLanguage, T>>;

/**
 * Adds a feature's translation namespace. A screen family keeps its texts in
 * `features/<family>/i18n/{en,it,de}.json` and registers them from its own module, so the texts load
 * with the screen's chunk (not the home page's bundle) and features never edit one shared file.
 * Registering again (hot reload, a second import) replaces the texts.
 */
export function registerTranslations<T extends object>(namespace: string, texts: FeatureTexts<T>): void {
  for (const language of uiLanguages) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
  // Texts saved for this namespace (saveTranslations) stay over the bundled ones.
  reapplyTranslationOverrides(namespace);
}
