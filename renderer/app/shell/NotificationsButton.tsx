import { Circle, type IconButtonProps } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notificationsAtom } from '../../state/app';
import { useAtomValue } from '../../state/store';
import { HeaderIconButton } from './HeaderIconButton';

/** The bell with the count of notifications. */
export function NotificationsButton(props: IconButtonProps) {
  const { t } = useTranslation();
  const count = useAtomValue(notificationsAtom).length;
  return (
    <HeaderIconButton
      label={t('notifications.open', { count })}
      position="relative"
      data-testid="notifications-button"
      {...props}
    >
      <Bell />
      {count > 0 && (
        <Circle
          size="4"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="2xs"
          fontWeight="bold"
          position="absolute"
          top="0.5"
          right="0.5"
          data-testid="notifications-count"
        >
          {count > 99 ? '99+' : count}
        </Circle>
      )}
    </HeaderIconButton>
  );
}
