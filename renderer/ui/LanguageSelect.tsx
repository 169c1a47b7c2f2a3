import { useTranslation } from 'react-i18next';
import { i18n, setUiLanguage } from '../i18n';
import { selectableLanguages, uiLanguageFor } from '../i18n/language';
import { configAtom } from '../state/app';
import { preferencesAtom } from '../state/session';
import { useAtomValue } from '../state/store';
import { useAction } from '../actions/useAction';
import { OptionSelect } from './OptionSelect';
import { showToast } from './toaster';

const LANGUAGE_TOAST = 'language-changed';

/** The configured languages (English, Italian, German bundled); the choice goes to preferences. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const preferences = useAtomValue(preferencesAtom);
  const setLanguage = useAction('setLanguage');
  const languages = selectableLanguages(config?.config.languages ?? ['en']);
  const current = uiLanguageFor(preferences.language || 'en');
  return (
    <OptionSelect
      root={{ size: 'sm', width: 'auto', variant: 'subtle' }}
      aria-label={t('settings.language')}
      data-testid="language-select"
      value={current}
      options={languages}
      optionLabel={(code) => t(`languages.${code}`)}
      onChange={(language) => {
        // Confirmed in the new language, once i18next has switched.
        void setLanguage
          .run({ language })
          .then((code) => (code ? setUiLanguage(code) : undefined))
          .then(() =>
            // One confirmation, replaced by the next switch: trying languages piled them up.
            showToast({ id: LANGUAGE_TOAST, title: i18n.t('settings.languageChanged'), type: 'success' }),
          );
      }}
    />
  );
}
