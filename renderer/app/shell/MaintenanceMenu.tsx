import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { CalendarClock, Power, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../actions';
import { maintenanceAtom } from '../../state/app';
import { profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { openMaintenanceDialog } from './accountLazy';

/** Administrators only: 'Book maintenance' and 'Active Maintenance' (spec 2's maintenance dialog). */
export function MaintenanceMenu() {
  const { t } = useTranslation();
  const profile = useAtomValue(profileAtom);
  const active = useAtomValue(maintenanceAtom).isMaintenance;
  if (!profile?.admin || profile.guest) return null;
  const open = (mode: 'book' | 'active') =>
    void openMaintenanceDialog(mode).catch((error: unknown) =>
      reportActionError('bookMaintenance', 'maintenance.book', error),
    );
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant={active ? 'solid' : 'ghost'}
          colorPalette={active ? 'red' : 'secondary'}
          size="sm"
          aria-label={t('maintenance.menu')}
          title={t('maintenance.menu')}
          data-testid="maintenance-menu"
        >
          <Wrench />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="book" onSelect={() => open('book')}>
              <CalendarClock />
              {t('maintenance.book')}
            </Menu.Item>
            <Menu.Item value="active" onSelect={() => open('active')}>
              <Power />
              {t('maintenance.start')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
