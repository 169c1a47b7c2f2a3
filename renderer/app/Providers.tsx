import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ComponentOverridesProvider } from '../customers/components';
import type { ReplaceableComponents } from '../customers/types';
import { i18n, setUiLanguage } from '../i18n';
import { sessionReadyAtom } from '../state/app';
import { preferencesAtom } from '../state/session';
import { loadSavedTranslations } from './savedTranslations';
import { JotaiProvider, store, useAtomValue } from '../state/store';
import { ColorModeProvider } from '../ui/colorMode';

/** Keeps i18next on the preferred language, whoever changes it (the switch, the embedded setLang ...). */
function LanguageSync() {
  const { language } = useAtomValue(preferencesAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  useEffect(() => {
    if (language) void setUiLanguage(language);
  }, [language]);
  // The saved texts need a session (the server's rule); each language is fetched once.
  useEffect(() => {
    if (language && sessionReady) void loadSavedTranslations(language);
  }, [language, sessionReady]);
  return null;
}

/** Everything a screen needs around it: the store, the design system, colour mode, i18n, overrides. */
export function Providers({
  system,
  overrides = {},
  children,
}: {
  system: SystemContext;
  overrides?: Partial<ReplaceableComponents>;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <I18nextProvider i18n={i18n}>
            <ComponentOverridesProvider overrides={overrides}>
              <LanguageSync />
              {children}
            </ComponentOverridesProvider>
          </I18nextProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </JotaiProvider>
  );
}
