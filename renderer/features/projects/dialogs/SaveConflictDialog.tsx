import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, ConflictInfo } from '../../../actions/projectFlows/save';
import type { DialogContentProps } from '../../../ui/dialog';
import { formatDate } from '../format';

/** A stale save (409): who saved and when; reload theirs, or save mine as a copy. Never overwrite. */
export function SaveConflictDialog({
  close,
  info,
}: DialogContentProps<ConflictChoice> & { info: ConflictInfo }) {
  const { t, i18n } = useTranslation('projects');
  const at = info.at ? formatDate(info.at, i18n.language, true) : null;
  return (
    <Stack gap="4" data-testid="save-conflict">
      <Text>
        {info.who && at
          ? t('conflict.body', { who: info.who, at, revision: info.revision })
          : t('conflict.bodyUnknown', { revision: info.revision })}
      </Text>
      <Text fontWeight="semibold">{t('conflict.question')}</Text>
      <Stack gap="3">
        <Choice
          label={t('conflict.reload')}
          hint={t('conflict.reloadHint')}
          onClick={() => close(true, 'reload')}
        />
        <Choice
          label={t('conflict.copy')}
          hint={t('conflict.copyHint')}
          onClick={() => close(true, 'copy')}
        />
      </Stack>
      <Button variant="ghost" alignSelf="flex-end" onClick={() => close(false)}>
        {t('conflict.cancel')}
      </Button>
    </Stack>
  );
}

function Choice({ label, hint, onClick }: { label: string; hint: string; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      h="auto"
      py="3"
      px="4"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      onClick={onClick}
    >
      <Stack gap="0.5" align="flex-start">
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
          {hint}
        </Text>
      </Stack>
    </Button>
  );
}
