import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type AccountApi } from '../../api/account';
import { FailureAlert } from './FailureAlert';
import { emailProblem, failureOf } from './forms';
import './texts';

/**
 * "Forgot password?": asks for a reset link by e-mail. The answer is the same whether or not the
 * address has an account (the server never says). For the login dialog and the /forgotpassword page.
 */
export function ForgotPasswordForm({
  api = accountApi,
  initialEmail = '',
}: {
  api?: Pick<AccountApi, 'requestPasswordReset'>;
  initialEmail?: string;
}) {
  const { t, i18n } = useTranslation('account');
  const [email, setEmail] = useState(initialEmail);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const problem = tried ? emailProblem(email) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (emailProblem(email)) return;
    setSending(true);
    setFailure(null);
    try {
      await api.requestPasswordReset(email.trim(), i18n.language);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <Stack gap="4" data-testid="forgot-password-sent">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>{t('forgot.sent', { email: sentTo })}</Alert.Description>
        </Alert.Root>
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => {
            setSentTo(null);
            setTried(false);
          }}
        >
          {t('forgot.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-password-form">
      <Stack gap="4">
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
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
