import {
  Box,
  Center,
  Circle,
  Flex,
  IconButton,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Bell, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError } from '../../actions';
import { notificationsAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { accountAtom, profileAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { formatUtc } from '../chrome';

type LoadState = 'idle' | 'loading' | 'failed';

/** The bell: the signed-in user's notifications (spec 7), a count badge, delete by row. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const profile = useAtomValue(profileAtom);
  const user = useAtomValue(accountAtom)?.username ?? null;
  const notifications = useAtomValue(notificationsAtom);
  const [state, setState] = useState<LoadState>('idle');
  const signedIn = profile !== null && !profile.guest;

  const fetchList = () =>
    dispatch('loadNotifications').then(
      () => setState('idle'),
      (error: unknown) => {
        logger.warn('Notifications not loaded', (error as Error)?.message);
        setState('failed');
      },
    );
  const load = () => {
    setState('loading');
    void fetchList();
  };
  // Loaded when someone signs in (and emptied on sign-out).
  useEffect(() => {
    void fetchList();
  }, [signedIn, user]);

  if (!signedIn) return null;
  const count = notifications.length;
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} onOpenChange={({ open }) => open && load()}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          colorPalette="secondary"
          size="sm"
          position="relative"
          aria-label={t('notifications.open', { count })}
          data-testid="notifications-button"
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
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }} data-testid="notifications-panel">
            <Popover.Header fontWeight="semibold">{t('notifications.title')}</Popover.Header>
            <Popover.Body p="0" maxH="70vh" overflowY="auto">
              {state === 'loading' && count === 0 ? (
                <Center py="6">
                  <Spinner size="sm" color="brand.solid" />
                </Center>
              ) : state === 'failed' && count === 0 ? (
                <Text px="4" py="4" color="fg.error" fontSize="sm">
                  {t('notifications.loadFailed')}
                </Text>
              ) : count === 0 ? (
                <Text px="4" py="4" color="fg.muted" fontSize="sm" data-testid="notifications-empty">
                  {t('notifications.empty')}
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  {notifications.map((n) => (
                    <Flex
                      as="li"
                      key={n.rowId}
                      gap="2"
                      px="4"
                      py="3"
                      borderTopWidth="1px"
                      align="flex-start"
                      data-testid="notification"
                    >
                      <Box flex="1" minW="0">
                        <Text fontSize="sm" wordBreak="break-word">
                          {n.text}
                        </Text>
                        <Text fontSize="xs" color="fg.subtle">
                          {formatUtc(n.createdAt)} UTC
                        </Text>
                      </Box>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="secondary"
                        aria-label={t('notifications.delete')}
                        onClick={() =>
                          void dispatch('deleteNotification', { rowId: n.rowId }).catch((error: unknown) =>
                            reportActionError('deleteNotification', 'notifications.delete', error),
                          )
                        }
                      >
                        <Trash2 />
                      </IconButton>
                    </Flex>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
