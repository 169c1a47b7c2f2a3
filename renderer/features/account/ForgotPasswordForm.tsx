import { Button, Group, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type AccountApi } from '../../api/account';
import { TextField } from '../../ui/TextField';
import { useFormValues } from '../../ui/useFormValues';
import { AUTOCOMPLETE } from './forms';
import { MailRequestForm } from './MailRequestForm';
import './texts';

type ResetBy = 'email' | 'user';

/**
 * "Forgot password?": asks for a reset link, by the account's e-mail address or, for professional
 * users, by shop code and user name (the link goes to the address in their profile). The answer is
 * the same whether or not an account matches (the server never says). For the login dialog and the
 * /forgotpassword page.
 */
export function ForgotPasswordForm({
  api = accountApi,
  initialEmail = '',
}: {
  api?: Pick<AccountApi, 'requestPasswordReset'>;
  initialEmail?: string;
}) {
  const { t, i18n } = useTranslation('account');
  const [by, setBy] = useState<ResetBy>('email');
  const account = useFormValues({ shop: '', user: '' });
  const shop = account.values.shop.trim();
  const user = account.values.user.trim();
  const byUser = by === 'user';

  return (
    <Stack gap="4">
      {/* Two equal segments whose labels wrap on a phone (Italian and German do not fit 360 px). */}
      <Group attached role="radiogroup" aria-label={t('forgot.by')} w="full" alignItems="stretch">
        {(['email', 'user'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            flex="1"
            h="auto"
            minH="9"
            py="1.5"
            whiteSpace="normal"
            role="radio"
            aria-checked={by === choice}
            variant={by === choice ? 'solid' : 'outline'}
            colorPalette={by === choice ? 'brand' : 'gray'}
            onClick={() => setBy(choice)}
          >
            {t(choice === 'email' ? 'forgot.byEmail' : 'forgot.byUser')}
          </Button>
        ))}
      </Group>
      <MailRequestForm
        key={by}
        testId="forgot-password"
        withEmail={!byUser}
        initialEmail={initialEmail}
        fieldsValid={() => !byUser || (shop !== '' && user !== '')}
        fields={(tried) =>
          byUser
            ? (['shop', 'user'] as const).map((name) => (
                <TextField
                  key={name}
                  label={t(`field.${name}`)}
                  autoComplete={AUTOCOMPLETE[name]}
                  {...account.bind(name)}
                  invalid={tried && !account.values[name].trim()}
                  error={t('invalid.required')}
                  required
                />
              ))
            : null
        }
        submitLabel={t('forgot.submit')}
        sentText={(email) => (byUser ? t('forgot.sentUser') : t('forgot.sent', { email }))}
        againLabel={t(byUser ? 'forgot.againUser' : 'forgot.again')}
        send={(email) => api.requestPasswordReset(byUser ? { id: shop, user } : email, i18n.language)}
      />
    </Stack>
  );
}
