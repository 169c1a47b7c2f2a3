import { Button, Stack, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configAtom } from '../../../state/app';
import { profileAtom } from '../../../state/session';
import { useAtomValue } from '../../../state/store';
import { identitySettings } from './settings';
import '../texts';

/**
 * "Sign in with your account" at the identity provider (spec 4), shown only when the configuration
 * turns openIdIntegration on and nobody but a guest is signed in. oidc-client-ts loads on the click, not with the page.
 */
export function IdentitySignInButton() {
  const { t } = useTranslation('account');
  const file = useAtomValue(configAtom);
  const profile = useAtomValue(profileAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settings = file ? identitySettings(file, document.baseURI) : null;
  // Signed in already (identity, password or any other login): nothing to offer.
  if (!settings || (profile && !profile.guest)) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { createUserManager } = await import('./manager');
      await (await createUserManager(settings!)).signinRedirect();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <Stack gap="2" align="center">
      <Button colorPalette="brand" size="lg" loading={busy} onClick={signIn} data-testid="identity-sign-in">
        <LogIn />
        {t('identity.signIn')}
      </Button>
      {error ? (
        <Text color="fg.error" role="alert">
          {t('identity.failed', { message: error })}
        </Text>
      ) : null}
    </Stack>
  );
}
