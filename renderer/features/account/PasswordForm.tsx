import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../actions';
import { reportMaintenanceError } from '../../actions/report';
import { ApiError } from '../../api/client';
import { logger } from '../../state/logs';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toaster';
import { useFormValues } from '../../ui/useFormValues';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem =
  'passwordMissingCurrent' | 'passwordTooShort' | 'passwordMismatch' | 'passwordSame';

/** The checks the server makes too, said before the call. */
export function passwordProblem(current: string, next: string, repeat: string): PasswordProblem | null {
  if (!current) return 'passwordMissingCurrent';
  if (next.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (next !== repeat) return 'passwordMismatch';
  if (next === current) return 'passwordSame';
  return null;
}

/** Password change: current, new, new again. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const form = useFormValues({ current: '', next: '', repeat: '' });
  const { values } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(values.current, values.next, values.repeat);
    setProblem(found ? t(`settings.${found}`) : null);
    if (found) return;
    setBusy(true);
    try {
      await dispatch('changePassword', { currentPassword: values.current, newPassword: values.next });
      form.reset();
      showToast({ type: 'success', title: t('settings.passwordChanged') });
    } catch (error) {
      if (reportMaintenanceError(error)) return;
      logger.warn('Password not changed', (error as Error)?.message);
      const wrong = error instanceof ApiError && error.code === 'WRONG_PASSWORD';
      setProblem(wrong ? t('settings.passwordWrong') : ((error as Error)?.message ?? String(error)));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <TextField label={label} type="password" autoComplete={autoComplete} {...form.bind(name)} />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="password-form">
      <Stack gap="4" maxW="md">
        <Text fontSize="sm" color="fg.muted">
          {t('settings.passwordHint')}
        </Text>
        {field('current', t('settings.currentPassword'), 'current-password')}
        {field('next', t('settings.newPassword'), 'new-password')}
        {field('repeat', t('settings.confirmPassword'), 'new-password')}
        {problem && (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="password-problem">
            {problem}
          </Text>
        )}
        <HStack>
          <Button type="submit" loading={busy}>
            {t('settings.changePassword')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
