import { Alert, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type AccountApi } from '../../api/account';
import { profileAtom } from '../../state/session';
import { FailureAlert } from './FailureAlert';
import { emailProblem, failureOf } from './forms';
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
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const problem = tried ? emailProblem(email) : null;

  if (!profile || !profile.guest) {
    return (
      <Alert.Root status="info" data-testid="guest-register-unavailable">
        <Alert.Indicator />
        <Alert.Description>{t(profile ? 'register.notGuest' : 'register.noSession')}</Alert.Description>
      </Alert.Root>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (emailProblem(email)) return;
    setSending(true);
    setFailure(null);
    try {
      await api.requestGuestRegistration({
        email: email.trim(),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        language: i18n.language,
      });
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <Alert.Root status="success" data-testid="guest-register-sent">
        <Alert.Indicator />
        <Alert.Description>{t('register.sent', { email: sentTo })}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="guest-register-form">
      <Stack gap="4">
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
        <Field.Root invalid={!!problem} required>
          <Field.Label>{t('field.email')}</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problem ? <Field.ErrorText>{t(problem)}</Field.ErrorText> : null}
        </Field.Root>
        <FailureAlert failure={failure} />
        <Button type="submit" loading={sending} colorPalette="brand">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
