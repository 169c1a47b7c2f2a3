import { Alert, Box, Button, EmptyState, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, FilePlus2, FolderSearch } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isReadOnly } from '../../../core/project/status';
import { dispatch, reportActionError, useAction } from '../../actions';
import type { ProjectSummary } from '../../api';
import { configAtom } from '../../state/app';
import { preferencesAtom, shopAtom, userFlagsAtom } from '../../state/session';
import { store, useAtomValue } from '../../state/store';
import { openDialog } from '../../ui/dialog';
import { ScreenPage } from '../../ui/ScreenPage';
import { showToast } from '../../ui/toaster';
import { AssignDialog, type Assignment } from './dialogs/AssignDialog';
import { StatusDialog } from './dialogs/StatusDialog';
import { VersionsDialog } from './dialogs/VersionsDialog';
import { useColorMode } from '../../ui/colorMode';
import { markProjectsPainted } from './painted';
import { projectListCss } from './rowStyles';
import { ProjectFilters } from './ProjectFilters';
import { ProjectRow, rowTexts, type RowCommand } from './ProjectRow';
import { statusLabel } from './statusLabel';
import { PAGE_SIZE, useListFilters, useProjectList } from './useProjectList';
import './i18n/register';

/** /projects (spec 2): the user's projects and orders, filtered, sorted and paged by the server. */
export default function ProjectsScreen() {
  const { t } = useTranslation('projects');
  const { t: shell } = useTranslation();
  const [filters, setFilters] = useListFilters();
  const { data, loading, error, reload } = useProjectList(filters);
  const newProject = useAction('newProject');
  const roStatus = useAtomValue(configAtom)?.config.customparams.roStatus;
  const flags = useAtomValue(userFlagsAtom);
  const currency = useAtomValue(preferencesAtom).currency;
  const readOnlyFor = (p: ProjectSummary) =>
    flags.kind === 'pro' && isReadOnly({ status: p.status }, { sellerLevel: flags.sellerLevel }, roStatus);

  useEffect(() => {
    if (data) markProjectsPainted();
  }, [data]);

  const onCommand = useCallback(
    async (command: RowCommand, project: ProjectSummary) => {
      const title = project.des || t('list.untitled');
      try {
        if (command === 'open') await dispatch('openProject', { id: project.id });
        if (command === 'clone') {
          const copy = await dispatch('cloneProject', { id: project.id });
          showToast({
            type: 'success',
            title: t('list.cloned', { title: String(copy.project.des ?? title) }),
          });
          reload();
        }
        if (command === 'delete' && (await dispatch('deleteProject', { id: project.id }))) {
          showToast({ type: 'success', title: t('list.deleted') });
          reload();
        }
        if (command === 'versions') {
          await openDialog({
            title: t('versions.of', { title }),
            content: (props) => (
              <VersionsDialog
                {...props}
                projectId={project.id}
                readOnly={readOnlyFor(project)}
                onChanged={reload}
              />
            ),
            width: 800,
          });
        }
        if (command === 'assign') {
          const { flag, response } = await openDialog<Assignment>({
            title: t('assign.title', { title }),
            content: (props) => <AssignDialog {...props} currentShop={store.get(shopAtom)?.cod ?? null} />,
            width: 500,
          });
          if (flag && response) {
            await dispatch('setProjectStatus', { id: project.id, status: 'assigned', ...response });
            showToast({ type: 'success', title: t('assign.done', { ...response }) });
            reload();
          }
        }
        if (command === 'status') {
          const { flag, response } = await openDialog<string>({
            title: `${t('actions.setStatus')}: ${title}`,
            content: (props) => <StatusDialog {...props} current={project.status} />,
            width: 400,
          });
          if (flag && response) {
            await dispatch('setProjectStatus', { id: project.id, status: response });
            showToast({ type: 'success', title: t('list.statusChanged', { status: statusLabel(response) }) });
            reload();
          }
        }
      } catch (caught) {
        const names = { open: 'openProject', clone: 'cloneProject', delete: 'deleteProject' } as const;
        const name = command in names ? names[command as keyof typeof names] : 'setProjectStatus';
        reportActionError(name, caught);
      }
    },
    // readOnlyFor reads values that re-render this screen anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reload, t, roStatus, flags],
  );

  const filtered = Boolean(filters.text || filters.status || filters.customer);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <ScreenPage
      title={shell('routes.projects')}
      actions={
        <Button onClick={() => void newProject.run()} data-testid="projects-new">
          <FilePlus2 />
          {t('actions.newProject')}
        </Button>
      }
    >
      <ProjectFilters filters={filters} onChange={setFilters} byCustomer={flags.kind === 'pro'} />
      {error ? (
        <Alert.Root status="error" data-testid="projects-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('list.error', { message: error })}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            {t('list.retry')}
          </Button>
        </Alert.Root>
      ) : !data ? (
        <Stack gap="2" aria-busy aria-label={t('list.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="16" rounded="l2" />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="projects-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>{filtered ? <FolderSearch /> : <FilePlus2 />}</EmptyState.Indicator>
            <EmptyState.Title>{filtered ? t('list.noMatch') : t('list.empty')}</EmptyState.Title>
            {!filtered && <EmptyState.Description>{t('list.emptyHint')}</EmptyState.Description>}
            {filtered && (
              <Button variant="outline" onClick={() => setFilters({ text: '', status: '', customer: '' })}>
                {t('list.clearFilters')}
              </Button>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <ProjectListBody
          items={data.items}
          currency={currency}
          busy={loading}
          readOnlyFor={readOnlyFor}
          onCommand={(command, project) => void onCommand(command, project)}
        />
      )}
      {data && data.total > 0 && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm" data-testid="projects-count">
            {t('list.count', { count: data.total })} · {t('list.keyboardHint')}
          </Text>
          <HStack gap="2">
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t('list.previous')}
              disabled={filters.page <= 1}
              onClick={() => setFilters({ page: filters.page - 1 })}
            >
              <ChevronLeft />
            </IconButton>
            <Text fontSize="sm" data-testid="projects-page" minW="28" textAlign="center">
              {t('list.pageOf', { page: filters.page, pages })}
            </Text>
            <IconButton
              variant="outline"
              size="sm"
              aria-label={t('list.next')}
              disabled={filters.page >= pages}
              onClick={() => setFilters({ page: filters.page + 1 })}
            >
              <ChevronRight />
            </IconButton>
          </HStack>
        </HStack>
      )}
    </ScreenPage>
  );
}

/** The rows, with roving focus: Up/Down (Home/End) move between projects, Enter opens. */
function ProjectListBody({
  items,
  currency,
  busy,
  readOnlyFor,
  onCommand,
}: {
  items: ProjectSummary[];
  currency: string;
  busy: boolean;
  readOnlyFor: (p: ProjectSummary) => boolean;
  onCommand: (command: RowCommand, project: ProjectSummary) => void;
}) {
  const { t, i18n } = useTranslation('projects');
  // t changes with the language: the texts follow it.
  const texts = useMemo(() => rowTexts(t), [t]);
  const dark = useColorMode().colorMode === 'dark';
  const [chosen, setActive] = useState(0);
  // A shorter page than before: the last row takes the focus stop.
  const active = Math.min(chosen, items.length - 1);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: Math.min(index + 1, items.length - 1),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: items.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <Box
      as="ul"
      aria-label={t('list.listLabel')}
      aria-busy={busy}
      borderWidth="1px"
      rounded="l3"
      bg="bg.panel"
      listStyleType="none"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
      data-testid="projects-list"
      css={projectListCss}
    >
      {items.map((project, index) => (
        <ProjectRow
          key={project.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          project={project}
          t={t}
          texts={texts}
          language={i18n.language}
          currency={currency}
          readOnly={readOnlyFor(project)}
          dark={dark}
          tabbable={index === active}
          onCommand={onCommand}
          onKeyDown={(event) => move(event, index)}
          onFocus={() => setActive(index)}
        />
      ))}
    </Box>
  );
}
