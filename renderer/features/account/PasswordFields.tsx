import { Field, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordProblems } from './forms';
import './texts';

/** New password and its repetition, with one show/hide switch; problems show once the form was sent. */
export function PasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  problems,
  disabled,
  autoFocus,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Null until the user first submits. */
  problems: PasswordProblems | null;
  disabled?: boolean;
  /** Focus the new password at once (the link's screen has nothing else to do). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
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
            onChange={(event) => onPassword(event.target.value)}
          />
        </InputGroup>
        {problems?.password ? (
          <Field.ErrorText>{t(problems.password)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('field.passwordHint')}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={!!problems?.confirm} required>
        <Field.Label>{t('field.confirm')}</Field.Label>
        <Input
          type={type}
          autoComplete="new-password"
          value={confirm}
          disabled={disabled}
          onChange={(event) => onConfirm(event.target.value)}
        />
        {problems?.confirm ? <Field.ErrorText>{t(problems.confirm)}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
