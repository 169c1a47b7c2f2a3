import { Alert, Box, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { projectAtom, storedMetaAtom } from '../../state/project';
import { useAtomValue } from '../../state/store';
import { ScreenPage } from '../../ui/ScreenPage';
import { formatDate } from './format';
import { logDetailText } from './logDetail';
import { NoProjectOpen } from './NoProjectOpen';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { useLoaded } from './useLoaded';
import './i18n/register';

const KNOWN_ACTIONS = [
  'create',
  'save',
  'save offer',
  'clone',
  'delete',
  'set status',
  'create version',
  'restore version',
  'upload photo',
] as const;

/** /projectlog (spec 2): who did what to the open project, and when (newest first). */
export default function ProjectLogScreen() {
  const { t, i18n } = useTranslation('projects');
  const { t: shell } = useTranslation();
  const project = useAtomValue(projectAtom);
  const meta = useAtomValue(storedMetaAtom);
  const id = meta?.id;
  // Read again after each save (a new revision), which adds to the log.
  const { data: entries, error } = useLoaded(id ? `${id}@${meta?.revision}` : null, () =>
    api.projects.log(id!),
  );

  const title = shell('routes.projectlog');
  if (!project) return <ScreenPage title={title}>{<NoProjectOpen />}</ScreenPage>;
  const heading = project.des || t('controls.untitled');
  return (
    <ScreenPage title={title}>
      <Text color="fg.muted" mt="-4">
        {heading}
      </Text>
      <ReadOnlyNotice />
      {!id ? (
        <Text color="fg.muted" data-testid="log-unsaved">
          {t('log.unsavedProject')}
        </Text>
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('log.error', { message: error })}</Alert.Title>
        </Alert.Root>
      ) : entries === null ? (
        <Stack gap="2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="10" />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t('log.empty')}</Text>
      ) : (
        <Box borderWidth="1px" rounded="l3" overflowX="auto" bg="bg.panel">
          <Table.Root size="sm" data-testid="project-log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('log.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('log.who')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('log.action')}</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                  {t('log.detail')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry, index) => (
                <Table.Row key={`${entry.at}-${index}`}>
                  <Table.Cell whiteSpace="nowrap">{formatDate(entry.at, i18n.language, true)}</Table.Cell>
                  <Table.Cell>{entry.who}</Table.Cell>
                  <Table.Cell>
                    <HStack>
                      <Text>
                        {(KNOWN_ACTIONS as readonly string[]).includes(entry.action)
                          ? t(`log.actions.${entry.action as (typeof KNOWN_ACTIONS)[number]}`)
                          : entry.action}
                      </Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell color="fg.muted" display={{ base: 'none', sm: 'table-cell' }}>
                    {logDetailText(entry.detail, t as (key: string) => string)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ScreenPage>
  );
}
