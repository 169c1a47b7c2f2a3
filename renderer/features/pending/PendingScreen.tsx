import { EmptyState } from '@chakra-ui/react';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screens';
import type en from '../../i18n/en.json';
import { ScreenPage } from '../../ui/ScreenPage';

type RouteTitleKey = `routes.${keyof (typeof en)['routes']}`;

/** A screen a later issue builds: its title and an empty state, so every route of spec 2 resolves now. */
export default function PendingScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t(`routes.${route.name}` as RouteTitleKey)}>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="empty-state">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Hammer />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('empty.body')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </ScreenPage>
  );
}
