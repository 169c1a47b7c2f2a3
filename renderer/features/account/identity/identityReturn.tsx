// The provider's return (#code=...&state=... on the home address, spotted by main.tsx before any
// routing): finish the code exchange, sign in at the server, then reload to the origin (spec 4).
import { Alert, Button, Center, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadConfigFile } from '../../../app/startup';
import { logger } from '../../../state/logs';
import { createUserManager } from './manager';
import { identitySettings } from './settings';
import { signInWithAccessToken } from './signIn';
import '../texts';

export async function completeIdentityReturn(render: (node: ReactNode) => void): Promise<void> {
  const base = new URL('.', document.baseURI).toString();
  try {
    const loaded = await loadConfigFile(fetch, document.baseURI, Date.now());
    if (!loaded.ok) throw new Error(loaded.error);
    const settings = identitySettings(loaded.value, document.baseURI);
    if (!settings) throw new Error('Identity sign-in is not configured (openIdIntegration, oidcSettings)');
    const manager = await createUserManager(settings);
    const user = await manager.signinRedirectCallback(window.location.href);
    await signInWithAccessToken(user.access_token, settings);
    window.location.replace(base);
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    logger.error('Identity sign-in failed', message);
    render(<IdentityReturnFailed message={message} home={base} />);
  }
}

function IdentityReturnFailed({ message, home }: { message: string; home: string }) {
  const { t } = useTranslation('account');
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="4" maxW="lg" data-testid="identity-failed">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('identity.failed', { message })}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="start">
          <a href={home}>{t('home')}</a>
        </Button>
      </Stack>
    </Center>
  );
}
