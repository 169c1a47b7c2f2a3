import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogContentProps } from '../../../ui/dialog';

/** The confirm-version dialog (spec 2): the name of the version to create. */
export function ConfirmVersionDialog({ close }: DialogContentProps<string>) {
  const { t } = useTranslation('projects');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) close(true, name.trim());
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={touched && missing} required>
          <Field.Label>{t('versions.name')}</Field.Label>
          <Input autoFocus maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
          <Field.HelperText>{t('versions.nameHint')}</Field.HelperText>
          <Field.ErrorText>{t('versions.nameRequired')}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={() => close(false)}>
            {t('versions.cancel')}
          </Button>
          <Button type="submit">{t('versions.create')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
