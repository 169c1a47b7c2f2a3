import { Menu } from '@chakra-ui/react';
import { CalendarClock, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportActionError } from '../../actions';
import { openMaintenanceDialog } from './accountLazy';
import { HeaderMenu } from './HeaderMenu';
import { MaintenanceButton } from './MaintenanceMenu';

/** 'Book maintenance' and 'Active Maintenance' (spec 2's maintenance dialog). */
export default function MaintenanceMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const open = (mode: 'book' | 'active') =>
    void openMaintenanceDialog(mode).catch((error: unknown) => reportActionError('bookMaintenance', error));
  return (
    <HeaderMenu trigger={<MaintenanceButton />} defaultOpen={defaultOpen}>
      <Menu.Item value="book" onSelect={() => open('book')}>
        <CalendarClock />
        {t('maintenance.book')}
      </Menu.Item>
      <Menu.Item value="active" onSelect={() => open('active')}>
        <Power />
        {t('maintenance.start')}
      </Menu.Item>
    </HeaderMenu>
  );
}
