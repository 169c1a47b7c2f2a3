import { Button, EmptyState } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenPage } from '../../ui/ScreenPage';

/** /404: where every unknown path lands (spec 2, 8). */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t('notFound.title')}>
      <EmptyState.Root data-testid="not-found">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <MapPinOff />
          </EmptyState.Indicator>
          <EmptyState.Title>404</EmptyState.Title>
          <EmptyState.Description>{t('notFound.body')}</EmptyState.Description>
          <Button asChild>
            <Link to="/home">{t('notFound.backHome')}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </ScreenPage>
  );
}
