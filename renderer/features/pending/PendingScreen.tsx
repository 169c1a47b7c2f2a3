import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screens';
import type en from '../../i18n/en.json';
import { EmptyPanel } from '../../ui/EmptyPanel';
import { ScreenPage } from '../../ui/ScreenPage';

type RouteTitleKey = `routes.${keyof (typeof en)['routes']}`;

/** A screen a later issue builds: its title and an empty state, so every route of spec 2 resolves now. */
export default function PendingScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenPage title={t(`routes.${route.name}` as RouteTitleKey)}>
      <EmptyPanel icon={<Hammer />} title={t('empty.title')} body={t('empty.body')} />
    </ScreenPage>
  );
}
