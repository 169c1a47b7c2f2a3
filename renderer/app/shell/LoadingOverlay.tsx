import { Box, Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { embedAtom, loadingAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';

/**
 * While loading is on: the spinner overlay, or, when embedded with hideLoading=1, the plain
 * hide-loading overlay (the host page shows its own progress; ours would flash inside its frame).
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useAtomValue(loadingAtom);
  const { hideLoading } = useAtomValue(embedAtom);
  if (!loading) return null;
  if (hideLoading) {
    return (
      <Box
        position="fixed"
        inset="0"
        zIndex="overlay"
        bg="bg"
        data-testid="hide-loading-overlay"
        aria-busy="true"
      />
    );
  }
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg/70"
      data-testid="loading-overlay"
      aria-busy="true"
      role="status"
    >
      <VStack gap="3">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{t('app.loading')}</Text>
      </VStack>
    </Center>
  );
}
