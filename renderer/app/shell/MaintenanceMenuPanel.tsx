import { Menu, Portal } from '@chakra-ui/react';
import { CalendarClock, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../actions';
import { openMaintenanceDialog } from './accountLazy';
import { MaintenanceButton } from './MaintenanceMenu';

/** 'Book maintenance' and 'Active Maintenance' (spec 2's maintenance dialog). */
export default function MaintenanceMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const open = (mode: 'book' | 'active') =>
    void openMaintenanceDialog(mode).catch((error: unknown) => reportActionError('bookMaintenance', error));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <MaintenanceButton />
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
