import { Box, Button, Circle, Editable, HStack, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { Lock, LogIn, Redo2, Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportActionError, shortcutLabel, useAction } from '../../actions';
import { openSignIn } from '../../app/shell/accountLazy';
import { projectDirtyAtom, storedMetaAtom } from '../../state/project';
import { readOnlyReasonAtom } from '../../state/projectRights';
import { sessionAtom } from '../../state/session';
import { useAtomValue } from '../../state/store';
import { ProjectMenu } from './ProjectMenu';
import { statusLabel } from './statusLabel';
import { useTitleDraft } from './useTitleDraft';
import './i18n/register';

/** Title (editable), unsaved marker, save, undo and redo of the open project (header). */
export default function ProjectControlsBar() {
  const { t } = useTranslation('projects');
  const dirty = useAtomValue(projectDirtyAtom);
  const stored = useAtomValue(storedMetaAtom);
  const readOnly = useAtomValue(readOnlyReasonAtom);
  const guest = useAtomValue(sessionAtom).isGuest;
  const save = useAction('saveProject');
  const rename = useAction('renameProject');
  // The title only: an edit elsewhere in the project does not re-render the header.
  const [title, draft, setDraft] = useTitleDraft();
  const unsaved = dirty || stored === null;
  const readOnlyText = readOnly
    ? t('readOnly.reason', { status: statusLabel(readOnly.status), level: readOnly.sellerLevel })
    : '';
  const saveTitle = readOnly ? readOnlyText : `${t('actions.save')} (${shortcutLabel(save.shortcut!)})`;

  return (
    <HStack
      gap="1"
      minW="0"
      flexShrink={1}
      role="group"
      aria-label={t('controls.label')}
      data-testid="project-controls"
    >
      {/* A wide screen has the room for a customer's whole project name; the full name is its tooltip. */}
      <Box minW="0" maxW={{ base: '28', md: '56', '2xl': '96' }} display={{ base: 'none', sm: 'block' }}>
        <Editable.Root
          size="sm"
          value={draft}
          placeholder={t('controls.untitled')}
          disabled={Boolean(readOnly)}
          onValueChange={(details) => setDraft(details.value)}
          onValueCommit={(details) => void rename.run({ title: details.value })}
          onValueRevert={() => setDraft(title)}
          submitMode="both"
        >
          <Editable.Preview
            fontWeight="semibold"
            truncate
            display="block"
            maxW="full"
            aria-label={t('controls.titleLabel')}
            title={draft || undefined}
            data-testid="project-title"
          />
          <Editable.Input aria-label={t('controls.titleLabel')} />
        </Editable.Root>
      </Box>
      {readOnly ? (
        <Popover.Root positioning={{ placement: 'bottom' }}>
          <Popover.Trigger asChild>
            <Button
              size="xs"
              colorPalette="orange"
              variant="subtle"
              flexShrink={0}
              data-testid="read-only-marker"
            >
              <Lock />
              <Box as="span" display={{ base: 'none', lg: 'inline' }}>
                {t('controls.readOnly')}
              </Box>
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content maxW="sm">
                <Popover.Arrow />
                <Popover.Body>
                  <Popover.Title fontWeight="semibold">{t('readOnly.title')}</Popover.Title>
                  <Text mt="1" fontSize="sm" data-testid="read-only-reason">
                    {readOnlyText}
                  </Text>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      ) : (
        <Circle
          size="2"
          flexShrink={0}
          bg={unsaved ? 'orange.solid' : 'green.solid'}
          title={unsaved ? t('controls.unsaved') : t('controls.saved')}
          aria-label={unsaved ? t('controls.unsaved') : t('controls.saved')}
          role="status"
          data-testid="unsaved-marker"
          data-unsaved={unsaved}
        />
      )}
      <HistoryButton name="undo" icon={<Undo2 />} />
      <HistoryButton name="redo" icon={<Redo2 />} />
      {guest && !readOnly ? (
        // A guest cannot save (canSaveProject): the button says why and how, instead of doing nothing.
        <Popover.Root positioning={{ placement: 'bottom-end' }}>
          <Popover.Trigger asChild>
            <IconButton
              size="sm"
              variant="outline"
              title={t('guestSave.title')}
              aria-label={saveTitle}
              data-testid="save-project"
            >
              <Save />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content maxW="xs" data-testid="guest-save">
                <Popover.Arrow />
                <Popover.Body>
                  <Popover.Title fontWeight="semibold">{t('guestSave.title')}</Popover.Title>
                  <Text mt="1" fontSize="sm">
                    {t('guestSave.body')}
                  </Text>
                  <Button
                    mt="3"
                    size="sm"
                    onClick={() =>
                      void openSignIn().catch((error: unknown) => reportActionError('login', error))
                    }
                  >
                    <LogIn />
                    {t('guestSave.signIn')}
                  </Button>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      ) : (
        <IconButton
          size="sm"
          variant={unsaved && save.enabled ? 'solid' : 'outline'}
          disabled={!save.enabled}
          // An icon with its name and shortcut as the title: the header's width goes to the project's title.
          title={saveTitle}
          aria-label={saveTitle}
          onClick={() => void save.run()}
          data-testid="save-project"
        >
          <Save />
        </IconButton>
      )}
      <ProjectMenu title={title} />
    </HStack>
  );
}

/** Undo or redo: an icon named with its shortcut, enabled while there is a step to take. */
function HistoryButton({ name, icon }: { name: 'undo' | 'redo'; icon: ReactNode }) {
  const { t: shell } = useTranslation();
  const action = useAction(name);
  const label = `${shell(`actions.${name}`)} (${shortcutLabel(action.shortcut!)})`;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={label}
      title={label}
      disabled={!action.enabled}
      onClick={() => void action.run()}
    >
      {icon}
    </IconButton>
  );
}
