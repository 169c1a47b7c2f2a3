import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import it from './it.json';
import de from './de.json';
import { uiLanguageFor } from './language';

// Translation keys are typed from the English file (excalidraw style): a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature namespaces (README.md): one line each, type-only, so nothing is bundled here.
    resources: {
      translation: typeof en;
      itemsearch: typeof import('../features/itemsearch/i18n/en.json');
      configurator: typeof import('../features/configurator/i18n/en.json');
      offer: typeof import('../features/offer/i18n/en.json');
      layout: typeof import('../features/configurator3d/i18n/en.json');
    };
  }
}

export const i18n: I18n = i18next.createInstance();

/** Initialises the bundled translations; synchronous because the resources are in the bundle. */
export function initI18n(language: string): I18n {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, it: { translation: it }, de: { translation: de } },
    lng: uiLanguageFor(language),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Switches the interface language (the code is normalised: d -> de, en_GB -> en). */
export async function setUiLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(uiLanguageFor(language));
  document.documentElement.lang = i18n.language;
}
