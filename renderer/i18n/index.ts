import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import it from './it.json';
import de from './de.json';
import { uiLanguageFor } from './language';
import { commandTexts } from '../../core/embed/menu-commands';
// Feature namespaces (README.md): type-only imports, so none of their texts is bundled here.
import type accountEn from '../features/account/i18n/en.json';
import type closetEn from '../features/closet/i18n/en.json';
import type configuratorEn from '../features/configurator/i18n/en.json';
import type customerEn from '../features/customer/i18n/en.json';
import type embedframeEn from '../features/embedframe/i18n/en.json';
import type itemsearchEn from '../features/itemsearch/i18n/en.json';
import type layoutEn from '../features/configurator3d/i18n/en.json';
import type offerEn from '../features/offer/i18n/en.json';
import type pdfEn from '../features/pdf/i18n/en.json';
import type plan2dEn from '../features/configurator2d/i18n/en.json';
import type projectsEn from '../features/projects/i18n/en.json';
import type scenemediaEn from '../features/scenemedia/i18n/en.json';
import type entryEn from '../features/entry/i18n/en.json';
import type renderfarmEn from '../features/renderfarm/i18n/en.json';
import type promotionsEn from '../features/promotions/i18n/en.json';

// Translation keys are typed from the English file (excalidraw style): a missing key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      account: typeof accountEn;
      itemsearch: typeof itemsearchEn;
      configurator: typeof configuratorEn;
      offer: typeof offerEn;
      pdf: typeof pdfEn;
      projects: typeof projectsEn;
      customer: typeof customerEn;
      embedframe: typeof embedframeEn;
      layout: typeof layoutEn;
      plan2d: typeof plan2dEn;
      scenemedia: typeof scenemediaEn;
      entry: typeof entryEn;
      closet: typeof closetEn;
      renderfarm: typeof renderfarmEn;
      promotions: typeof promotionsEn;
      /** The desktop menu's commands, labelled once for the menu and the app (core/embed/menu-commands). */
      commands: ReturnType<typeof commandTexts>;
    };
  }
}

export const i18n: I18n = i18next.createInstance();

/** Initialises the bundled translations; synchronous because the resources are in the bundle. */
export function initI18n(language: string): I18n {
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: en, commands: commandTexts('en') },
      it: { translation: it, commands: commandTexts('it') },
      de: { translation: de, commands: commandTexts('de') },
    },
    lng: uiLanguageFor(language),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
    // Texts added later (a feature's namespace, a host's saveTranslations) re-render the screens using them.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Switches the interface language (the code is normalised: d -> de, en_GB -> en). */
export async function setUiLanguage(language: string): Promise<void> {
  await i18n.changeLanguage(uiLanguageFor(language));
  document.documentElement.lang = i18n.language;
}
