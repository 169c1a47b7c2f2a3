import type { IconButtonProps } from '@chakra-ui/react';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { maintenanceAtom } from '../../state/app';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { deferredControl } from './Deferred';
import { HeaderIconButton } from './HeaderIconButton';

/** The wrench: red while maintenance is active. */
export function MaintenanceButton(props: IconButtonProps) {
  const { t } = useTranslation();
  const active = useAtomValue(maintenanceAtom).isMaintenance;
  return (
    <HeaderIconButton
      label={t('maintenance.menu')}
      title={t('maintenance.menu')}
      variant={active ? 'solid' : 'ghost'}
      colorPalette={active ? 'red' : 'secondary'}
      data-testid="maintenance-menu"
      {...props}
    >
      <Wrench />
    </HeaderIconButton>
  );
}

const MaintenanceMenuControl = deferredControl(() => import('./MaintenanceMenuPanel'), MaintenanceButton);

/** Administrators only: the maintenance actions of the header (its menu loads on first use). */
export function MaintenanceMenu() {
  const profile = useAtomValue(profileAtom);
  if (!profile?.admin || profile.guest) return null;
  return <MaintenanceMenuControl />;
}
