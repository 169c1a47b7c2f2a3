import {
  CloseButton,
  Drawer,
  Field,
  HStack,
  Input,
  Link,
  Portal,
  Stack,
  Text,
  type LinkProps,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { dispatch, reportActionError } from '../../actions';
import { projectOpenAtom } from '../../state/project';
import { useTitleDraft } from '../../features/projects/useTitleDraft';
import { useAtomValue } from '../../state/store';
import { ColorModeToggle } from '../../ui/ColorModeToggle';
import { LanguageSelect } from '../../ui/LanguageSelect';
import { sessionAtom } from '../../state/session';
import { guardAllows } from '../navigation';
import { MobileMenuButton } from './MobileMenu';
import { headerLinks, linkIntent } from './navLinks';

/** A link of the phone menu: a roomy touch target, the current page marked in the brand colour. */
const menuLink = {
  px: '3',
  py: '2.5',
  rounded: 'md',
  fontWeight: 'medium',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  css: { '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } },
} as const satisfies LinkProps;

/**
 * The open project's title, where a phone reaches it: the header has no room for it below 480 px.
 * Renamed on Enter or on leaving the field, as the header's title is on a desk.
 */
function ProjectTitleField() {
  const { t } = useTranslation();
  const open = useAtomValue(projectOpenAtom);
  const [title, draft, setDraft] = useTitleDraft();
  if (!open) return null;
  const commit = () => {
    if (draft.trim() === title.trim()) return;
    void dispatch('renameProject', { title: draft }).catch((error: unknown) =>
      reportActionError('renameProject', error),
    );
  };
  return (
    <Field.Root mb="5" px="3" hideFrom="sm">
      <Field.Label>{t('nav.projectTitle')}</Field.Label>
      <Input
        size="sm"
        value={draft}
        placeholder={t('nav.untitledProject')}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        data-testid="menu-project-title"
      />
    </Field.Root>
  );
}

/** The phone menu: the header's navigation and settings in a drawer. */
export default function MobileMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  // The open project's screens: the header's project menu has no room on a phone.
  const projectOpen = useAtomValue(projectOpenAtom);
  const session = useAtomValue(sessionAtom);
  const projectLinks = projectOpen && guardAllows('loggedIn', session);
  return (
    <>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
        <Drawer.Trigger asChild>
          <MobileMenuButton />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="mobile-menu-panel">
              <Drawer.Header>
                <Drawer.Title>{t('nav.menu')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <ProjectTitleField />
                <Stack as="nav" aria-label={t('nav.mainMenu')} gap="1">
                  {headerLinks.map((link) => (
                    <Link key={link.to} asChild {...menuLink}>
                      <NavLink to={link.to} {...linkIntent(link.to, () => setOpen(false))}>
                        {t(link.key)}
                      </NavLink>
                    </Link>
                  ))}
                </Stack>
                {projectLinks && (
                  <Stack
                    as="nav"
                    aria-label={t('nav.projectMenu')}
                    gap="1"
                    mt="4"
                    pt="4"
                    borderTopWidth="1px"
                  >
                    {(['/customerinfo', '/projectlog'] as const).map((to) => (
                      <Link key={to} asChild {...menuLink}>
                        <NavLink to={to} onClick={() => setOpen(false)}>
                          {t(to === '/customerinfo' ? 'routes.customerinfo' : 'routes.projectlog')}
                        </NavLink>
                      </Link>
                    ))}
                  </Stack>
                )}
                <SettingRow mt="6" label={t('settings.language')}>
                  <LanguageSelect />
                </SettingRow>
                <SettingRow mt="3" label={t('settings.colorMode')}>
                  <ColorModeToggle />
                </SettingRow>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

/** A setting in the phone menu: its name, and its control at the far end. */
function SettingRow({ label, mt, children }: { label: string; mt: string; children: ReactNode }) {
  return (
    <HStack mt={mt} px="3" justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </HStack>
  );
}
