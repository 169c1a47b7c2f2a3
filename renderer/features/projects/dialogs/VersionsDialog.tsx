import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { History, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError, useAction } from '../../../actions';
import { api, ApiError } from '../../../api';
import { showToast } from '../../../ui/toaster';
import type { DialogContentProps } from '../../../ui/dialog';
import { formatDate } from '../format';
import { useLoaded } from '../useLoaded';

/** A project's versions (spec 7): create one with a name (confirm-version dialog), list, restore. */
export function VersionsDialog({
  projectId,
  readOnly,
  onChanged,
}: DialogContentProps<void> & { projectId: number; readOnly: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const restore = useAction('restoreVersion');
  const {
    data: versions,
    error,
    reload: load,
  } = useLoaded(String(projectId), () => api.projects.listVersions(projectId));

  const onCreate = async () => {
    try {
      const version = await dispatch('createVersion', { id: projectId });
      if (version) {
        showToast({ type: 'success', title: t('versions.created', { name: version.name }) });
        load();
        onChanged();
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409)
        showToast({ type: 'error', title: t('versions.exists') });
      else reportActionError('createVersion', caught);
    }
  };
  const onRestore = async (name: string) => {
    const restored = await restore.run({ id: projectId, name });
    if (restored) {
      showToast({ type: 'success', title: t('versions.restoredKept', { name }) });
      load();
      onChanged();
    }
  };

  return (
    <Stack gap="4" data-testid="versions-dialog">
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : versions === null ? (
        <HStack justify="center" py="8" aria-label={t('versions.loading')}>
          <Spinner />
        </HStack>
      ) : versions.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          {t('versions.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="0" borderWidth="1px" rounded="l2" listStyleType="none" maxH="sm" overflowY="auto">
          {versions.map((version) => (
            <HStack
              as="li"
              key={version.name}
              justify="space-between"
              px="4"
              py="2.5"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
              data-testid="version-row"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {version.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('versions.revision', { revision: version.revision })} ·{' '}
                  {formatDate(version.createdAt, i18n.language, true)}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                disabled={readOnly}
                onClick={() => void onRestore(version.name)}
                aria-label={`${t('versions.restore')} ${version.name}`}
              >
                <History />
                {t('versions.restore')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack justify="flex-end">
        <Button onClick={() => void onCreate()} disabled={readOnly}>
          <Plus />
          {t('versions.create')}
        </Button>
      </HStack>
    </Stack>
  );
}
