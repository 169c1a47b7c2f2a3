import { Menu } from '@chakra-ui/react';
import {
  Copy,
  FolderOpen,
  History,
  ImageOff,
  MoreVertical,
  Tag,
  Trash2,
  UserRoundCheck,
  type LucideIcon,
} from 'lucide-react';
import { forwardRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { ParseKeys, TFunction } from 'i18next';
import type { ProjectSummary } from '../../api';
import { ActionMenuContent } from '../../ui/ActionMenuContent';
import { formatDate, formatMoney } from './format';
import { statusColour } from '../../../core/project/status';
import { statusLabel } from './statusLabel';
import { userFlagsAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';

export type RowCommand = 'open' | 'clone' | 'versions' | 'status' | 'assign' | 'delete';

/**
 * The rows' fixed texts, looked up once for the list (rowTexts): some 175 t() calls for 25 rows
 * were most of i18next's share of the list's first render.
 */
export interface RowTexts {
  openProject: string;
  picture: string;
  untitled: string;
  noCustomer: string;
  readOnly: string;
  noTotal: string;
  /** Under the total: the list shows the general total before VAT, the offer's big one is with VAT. */
  exclVat: string;
  updated: string;
  created: string;
}

export const rowTexts = (t: TFunction<'projects'>): RowTexts => ({
  openProject: t('actions.openProject'),
  picture: t('list.picture'),
  untitled: t('list.untitled'),
  noCustomer: t('list.noCustomer'),
  readOnly: t('list.readOnlyBadge'),
  noTotal: t('list.noTotal'),
  exclVat: t('list.exclVat'),
  updated: t('list.updated'),
  created: t('list.created'),
});

interface Props {
  project: ProjectSummary;
  /**
   * The list's texts and language, from the list: 50 subscriptions to the language (a row and its
   * menu button each) cost more of the list's first paint than the rows' own elements.
   */
  t: TFunction<'projects'>;
  texts: RowTexts;
  language: string;
  currency: string;
  readOnly: boolean;
  /** The dark theme is on (status colours differ). */
  dark: boolean;
  /** The row that takes Tab (roving focus: arrow keys move between rows). */
  tabbable: boolean;
  onCommand: (command: RowCommand, project: ProjectSummary) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

/** One project of the list: picture, title and customer, status, total, dates, commands. */
export const ProjectRow = forwardRef<HTMLButtonElement, Props>(function ProjectRow(props, ref) {
  const { project, t, texts, language, currency, readOnly, dark, tabbable, onCommand, onKeyDown, onFocus } =
    props;
  const title = project.des || texts.untitled;
  const colour = statusColour(project.status, dark ? 'dark' : 'light');
  // Plain elements: the list's style object (rowStyles.ts) lays them out.
  return (
    <li className="pr-row" data-testid="project-row" data-project-id={project.id}>
      <button
        type="button"
        className="pr-open"
        ref={ref}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onCommand('open', project)}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        aria-label={`${texts.openProject}: ${title}`}
      >
        <span className="pr-thumb">
          {project.hasPicture ? (
            <img
              src={`api/v1/projects/${project.id}/picture?r=${project.revision}`}
              alt={texts.picture}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <ImageOff size={20} aria-hidden />
          )}
        </span>
        <span className="pr-main">
          <span className="pr-titleline">
            <span className="pr-title">{title}</span>
            <span className="pr-number">{t('list.number', { id: project.id })}</span>
          </span>
          <span className="pr-customer">{project.customercod || texts.noCustomer}</span>
        </span>
        <span className="pr-meta">
          <span className="pr-statuscell">
            <span
              className="pr-status"
              data-testid="status-badge"
              data-status={project.status}
              style={{ borderColor: colour }}
            >
              <span className="pr-dot" aria-hidden style={{ background: colour }} />
              {statusLabel(project.status)}
            </span>
            {readOnly && (
              <span className="pr-readonly" data-testid="read-only-badge">
                {texts.readOnly}
              </span>
            )}
          </span>
          <span className="pr-total" data-empty={project.total ? undefined : ''}>
            {project.total ? (
              <>
                {formatMoney(project.total, currency, language)}{' '}
                <small className="pr-vatnote">{texts.exclVat}</small>
              </>
            ) : (
              texts.noTotal
            )}
          </span>
        </span>
        <span className="pr-dates">
          <span>
            {texts.updated}: {formatDate(project.updatedAt, language)}
          </span>
          <small>
            {texts.created}: {formatDate(project.createdAt, language)}
          </small>
        </span>
      </button>
      {/* The menu takes the row's own project, texts, rights, focus and command handler. */}
      <RowMenu {...props} title={title} />
    </li>
  );
});

/**
 * The row's commands. The menu (a state machine, its items and a portal) mounts on first use: 25 of
 * them mounted with the list were a large part of its first paint. It opens as it mounts, focused.
 */
function RowMenu(props: RowMenuProps) {
  const [mounted, setMounted] = useState(false);
  const { title, tabbable, t } = props;
  const trigger = (extra: Record<string, unknown>) => (
    <button
      type="button"
      className="pr-more"
      aria-label={t('actions.more', { title })}
      aria-haspopup="menu"
      tabIndex={tabbable ? 0 : -1}
      {...extra}
    >
      <MoreVertical size={18} aria-hidden />
    </button>
  );
  if (!mounted) {
    return trigger({
      'aria-expanded': false,
      onClick: () => setMounted(true),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setMounted(true);
      },
    });
  }
  return <MountedRowMenu {...props} trigger={trigger({})} />;
}

type RowMenuProps = Pick<Props, 'project' | 't' | 'readOnly' | 'tabbable' | 'onCommand'> & { title: string };

interface RowMenuCommand {
  command: RowCommand;
  icon: LucideIcon;
  label: ParseKeys<'projects'>;
  /** It changes the project: a read-only project refuses it. */
  changes?: boolean;
  /** For shop staff only (the server's rule too). */
  staff?: boolean;
  /** Set apart, in red. */
  danger?: boolean;
}

/** The menu's commands, in order. */
const ROW_COMMANDS: readonly RowMenuCommand[] = [
  { command: 'open', icon: FolderOpen, label: 'actions.openProject' },
  { command: 'clone', icon: Copy, label: 'actions.clone' },
  { command: 'versions', icon: History, label: 'actions.versions' },
  { command: 'status', icon: Tag, label: 'actions.setStatus', changes: true },
  { command: 'assign', icon: UserRoundCheck, label: 'assign.menu', changes: true, staff: true },
  { command: 'delete', icon: Trash2, label: 'actions.delete', changes: true, danger: true },
];

function MountedRowMenu({
  project,
  t,
  readOnly,
  onCommand,
  trigger,
}: RowMenuProps & { trigger: ReactElement }) {
  // The menu mounts on first use, so this reads once.
  const staff = useAtomValue(userFlagsAtom).kind === 'pro';
  const commands = ROW_COMMANDS.filter((c) => staff || !c.staff);
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <ActionMenuContent
        minW="48"
        actions={commands.map(({ command, icon, label, changes, danger }) => ({
          value: command,
          icon,
          label: t(label),
          onClick: () => onCommand(command, project),
          disabled: changes && readOnly,
          danger,
          separated: danger,
        }))}
      />
    </Menu.Root>
  );
}
