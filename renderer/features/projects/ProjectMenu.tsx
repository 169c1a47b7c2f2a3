import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical, History, ScrollText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dispatch } from '../../actions';
import { guardAllows } from '../../app/navigation';
import { storedMetaAtom } from '../../state/project';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
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
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="customer" onClick={go('/customerinfo')}>
              <UserRound size={16} />
              {t('menu.customer')}
            </Menu.Item>
            <Menu.Item value="log" onClick={go('/projectlog')}>
              <ScrollText size={16} />
              {t('menu.log')}
            </Menu.Item>
            <Menu.Item value="versions" onClick={versions} disabled={!stored}>
              <History size={16} />
              {t('menu.versions')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
