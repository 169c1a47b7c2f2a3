import { Alert, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type AccountApi } from '../../api/account';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { MailRequestForm } from './MailRequestForm';
import './texts';

/**
 * "Create an account" for a guest: mails a link that turns this guest visit into a customer account
 * keeping its projects. For the login dialog and the /createaccount page.
 */
export function GuestRegisterRequest({
  api = accountApi,
}: {
  api?: Pick<AccountApi, 'requestGuestRegistration'>;
}) {
  const { t, i18n } = useTranslation('account');
  const profile = useAtomValue(profileAtom);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');

  if (!profile || !profile.guest) {
    return (
      <Alert.Root status="info" data-testid="guest-register-unavailable">
        <Alert.Indicator />
        <Alert.Description>{t(profile ? 'register.notGuest' : 'register.noSession')}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <MailRequestForm
      testId="guest-register"
      fields={() => (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('register.firstName')}</Field.Label>
            <Input
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('register.lastName')}</Field.Label>
            <Input
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </Field.Root>
        </SimpleGrid>
      )}
      submitLabel={t('register.submit')}
      sentText={(email) => t('register.sent', { email })}
      send={(email) =>
        api.requestGuestRegistration({
          email,
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          language: i18n.language,
        })
      }
    />
  );
}
