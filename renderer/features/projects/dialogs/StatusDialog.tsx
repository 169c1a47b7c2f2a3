import { Button, Field, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../ui/dialog/DialogForm';
import { canonicalStatus } from '../../../../core/project/status';
import type { DialogContentProps } from '../../../ui/dialog';
import { OptionSelect } from '../../../ui/OptionSelect';
import { STATUS_OPTIONS, statusLabel } from '../statusLabel';
import { StatusBadge } from '../StatusBadge';

/** Picks a project's new status (spec 4: the set-status call). */
export function StatusDialog({ close, current }: DialogContentProps<string> & { current: string }) {
  const { t } = useTranslation('projects');
  const [status, setStatus] = useState<string>(canonicalStatus(current) ?? current);
  return (
    <DialogForm
      onSubmit={() => {
        close(true, status);
      }}
    >
      <Field.Root>
        <Field.Label>{t('list.status')}</Field.Label>
        <OptionSelect
          autoFocus
          value={status}
          options={STATUS_OPTIONS}
          optionLabel={statusLabel}
          onChange={setStatus}
        />
      </Field.Root>
      <HStack justify="space-between">
        <StatusBadge status={status} />
        <HStack>
          <Button variant="outline" onClick={() => close(false)}>
            {t('versions.cancel')}
          </Button>
          <Button type="submit" disabled={canonicalStatus(current) === status}>
            {t('actions.setStatus')}
          </Button>
        </HStack>
      </HStack>
    </DialogForm>
  );
}
