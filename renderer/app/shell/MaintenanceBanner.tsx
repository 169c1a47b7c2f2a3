import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { maintenanceAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';
import { formatUtc, maintenanceNotice } from '../chrome';

/** Booked or active maintenance (spec 3, 4), above every screen. */
export function MaintenanceBanner() {
  const { t, i18n } = useTranslation();
  const notice = maintenanceNotice(useAtomValue(maintenanceAtom), new Date());
  if (!notice) return null;
  return (
    <Alert.Root
      status={notice.kind === 'active' ? 'error' : 'warning'}
      variant="solid"
      borderRadius="0"
      py="2"
      data-testid="maintenance-banner"
      data-kind={notice.kind}
    >
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">
        {notice.kind === 'active'
          ? t('maintenance.active')
          : t('maintenance.booked', {
              start: formatUtc(notice.start, i18n.language),
              end: formatUtc(notice.end, i18n.language),
            })}
      </Alert.Title>
    </Alert.Root>
  );
}
