import { EmptyState } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../ui/ScreenPage';
import { LinkButton } from '../../ui/LinkButton';

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
          <LinkButton to="/home">{t('notFound.backHome')}</LinkButton>
        </EmptyState.Content>
      </EmptyState.Root>
    </ScreenPage>
  );
}
