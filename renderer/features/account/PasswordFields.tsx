import { Field, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';
import type { NewPassword } from './useNewPassword';
import './texts';

/** New password and its repetition, with one show/hide switch; problems show once the form was sent. */
export function PasswordFields({
  form,
  disabled,
  autoFocus,
}: {
  form: NewPassword;
  disabled?: boolean;
  /** Focus the new password at once (the link's screen has nothing else to do). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const { password, confirm, problems } = form;
  const type = visible ? 'text' : 'password';
  const toggle = (
    <IconButton
      aria-label={visible ? t('field.hide') : t('field.show')}
      aria-pressed={visible}
      variant="ghost"
      size="sm"
      me="-2"
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOff /> : <Eye />}
    </IconButton>
  );
  return (
    <Stack gap="4">
      <Field.Root invalid={!!problems?.password} required>
        <Field.Label>{t('field.password')}</Field.Label>
        <InputGroup endElement={toggle}>
          <Input
            type={type}
            autoComplete="new-password"
            autoFocus={autoFocus}
            value={password}
            disabled={disabled}
            onChange={(event) => form.setPassword(event.target.value)}
          />
        </InputGroup>
        {problems?.password ? (
          <Field.ErrorText>{t(problems.password)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('field.passwordHint')}</Field.HelperText>
        )}
      </Field.Root>
      <TextField
        label={t('field.confirm')}
        type={type}
        autoComplete="new-password"
        value={confirm}
        onValue={form.setConfirm}
        disabled={disabled}
        error={problems?.confirm && t(problems.confirm)}
        required
      />
    </Stack>
  );
}
