import { Alert, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when the configuration file is missing or invalid (spec 4, 8). */
export function ConfigErrorScreen() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" p="6">
      <Alert.Root status="error" maxW="lg" data-testid="config-error">
        <Alert.Indicator />
        <Alert.Title>{t('app.configError')}</Alert.Title>
      </Alert.Root>
    </Center>
  );
}

/** An identity-provider return (#id_token / #access_token): no routing; sign-in takes over. */
export function SigningInScreen() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" data-testid="signing-in">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t('app.signingIn')}</Text>
      </VStack>
    </Center>
  );
}
