import { Alert, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Replaceable } from '../../customers/components';
import { configAtom, loadingAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { HomeActions } from './HomeActions';
import { markHomeInteractive } from './homeInteractive';

// The special background (spec 2): warm brand glows over a faint drafting grid, drawn in CSS only.
const background = {
  backgroundImage: [
    'radial-gradient(900px 520px at 12% -8%, color-mix(in srgb, var(--chakra-colors-brand-400) 32%, transparent), transparent 70%)',
    'radial-gradient(760px 480px at 100% 18%, color-mix(in srgb, var(--chakra-colors-brand-200) 45%, transparent), transparent 70%)',
    'radial-gradient(700px 420px at 50% 110%, color-mix(in srgb, var(--chakra-colors-gray-300) 40%, transparent), transparent 70%)',
    'linear-gradient(color-mix(in srgb, var(--chakra-colors-gray-400) 14%, transparent) 1px, transparent 1px)',
    'linear-gradient(90deg, color-mix(in srgb, var(--chakra-colors-gray-400) 14%, transparent) 1px, transparent 1px)',
    'linear-gradient(180deg, var(--chakra-colors-bg), var(--chakra-colors-bg-subtle))',
  ].join(', '),
  backgroundSize: 'auto, auto, auto, 48px 48px, 48px 48px, auto',
  '.dark &': {
    backgroundImage: [
      'radial-gradient(900px 520px at 12% -8%, color-mix(in srgb, var(--chakra-colors-brand-700) 45%, transparent), transparent 70%)',
      'radial-gradient(760px 480px at 100% 18%, color-mix(in srgb, var(--chakra-colors-brand-900) 60%, transparent), transparent 70%)',
      'radial-gradient(700px 420px at 50% 110%, color-mix(in srgb, var(--chakra-colors-gray-800) 60%, transparent), transparent 70%)',
      'linear-gradient(color-mix(in srgb, var(--chakra-colors-gray-600) 12%, transparent) 1px, transparent 1px)',
      'linear-gradient(90deg, color-mix(in srgb, var(--chakra-colors-gray-600) 12%, transparent) 1px, transparent 1px)',
      'linear-gradient(180deg, var(--chakra-colors-gray-950), var(--chakra-colors-bg))',
    ].join(', '),
  },
};

/** Home (spec 2): no header, the special background, the product, entry actions and settings. */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirectFrom = searchParams.get('redirectFrom');
  const loading = useAtomValue(loadingAtom);
  const customItemSearch = useAtomValue(configAtom)?.config.customparams.customItemSearch ?? false;

  useEffect(() => {
    if (!loading) markHomeInteractive();
  }, [loading]);

  return (
    <Flex direction="column" flex="1" minH="100dvh" css={background} data-testid="home">
      <HStack justify="flex-end" px={{ base: '4', md: '8' }} py="4" gap="2">
        <LanguageSelect />
        <ColorModeToggle />
      </HStack>
      <Stack flex="1" align="center" justify="center" gap={{ base: '10', md: '14' }} px="4" pb="16">
        <Replaceable name="HomeHero" props={{ productName: t('app.name'), tagline: t('app.tagline') }} />
        {redirectFrom && (
          <Alert.Root status="info" maxW="xl" data-testid="redirect-notice">
            <Alert.Indicator />
            <Alert.Title>{t('home.signInToContinue', { path: redirectFrom })}</Alert.Title>
          </Alert.Root>
        )}
        <HomeActions itemSearchPath={customItemSearch ? '/citemsearch' : '/itemsearch'} />
      </Stack>
      <Box textAlign="center" pb="6">
        <Text fontSize="xs" color="fg.subtle">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Flex>
  );
}
