import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { i18n, setUiLanguage } from '../i18n';
import { selectableLanguages, uiLanguageFor } from '../i18n/language';
import { configAtom } from '../state/app';
import { preferencesAtom } from '../state/session';
import { useAtomValue } from '../state/store';
import { useAction } from '../actions/useAction';
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
    <NativeSelect.Root size="sm" width="auto" variant="subtle">
      <NativeSelect.Field
        aria-label={t('settings.language')}
        data-testid="language-select"
        value={current}
        onChange={(event) => {
          const language = event.currentTarget.value;
          // Confirmed in the new language, once i18next has switched.
          void setLanguage
            .run({ language })
            .then((code) => (code ? setUiLanguage(code) : undefined))
            .then(() =>
              // One confirmation, replaced by the next switch: trying languages piled them up.
              showToast({ id: LANGUAGE_TOAST, title: i18n.t('settings.languageChanged'), type: 'success' }),
            );
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
