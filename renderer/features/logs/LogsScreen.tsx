import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOG_CAP, logsAtom, type LogLevel } from '../../state/logs';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';

const levelPalette: Record<LogLevel, string> = { debug: 'gray', info: 'blue', warn: 'orange', error: 'red' };

/** /logs (Ctrl+Alt+S): the capped in-app log, newest first. */
export default function LogsScreen() {
  const { t } = useTranslation();
  const logs = useAtomValue(logsAtom);
  const newestFirst = [...logs].reverse();
  return (
    <ScreenPage title={t('logs.title')}>
      <Text color="fg.muted" data-testid="logs-count">
        {t('logs.count', { count: logs.length, cap: LOG_CAP })}
      </Text>
      {logs.length === 0 ? (
        <Text>{t('logs.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" striped data-testid="logs-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="52">{t('logs.time')}</Table.ColumnHeader>
                <Table.ColumnHeader w="24">{t('logs.level')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('logs.message')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {newestFirst.map((entry) => (
                <Table.Row key={entry.seq} data-testid="log-entry">
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {entry.time}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={levelPalette[entry.level]}>{entry.level}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{entry.message}</Text>
                    {entry.detail && (
                      <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                        {entry.detail}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </ScreenPage>
  );
}
