import {
  Badge,
  Box,
  chakra,
  Flex,
  HStack,
  IconButton,
  Image,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Copy, FolderOpen, History, ImageOff, MoreVertical, Tag, Trash2 } from 'lucide-react';
import { forwardRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../../api';
import { formatDate, formatMoney } from './format';
import { StatusBadge } from './StatusBadge';

export type RowCommand = 'open' | 'clone' | 'versions' | 'status' | 'delete';

interface Props {
  project: ProjectSummary;
  currency: string;
  readOnly: boolean;
  /** The row that takes Tab (roving focus: arrow keys move between rows). */
  tabbable: boolean;
  onCommand: (command: RowCommand, project: ProjectSummary) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

/** One project of the list: picture, title and customer, status, total, dates, commands. */
export const ProjectRow = forwardRef<HTMLButtonElement, Props>(function ProjectRow(
  { project, currency, readOnly, tabbable, onCommand, onKeyDown, onFocus },
  ref,
) {
  const { t, i18n } = useTranslation('projects');
  const title = project.des || t('list.untitled');
  return (
    <Flex
      as="li"
      data-testid="project-row"
      data-project-id={project.id}
      align="center"
      gap={{ base: '3', md: '4' }}
      px={{ base: '3', md: '4' }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      _hover={{ bg: 'bg.muted' }}
      _focusWithin={{ bg: 'bg.muted' }}
    >
      <chakra.button
        type="button"
        ref={ref}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onCommand('open', project)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        aria-label={`${t('actions.openProject')}: ${title}`}
        display="flex"
        alignItems="center"
        gap={{ base: '3', md: '4' }}
        flex="1"
        minW="0"
        textAlign="start"
        rounded="l2"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Thumbnail project={project} />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" minW="0">
            <Text fontWeight="semibold" truncate>
              {title}
            </Text>
            <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
              {t('list.number', { id: project.id })}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>
            {project.customercod || t('list.noCustomer')}
          </Text>
          <HStack gap="2" display={{ base: 'flex', md: 'none' }} wrap="wrap">
            <StatusBadge status={project.status} />
            {project.total && (
              <Text fontSize="sm" fontWeight="medium">
                {formatMoney(project.total, currency, i18n.language)}
              </Text>
            )}
          </HStack>
        </Stack>
        <Stack gap="1" w="44" flexShrink={0} display={{ base: 'none', md: 'flex' }} align="flex-start">
          <StatusBadge status={project.status} />
          {readOnly && (
            <Badge size="sm" variant="subtle" colorPalette="gray" data-testid="read-only-badge">
              {t('list.readOnlyBadge')}
            </Badge>
          )}
        </Stack>
        <Text
          w="32"
          flexShrink={0}
          textAlign="end"
          fontWeight="medium"
          fontVariantNumeric="tabular-nums"
          display={{ base: 'none', md: 'block' }}
        >
          {project.total ? formatMoney(project.total, currency, i18n.language) : t('list.noTotal')}
        </Text>
        <Stack
          gap="0"
          w="52"
          flexShrink={0}
          fontSize="sm"
          whiteSpace="nowrap"
          display={{ base: 'none', lg: 'flex' }}
        >
          <Text color="fg.muted">
            {t('list.updated')}: {formatDate(project.updatedAt, i18n.language)}
          </Text>
          <Text color="fg.subtle" fontSize="xs">
            {t('list.created')}: {formatDate(project.createdAt, i18n.language)}
          </Text>
        </Stack>
      </chakra.button>
      <RowMenu
        project={project}
        title={title}
        readOnly={readOnly}
        tabbable={tabbable}
        onCommand={onCommand}
      />
    </Flex>
  );
});

function Thumbnail({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  return (
    <Box
      w={{ base: '12', md: '14' }}
      h={{ base: '12', md: '14' }}
      flexShrink={0}
      rounded="l2"
      overflow="hidden"
      bg="bg.subtle"
      borderWidth="1px"
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="fg.subtle"
    >
      {project.hasPicture ? (
        <Image
          src={`api/v1/projects/${project.id}/picture?r=${project.revision}`}
          alt={t('list.picture')}
          loading="lazy"
          w="full"
          h="full"
          objectFit="cover"
        />
      ) : (
        <ImageOff size={20} aria-hidden />
      )}
    </Box>
  );
}

function RowMenu({
  project,
  title,
  readOnly,
  tabbable,
  onCommand,
}: {
  project: ProjectSummary;
  title: string;
  readOnly: boolean;
  tabbable: boolean;
  onCommand: Props['onCommand'];
}) {
  const { t } = useTranslation('projects');
  const item = (command: RowCommand) => () => onCommand(command, project);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('actions.more', { title })}
          tabIndex={tabbable ? 0 : -1}
        >
          <MoreVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="open" onClick={item('open')}>
              <FolderOpen size={16} />
              {t('actions.openProject')}
            </Menu.Item>
            <Menu.Item value="clone" onClick={item('clone')}>
              <Copy size={16} />
              {t('actions.clone')}
            </Menu.Item>
            <Menu.Item value="versions" onClick={item('versions')}>
              <History size={16} />
              {t('actions.versions')}
            </Menu.Item>
            <Menu.Item value="status" onClick={item('status')} disabled={readOnly}>
              <Tag size={16} />
              {t('actions.setStatus')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" onClick={item('delete')} disabled={readOnly}>
              <Trash2 size={16} />
              {t('actions.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
