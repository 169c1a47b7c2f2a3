import { Alert, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { accountApi, type AccountApi } from '../../api/account';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { TextField } from '../../ui/TextField';
import { useFormValues } from '../../ui/useFormValues';
import { AUTOCOMPLETE } from './forms';
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
  const names = useFormValues({ firstName: '', lastName: '' });

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
          {(['firstName', 'lastName'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`register.${name}`)}
              autoComplete={AUTOCOMPLETE[name]}
              {...names.bind(name)}
            />
          ))}
        </SimpleGrid>
      )}
      submitLabel={t('register.submit')}
      sentText={(email) => t('register.sent', { email })}
      send={(email) =>
        api.requestGuestRegistration({
          email,
          firstName: names.values.firstName.trim(),
          lastName: names.values.lastName.trim(),
          language: i18n.language,
        })
      }
    />
  );
}
