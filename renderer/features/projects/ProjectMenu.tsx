import { IconButton, Menu } from '@chakra-ui/react';
import { EllipsisVertical, History, ScrollText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../actions';
import { guardAllows } from '../../app/navigation';
import { storedMetaAtom } from '../../state/project';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ActionMenuContent } from '../../ui/ActionMenuContent';
import { openDialog } from '../../ui/dialog';
import { VersionsDialog } from './dialogs/VersionsDialog';
import './i18n/register';

/**
 * The open project's menu (header): its customer information, its log and its versions. The customer
 * and log screens are signed-in screens (spec 2, guard b): a guest does not see the menu.
 */
export function ProjectMenu({ title }: { title: string }) {
  const { t } = useTranslation('projects');
  const session = useAtomValue(sessionAtom);
  const stored = useAtomValue(storedMetaAtom);
  if (!guardAllows('loggedIn', session)) return null;
  const go = (path: string) => () => void dispatch('navigate', { path });
  const versions = () => {
    if (!stored) return;
    void openDialog({
      title: t('versions.of', { title: title || t('controls.untitled') }),
      content: (props) => (
        <VersionsDialog
          {...props}
          projectId={stored.id}
          readOnly={stored.readOnly}
          onChanged={() => undefined}
        />
      ),
      width: 800,
    });
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('menu.label')}
          title={t('menu.label')}
          flexShrink={0}
          // A phone's header has no room: the phone menu lists the project's screens instead.
          display={{ base: 'none', sm: 'inline-flex' }}
        >
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <ActionMenuContent
        minW="52"
        actions={[
          { value: 'customer', icon: UserRound, label: t('menu.customer'), onClick: go('/customerinfo') },
          { value: 'log', icon: ScrollText, label: t('menu.log'), onClick: go('/projectlog') },
          {
            value: 'versions',
            icon: History,
            label: t('menu.versions'),
            onClick: versions,
            disabled: !stored,
          },
        ]}
      />
    </Menu.Root>
  );
}
