import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOG_CAP, logsAtom, type LogLevel } from '../../state/logs';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';

const levelPalette: Record<LogLevel, string> = { debug: 'gray', info: 'blue', warn: 'orange', error: 'red' };
// On a phone the time and level ride above the message, so the message keeps the width to be read.
const wideOnly = { base: 'none', md: 'table-cell' } as const;

function LevelBadge({ level }: { level: LogLevel }) {
  return <Badge colorPalette={levelPalette[level]}>{level}</Badge>;
}

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
                <Table.ColumnHeader w="52" display={wideOnly}>
                  {t('logs.time')}
                </Table.ColumnHeader>
                <Table.ColumnHeader w="24" display={wideOnly}>
                  {t('logs.level')}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('logs.message')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {newestFirst.map((entry) => (
                <Table.Row key={entry.seq} data-testid="log-entry">
                  <Table.Cell fontFamily="mono" fontSize="xs" display={wideOnly}>
                    {entry.time}
                  </Table.Cell>
                  <Table.Cell display={wideOnly}>
                    <LevelBadge level={entry.level} />
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" hideFrom="md" mb="1">
                      <LevelBadge level={entry.level} />
                      <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                        {entry.time}
                      </Text>
                    </HStack>
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
