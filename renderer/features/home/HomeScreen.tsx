import { Alert, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportActionError } from '../../actions';
import { AccountMenu } from '../../app/shell/AccountMenu';
import { openSignIn } from '../../app/shell/accountLazy';
import { Replaceable } from '../../customers/components';
import { configAtom, loadingAtom } from '../../state/app';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { HomeActions } from './HomeActions';
import { HomeBackdrop } from './HomeBackdrop';
import { markHomeInteractive } from './homeInteractive';

// Identity sign-in (spec 4): its own chunk, loaded only where openIdIntegration is on.
const IdentitySignInButton = lazy(() =>
  import('../account/identity/IdentitySignInButton').then((m) => ({ default: m.IdentitySignInButton })),
);

/** Home (spec 2): no header, the special background, the product, entry actions and settings. */
export function HomeScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirectFrom = searchParams.get('redirectFrom');
  const loading = useAtomValue(loadingAtom);
  const profile = useAtomValue(profileAtom);
  const signedIn = profile !== null && !profile.guest;
  const customItemSearch = useAtomValue(configAtom)?.config.customparams.customItemSearch ?? false;
  const openIdIntegration = useAtomValue(configAtom)?.config.openIdIntegration ?? false;

  useEffect(() => {
    if (!loading) markHomeInteractive();
  }, [loading]);

  return (
    <Flex direction="column" flex="1" minH="100dvh" position="relative" bg="bg" data-testid="home">
      <HomeBackdrop />
      <HStack justify="flex-end" px={{ base: '4', md: '8' }} py="4" gap="2" position="relative" zIndex="1">
        <LanguageSelect />
        <ColorModeToggle />
        <AccountMenu />
      </HStack>
      <Stack
        flex="1"
        align="center"
        justify="center"
        gap={{ base: '10', md: '14' }}
        px="4"
        pb="16"
        position="relative"
        zIndex="1"
      >
        <Replaceable name="HomeHero" props={{ productName: t('app.name'), tagline: t('app.tagline') }} />
        {redirectFrom && (
          <Alert.Root status="info" maxW="xl" alignItems="center" data-testid="redirect-prompt">
            <Alert.Indicator />
            <Alert.Title flex="1" data-testid="redirect-notice">
              {t('home.signInToContinue', { path: redirectFrom })}
            </Alert.Title>
            {!signedIn && (
              <Button
                size="sm"
                colorPalette="brand"
                data-testid="home-sign-in"
                onClick={() => void openSignIn().catch((error: unknown) => reportActionError('login', error))}
              >
                {t('home.signIn')}
              </Button>
            )}
          </Alert.Root>
        )}
        {openIdIntegration && (
          <Suspense fallback={null}>
            <IdentitySignInButton />
          </Suspense>
        )}
        <HomeActions itemSearchPath={customItemSearch ? '/citemsearch' : '/itemsearch'} />
      </Stack>
      <Box textAlign="center" pb="6" position="relative" zIndex="1">
        <Text fontSize="xs" color="fg.subtle">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Flex>
  );
}
