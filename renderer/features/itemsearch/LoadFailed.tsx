import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A catalogue load that failed: what happened, and a way to try again without reloading the app. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('itemsearch');
  return (
    <Alert.Root status="error" alignItems="center" data-testid="itemsearch-load-failed">
      <Alert.Indicator />
      <Alert.Title flex="1">{t('loadFailed', { message })}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw />
        {t('retry')}
      </Button>
    </Alert.Root>
  );
}
