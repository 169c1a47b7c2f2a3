import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { failureOf } from './forms';
import './texts';

/** A failed call, in the user's words (role alert: screen readers announce it). */
export function FailureAlert({ failure }: { failure: ReturnType<typeof failureOf> | null }) {
  const { t } = useTranslation('account');
  if (!failure) return null;
  return (
    <Alert.Root status="error" data-testid="account-error">
      <Alert.Indicator />
      <Alert.Title>{t(failure.key, { message: failure.message })}</Alert.Title>
    </Alert.Root>
  );
}
