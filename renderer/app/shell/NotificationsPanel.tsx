import { Box, Center, Flex, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, reportActionError } from '../../actions';
import { notificationsAtom } from '../../state/app';
import { logger } from '../../state/logs';
import { useAtomValue } from '../../state/store';
import { formatUtc } from '../chrome';
import { NotificationsButton } from './NotificationsButton';

type LoadState = 'idle' | 'loading' | 'failed';

/** The list of notifications (spec 7), newest first, each deleted by its row id. */
export default function NotificationsPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const notifications = useAtomValue(notificationsAtom);
  const [state, setState] = useState<LoadState>('idle');
  const load = () => {
    setState('loading');
    dispatch('loadNotifications').then(
      () => setState('idle'),
      (error: unknown) => {
        logger.warn('Notifications not loaded', (error as Error)?.message);
        setState('failed');
      },
    );
  };
  const count = notifications.length;
  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      onOpenChange={({ open }) => open && load()}
    >
      <Popover.Trigger asChild>
        <NotificationsButton />
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
                <Text px="5" py="4" color="fg.error" fontSize="sm">
                  {t('notifications.loadFailed')}
                </Text>
              ) : count === 0 ? (
                <Text px="5" py="4" color="fg.muted" fontSize="sm" data-testid="notifications-empty">
                  {t('notifications.empty')}
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  {notifications.map((n) => (
                    <Flex
                      as="li"
                      key={n.rowId}
                      gap="2"
                      px="5"
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
                          {formatUtc(n.createdAt, i18n.language)} UTC
                        </Text>
                      </Box>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="secondary"
                        aria-label={t('notifications.delete')}
                        onClick={() =>
                          void dispatch('deleteNotification', { rowId: n.rowId }).catch((error: unknown) =>
                            reportActionError('deleteNotification', error),
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
