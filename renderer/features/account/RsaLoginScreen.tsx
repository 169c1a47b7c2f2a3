import './i18n';
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dispatch } from '../../actions';
import type { ScreenProps } from '../../app/screens';

/** /rsalogin/{key}/{action?}: signs in with the integrator's one-time key, then runs the action. */
export default function RsaLoginScreen({ params }: ScreenProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The key is usable once: never twice, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const args = params.action ? { key: params.key ?? '', action: params.action } : { key: params.key ?? '' };
    dispatch('rsaLogin', args).catch((error: unknown) =>
      setFailure((error as Error)?.message ?? String(error)),
    );
  }, [params.key, params.action]);

  return (
    <Center flex="1" px="4" py="16" data-testid="rsa-login">
      {failure === null ? (
        <Stack align="center" gap="4">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">{t('rsa.signingIn')}</Text>
        </Stack>
      ) : (
        <Alert.Root status="error" maxW="lg" data-testid="rsa-login-failed">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t('rsa.failedTitle')}</Alert.Title>
            <Alert.Description>
              <Stack gap="2">
                <Text>{t('rsa.failed')}</Text>
                <Text fontSize="sm" opacity="0.8">
                  {t('rsa.detail', { detail: failure })}
                </Text>
                <Button
                  size="sm"
                  alignSelf="flex-start"
                  onClick={() => void navigate('/home', { replace: true })}
                >
                  {t('rsa.home')}
                </Button>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Center>
  );
}
